package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Tunnelling;
import org.spriteplayground.lesson.WorksheetQuestion;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every answer in every answer key that is a measurement carries its unit, in every language: in
 * every lesson, as it opens, after the steps a worksheet runs, and after each of its presets, an
 * answer that read a readout whose label ends in a unit ("(px)", "(px²)", "(°)", "(ms)",
 * "(px / step)") gives that unit after the value, and no fractional number or point in an answer
 * stands bare: a unit or the words of what it counts follow it ("9.8 pairs per jet"), unless it
 * is the value of a readout that names no unit, a plain number that measures nothing (ten steps of
 * 0.1 added up; ReadoutUnitsTest allows only such a readout to name none).
 */
class AnswerUnitsTest {

    /** Each language's units in readout labels: the symbols are the same everywhere, the words are not. */
    private static final Map<String, String> WORDS = Map.of("en", "px / step|of a step", "de", "px / Schritt|Anteil eines Schritts", "fr",
            "px / pas|fraction d’un pas");

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyMeasuredAnswerCarriesItsUnit(String language) {
        Locale locale = Locale.forLanguageTag(language);
        Texts.use(locale);
        Pattern labelUnit = Pattern.compile("\\((px|px²|°|ms|" + WORDS.get(language) + ")\\)$");
        char decimal = DecimalFormatSymbols.getInstance(locale).getDecimalSeparator();
        Pattern measurement = Pattern.compile("(?>\\d" + Pattern.quote(String.valueOf(decimal)) + "\\d+(?: × 10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?|\\(\\d[^()]*[;,] ?\\d[^()]*\\))(?![\\s\\u00a0\\u202f]*[\\p{L}°%])");
        List<String> bare = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SpriteLibrary.bundled());
            Simulation sim = new Simulation(lesson);
            check(entry.id() + " as it opens", lesson, labelUnit, measurement, bare);
            for (int i = 0; i < WorksheetQuestion.STEPS_RUN; i++) {
                sim.step();
            }
            check(entry.id() + " after " + WorksheetQuestion.STEPS_RUN + " steps", lesson, labelUnit, measurement, bare);
            for (Preset preset : PresetScenes.of(lesson)) {
                preset.apply().run();
                check(entry.id() + " after " + preset.name(), lesson, labelUnit, measurement, bare);
            }
        }
        assertThat(bare).as("answers that give a measurement without its unit").isEmpty();
    }

    private static void check(String where, Lesson lesson, Pattern labelUnit, Pattern measurement, List<String> bare) {
        for (Questions.Question q : Questions.of(lesson)) {
            for (Reading.Cell cell : q.read()) {
                Matcher unit = labelUnit.matcher(lesson.readouts().get(cell.table()).rows().get(cell.row()).label());
                if (unit.find() && cell.value().matches(".*\\d.*") && q.answer().contains(cell.value()) && !q.answer().contains(cell.value() + (unit.group(1).equals("°") ? "°" : " " + unit.group(1)))
                        && !q.answer().contains(cell.value() + "°")) {
                    bare.add(where + ": \"" + q.text() + "\" -> \"" + q.answer() + "\" lacks " + unit.group(1) + " after " + cell.value());
                }
            }
            boolean plain = q.read().stream().anyMatch(cell -> q.answer().equals(cell.value())
                    && !labelUnit.matcher(lesson.readouts().get(cell.table()).rows().get(cell.row()).label()).find());
            if (measurement.matcher(q.answer()).find() && !plain) {
                bare.add(where + ": \"" + q.text() + "\" -> \"" + q.answer() + "\"");
            }
        }
    }

    /** The wall is tunnelled by a jump longer than wall plus diameter: a jump of exactly that lands on the wall, so the key says "more than". */
    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void theTunnellingJumpIsKeyedAsMoreThanTheThreshold(String language) {
        Texts.use(Locale.forLanguageTag(language));
        Tunnelling lesson = new Tunnelling();
        String threshold = Questions.readout(lesson, "tunnel.row.threshold", 0);
        assertThat(Questions.of(lesson).get(1).answer()).isEqualTo(Texts.format("worksheet.a.tunnel.jump", threshold + " px"))
                .isNotEqualTo(threshold + " px");
    }

    @Test
    void aUnitFollowsTheNumberOrPointItMeasures() {
        assertThat(Reading.withUnit("14", "wall + diameter (px)")).isEqualTo("14 px");
        assertThat(Reading.withUnit("(10, 10)", "dot centre (px)")).isEqualTo("(10, 10) px");
        assertThat(Reading.withUnit("45", "separating axis (°)")).isEqualTo("45°");
        assertThat(Reading.withUnit("20", "vitesse (px / pas)")).isEqualTo("20 px / pas");
        assertThat(Reading.withUnit("22.8 %", "circle fill (%)")).isEqualTo("22.8 %");
        assertThat(Reading.withUnit("−5.9117 × 10⁻¹²", "(r₁ + r₂)² − d² (px²)")).isEqualTo("−5.9117 × 10⁻¹² px²");
        assertThat(Reading.withUnit("yes", "gap (px)")).isEqualTo("yes");
        assertThat(Reading.withUnit("3", "confirmed (1 px, 1°)")).isEqualTo("3");
    }
}
