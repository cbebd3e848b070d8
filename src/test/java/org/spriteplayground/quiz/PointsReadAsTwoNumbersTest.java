package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;

/**
 * Every point a pupil reads, in every lesson, is written one way in each language: "(100.00, 50.00)"
 * in English, "(100,00; 50,00)" where the decimal separator is a comma, never "(100,00, 50,00)",
 * where the comma between the coordinates runs into the decimal commas. Checked in each lesson's
 * quiz (the worksheet's questions as the quiz states them, with their numbers, and Predict's
 * questions), and in its readouts as it opens and at each preset, in English, German and French.
 */
class PointsReadAsTwoNumbersTest {

    /** Two numbers in brackets parted by a comma and a space: "(100,00, 50,00)", "(2, −20)". */
    private static final Pattern COMMA_PAIR = Pattern.compile("\\([−-]?\\d[\\d.,\\u00A0\\u202F]*, [−-]?\\d");

    /** Two numbers in brackets parted by a semicolon: "(12.5; 3.0)", which English does not write. */
    private static final Pattern SEMICOLON_PAIR = Pattern.compile("\\([−-]?\\d[\\d.,\\u00A0\\u202F]*\\s?; [−-]?\\d");

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyPointIsWrittenTheLanguagesOneWay(String language) {
        Locale locale = Locale.forLanguageTag(language);
        Pattern wrong = language.equals("en") ? SEMICOLON_PAIR : COMMA_PAIR;
        Pattern right = language.equals("en") ? COMMA_PAIR : SEMICOLON_PAIR;
        List<String> faults = new ArrayList<>();
        int points = 0;
        for (QuizCases.Case c : QuizCases.all(locale)) {
            List<String> texts = new ArrayList<>();
            for (Item item : c.bank().items()) {
                texts.add(item.text());
                texts.add(item.feedback());
                if (item.answer() instanceof Item.Choices choices) {
                    texts.addAll(choices.choices());
                }
            }
            // A lesson of its own for the presets: the cases are shared with other test classes, which read them as made.
            Lesson lesson = org.spriteplayground.lesson.Lessons.byId(c.shown().lesson().id()).orElseThrow()
                    .factory().apply(org.spriteplayground.sprite.SpriteLibrary.bundled());
            Texts.inLanguage(locale, () -> {
                texts.addAll(readouts(lesson));
                for (Preset preset : PresetScenes.of(lesson)) {
                    preset.apply().run();
                    texts.addAll(readouts(lesson));
                }
                return null;
            });
            for (String text : texts) {
                if (text != null && wrong.matcher(text).find()) {
                    faults.add(lesson.id() + ": " + text);
                }
                points += text == null ? 0 : (int) right.matcher(text).results().count();
            }
        }
        assertThat(faults).isEmpty();
        assertThat(points).as("points written").isGreaterThan(10);
    }

    private static List<String> readouts(Lesson lesson) {
        List<String> values = new ArrayList<>();
        for (ReadoutTable table : lesson.readouts()) {
            table.rows().forEach(row -> values.addAll(row.values()));
        }
        return values;
    }
}
