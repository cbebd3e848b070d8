package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;

/**
 * Every readout that shows a measurement names its unit, in every language: in every lesson, with
 * every overlay on, as it opens, after 300 steps and after each of its presets, a row whose value is a number with a
 * fractional part (a length, an area, an angle, a time, a share of a step), a number with an
 * exponent, or a point (x, y) ends its label with its unit in brackets, "(px)", "(px²)", "(°)",
 * "(ms)", "(px / step)" or "(of a step)" in that language. A whole number that counts (jets,
 * pairs, resets) needs none, and a value that carries its own unit ("22.8 %") neither. A plain
 * number that measures nothing ({@link #PLAIN}: ten steps of 0.1 added up) names no unit at all.
 */
class ReadoutUnitsTest {

    /** Each language's closing units: the symbols are the same everywhere, the words are not. */
    private static final Map<String, String> UNITS = Map.of("en", "px / step|of a step", "de", "px / Schritt|Anteil eines Schritts",
            "fr", "px / pas|fraction d’un pas");

    /** A canvas label's unit, after its number or point; a time of impact is a share of the step, in words. */
    private static final Pattern LABEL_UNIT = Pattern.compile("\\d\\)?[\\s\u00A0]*(?:px|°|%|ms|of the step|des Schritts|du pas)");

    /** The rows whose values are plain numbers, no lengths or times: a unit in their label would be false. */
    private static final Set<String> PLAIN = Set.of("robust.row.sum", "robust.row.sumShort");

    /** A value that says its own unit. */
    private static final Pattern OWN_UNIT = Pattern.compile("(?:%|°|px|ms)$");

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyMeasuredReadoutNamesItsUnit(String language) {
        Locale locale = Locale.forLanguageTag(language);
        Texts.use(locale);
        char decimal = DecimalFormatSymbols.getInstance(locale).getDecimalSeparator();
        Pattern measurement = Pattern.compile("\\d" + Pattern.quote(String.valueOf(decimal)) + "\\d|\\de[−-]?\\d|^\\(.*[,;].*\\)$");
        Pattern unit = Pattern.compile("\\((?:px|px²|°|ms|" + UNITS.get(language) + ")\\)$");
        List<String> bare = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(LessonsTest.SPRITES);
            lesson.overlaysShown(EnumSet.allOf(Overlay.class));
            Simulation sim = new Simulation(lesson);
            check(entry.id() + " as it opens", lesson, measurement, unit, bare);
            labels(entry.id() + " as it opens", lesson, measurement, bare);
            for (int i = 0; i < 300; i++) {
                sim.step();
            }
            check(entry.id() + " after 300 steps", lesson, measurement, unit, bare);
            labels(entry.id() + " after 300 steps", lesson, measurement, bare);
            for (Preset preset : PresetScenes.of(lesson)) {
                preset.apply().run();
                for (int i = 0; i < 60; i++) {
                    sim.step();
                }
                check(entry.id() + " after " + preset.name(), lesson, measurement, unit, bare);
                labels(entry.id() + " after " + preset.name(), lesson, measurement, bare);
            }
        }
        assertThat(bare).as("readouts or canvas labels whose value is a measurement but that name no unit").isEmpty();
    }

    private static void check(String where, Lesson lesson, Pattern measurement, Pattern unit, List<String> bare) {
        for (ReadoutTable table : lesson.readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                boolean measured = row.values().stream().anyMatch(v -> measurement.matcher(v).find() && !OWN_UNIT.matcher(v).find());
                String key = ": " + row.key() + " ";
                boolean wrong = PLAIN.contains(row.key()) ? unit.matcher(row.label()).find() : measured && !unit.matcher(row.label()).find();
                if (wrong && bare.stream().noneMatch(b -> b.contains(key))) {
                    bare.add(where + key + "\"" + row.label() + "\" " + row.values() + (PLAIN.contains(row.key()) ? ", a plain number with a unit" : ""));
                }
            }
        }
    }

    /** A canvas label with a measurement in it says its unit, as "r = 50.0 px" or "gap 36.4 px". */
    private static void labels(String where, Lesson lesson, Pattern measurement, List<String> bare) {
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, org.spriteplayground.sim.Overlays.ALL);
        for (var label : draw.labels()) {
            String text = label.text();
            if (measurement.matcher(text).find() && !LABEL_UNIT.matcher(text).find() && bare.stream().noneMatch(b -> b.endsWith("\"" + text + "\""))) {
                bare.add(where + ": canvas label \"" + text + "\"");
            }
        }
    }
}
