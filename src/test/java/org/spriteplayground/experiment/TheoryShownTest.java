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
}
