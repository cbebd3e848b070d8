package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every lesson writes "centre", as its explanation, presets and buttons do: no text a pupil reads
 * (title, explanation, readouts, presets, controls, canvas labels) says "center", at the start or
 * after any preset.
 */
class BritishSpellingTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    static List<Lessons.Entry> entries() {
        return Lessons.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void noTextAPupilReadsSaysCenter(Lessons.Entry entry) {
        Lesson lesson = entry.factory().apply(SPRITES);
        List<String> texts = new ArrayList<>(texts(lesson));
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            texts.addAll(texts(lesson));
        }
        assertThat(texts).isNotEmpty().noneMatch(t -> t.toLowerCase(Locale.ROOT).contains("center"));
    }

    private static List<String> texts(Lesson lesson) {
        List<String> texts = new ArrayList<>(List.of(lesson.title(), lesson.onScreen()));
        for (ReadoutTable table : lesson.readouts()) {
            texts.add(table.title());
            texts.addAll(table.columns());
            for (ReadoutTable.Row row : table.rows()) {
                texts.add(row.label());
                texts.add(row.help());
                texts.addAll(row.values());
            }
        }
        for (Preset preset : PresetScenes.of(lesson)) {
            texts.add(preset.name());
            texts.add(preset.description());
        }
        for (Control control : lesson.controls()) {
            texts.add(control.label());
            texts.add(control.description());
            if (control instanceof Control.Choice<?> choice) {
                texts.addAll(optionNames(choice));
            }
        }
        LabelRecorder draw = new LabelRecorder();
        lesson.draw(draw, Overlays.ALL);
        draw.labels().forEach(l -> texts.add(l.text()));
        return texts;
    }

    private static <T> List<String> optionNames(Control.Choice<T> choice) {
        return choice.options().stream().map(choice.optionName()).toList();
    }
}
