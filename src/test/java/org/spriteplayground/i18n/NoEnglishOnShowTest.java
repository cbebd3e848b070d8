package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * What a lesson shows in German and French, texts built in code included (readouts, their values
 * and tooltips, the controls and their choices, canvas labels, the paused banner's reason, the
 * scene's sentence, the presets' names and descriptions), has no English word ({@link
 * NoEnglishTest}'s list and code rules, and no bundled sprite's file name that the language
 * names otherwise): with every overlay on, in every lesson's first state,
 * some steps on, and after each of its presets and some steps after it.
 */
class NoEnglishOnShowTest {

    @AfterEach
    void backToEnglish() {
        Texts.use(null);
    }

    static Stream<Arguments> lessonsAndLanguages() {
        return Lessons.ALL.stream().flatMap(e -> Stream.of("de", "fr").map(l -> Arguments.of(e.id(), l)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("lessonsAndLanguages")
    void aLessonShowsNoEnglish(String id, String language) {
        Texts.use(Locale.forLanguageTag(language));
        Lesson lesson = Lessons.byId(id).orElseThrow().factory().apply(SpriteLibrary.bundled());
        lesson.overlaysShown(EnumSet.allOf(Overlay.class));
        List<String> found = new ArrayList<>(english("first state", lesson));
        steps(lesson, 300);
        found.addAll(english("300 steps on", lesson));
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            found.addAll(english(preset.name(), lesson));
            found.addAll(english(preset.name(), List.of(preset.name(), preset.description())));
            steps(lesson, 60);
            found.addAll(english(preset.name() + ", 60 steps on", lesson));
        }
        assertThat(found).isEmpty();
    }

    private static <T> List<String> optionNames(Control.Choice<T> choice) {
        return choice.options().stream().map(choice.optionName()).toList();
    }

    private static void steps(Lesson lesson, int n) {
        Simulation sim = new Simulation(lesson);
        for (int i = 0; i < n; i++) {
            sim.step();
        }
    }

    private static List<String> english(String state, List<String> shown) {
        return shown.stream().filter(Objects::nonNull).filter(text -> !english(text).isEmpty())
                .map(text -> state + ": " + text + " " + english(text)).toList();
    }

    /** Returns the English words of {@code text}: those of NoEnglishTest's scan, and a bundled sprite's file name where the language names it otherwise. */
    private static List<String> english(String text) {
        List<String> found = new ArrayList<>(NoEnglishTest.english(text, Set.of()));
        Matcher words = Pattern.compile("\\p{L}+").matcher(text);
        while (words.find()) {
            String word = words.group();
            if (SpriteLoader.BUNDLED.contains(word) && !SpriteLibrary.shownName(word).equals(word)) {
                found.add(word);
            }
        }
        return found;
    }

    private static List<String> english(String state, Lesson lesson) {
        List<String> shown = new ArrayList<>();
        for (ReadoutTable table : Stream.concat(lesson.readouts().stream(), lesson.measured().stream()).toList()) {
            shown.add(table.title());
            shown.addAll(table.columns());
            for (ReadoutTable.Row row : table.rows()) {
                shown.add(row.label());
                shown.add(row.help());
                shown.addAll(row.values());
            }
        }
        for (Control control : lesson.controls()) {
            shown.add(control.label());
            shown.add(control.description());
            if (control instanceof Control.Choice<?> choice) {
                shown.addAll(optionNames(choice));
            } else if (control instanceof Control.Slider slider) {
                shown.add(slider.format().apply(slider.value().getAsInt()));
            }
        }
        if (lesson.pausedBecause() != null) {
            shown.add(lesson.pausedBecause());
        }
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.ALL);
        draw.labels().forEach(label -> shown.add(label.text()));
        shown.add(lesson.describe());
        return english(state, shown);
    }
}
