package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * What {@code experiment --theory} prints beside a measurement: every expected hit rate it shows
 * agrees with the measured one within five standard errors, for pairs of sprites that are not
 * convex; where no formula holds (the pixels of a shape that is not convex) the cell is empty
 * rather than a number the measurement then contradicts.
 */
class TheoryShownTest {

    private static final int TRIALS = 60_000;

    @Test
    void everyExpectedHitRateShownAgreesWithTheMeasuredOneWithinFiveStandardErrors() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        SpriteAnalysis crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());
        for (SpriteAnalysis[] pair : List.of(new SpriteAnalysis[] {jet, jet}, new SpriteAnalysis[] {jet, crescent})) {
            Experiment.Result measured = Experiment.run(pair[0], pair[1], TRIALS, 11);
            List<String> lines = Theory.of(pair[0], pair[1]).csvLines(measured);
            List<String> header = List.of(lines.get(0).split(","));
            int measuredAt = header.indexOf("hit_rate");
            int expectedAt = header.indexOf("expected_hit_rate");
            for (String line : lines.subList(1, lines.size() - 1)) {
                String[] cells = line.split(",", -1);
                if (cells[expectedAt].isEmpty()) {
                    continue;
                }
                double p = Double.parseDouble(cells[measuredAt]);
                double standardError = Math.sqrt(p * (1 - p) / TRIALS);
                assertThat(Double.parseDouble(cells[expectedAt])).as("%s × %s: %s", pair[0].sprite().name(), pair[1].sprite().name(), line)
                        .isCloseTo(p, org.assertj.core.api.Assertions.within(5 * standardError));
            }
            String pixels = lines.stream().filter(l -> l.startsWith("pixels,")).findFirst().orElseThrow();
            assertThat(pixels.split(",", -1)[expectedAt]).as("no formula for the pixels of a shape that is not convex").isEmpty();
        }
    }

    /** The explanation names the hulls' share by the name it has where it is read: the CSV's column in a file, the table's column in the window, in each language. */
    @Test
    void theExplanationNamesTheHullsColumnAsItIsCalledWhereItIsRead() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        Experiment.Result measured = Experiment.run(jet, jet, 2_000, 11);
        Theory theory = Theory.of(jet, jet);
        List<String> lines = theory.csvLines(measured);
        assertThat(lines.get(lines.size() - 1)).contains("\"hull_false_alarm_share\"");
        assertThat(lines.get(0)).contains("hull_false_alarm_share");
        try {
            for (java.util.Locale language : List.of(java.util.Locale.ENGLISH, java.util.Locale.GERMAN, java.util.Locale.FRENCH)) {
                org.spriteplayground.i18n.Texts.use(language);
                assertThat(theory.gap(measured)).as("%s", language).contains(org.spriteplayground.i18n.Texts.text("experimentui.column.convexRate"));
            }
        } finally {
            org.spriteplayground.i18n.Texts.use(null);
        }
    }
}
