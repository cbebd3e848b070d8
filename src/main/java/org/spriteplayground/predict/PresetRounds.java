package org.spriteplayground.predict;

import java.util.List;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Prediction.NextPreset;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;

/**
 * Preset questions ({@link NextPreset}): nothing there moves by itself, so the step asked about is
 * the lesson's next preset, one after another. The question gives the preset's situation in words
 * (worked out on a copy: two circles in numbers, at the tolerance chosen; or where the preset puts
 * things), with the preset on show while it is asked (its verdicts hidden, so the canvas shows the
 * scene asked about and no other, and without the working that would answer it: {@link
 * NextPreset#asking}); the lesson's verdict on it is the truth.
 */
final class PresetRounds implements Rounds {

    private final Playground model;
    private int next;
    private Question question;

    PresetRounds(Playground model) {
        this.model = model;
    }

    @Override
    public boolean plan() {
        NextPreset shown = Rounds.of(model.lesson(), NextPreset.class);
        Lesson lesson = LessonCopy.of(model);
        NextPreset copy = Rounds.of(lesson, NextPreset.class);
        List<Preset> presets = PresetScenes.of(lesson);
        // A preset already on show would give its answer away: the next one that changes something.
        for (int tried = 0; tried < presets.size(); tried++) {
            lesson = LessonCopy.of(model);
            copy = Rounds.of(lesson, NextPreset.class);
            next %= presets.size();
            PresetScenes.of(lesson).get(next).apply().run();
            if (!copy.asked().equals(shown.asked())) {
                break;
            }
            next++;
        }
        next %= presets.size();
        question = Stages.predict(copy);
        return true;
    }

    @Override
    public boolean reached() {
        return false;
    }

    @Override
    public boolean passed() {
        return false;
    }

    @Override
    public Question question() {
        return question;
    }

    @Override
    public String questionId() {
        return "preset-" + (next + 1); // not shown
    }

    /** The preset's name in English, as files keep names, whatever the language on screen. */
    @Override
    public String scene() {
        return Texts.neutrally(() -> PresetScenes.of(model.lesson()).get(next).name());
    }

    @Override
    public void pose() {
        model.apply(PresetScenes.of(model.lesson()).get(next));
    }

    @Override
    public Outcome run() {
        next++;
        return Outcome.of(Rounds.of(model.lesson(), NextPreset.class).outcome());
    }

    @Override
    public void skip() {
        next++;
    }

    @Override
    public boolean runs() {
        return false;
    }
}
