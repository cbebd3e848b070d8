package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class LeadTest {

    @Test
    void mostContactsAreAskedJustBeforeAndSomeOneOrTwoStepsEarlierTheSameEveryTime() {
        Map<Integer, Integer> counts = new TreeMap<>();
        LongStream.rangeClosed(1, 8_000).forEach(step -> counts.merge(Lead.stepsBefore(step), 1, Integer::sum));
        assertThat(counts).containsOnlyKeys(1, 2, 3);
        assertThat(counts.get(1)).as("five in eight just before").isBetween(4_700, 5_300);
        assertThat(counts.get(2)).as("two in eight a step earlier").isBetween(1_700, 2_300);
        assertThat(counts.get(3)).as("one in eight two steps earlier").isBetween(800, 1_200);
        assertThat(LongStream.rangeClosed(1, 100).map(Lead::stepsBefore).toArray())
                .as("the same steps give the same leads").isEqualTo(LongStream.rangeClosed(1, 100).map(Lead::stepsBefore).toArray());
    }

    @Test
    void neighbouringContactStepsShowNoSimplePattern() {
        // A pupil who knows the step number must not find the early ones by its remainder.
        for (int period = 2; period <= 6; period++) {
            for (int remainder = 0; remainder < period; remainder++) {
                int r = remainder;
                int p = period;
                assertThat(LongStream.rangeClosed(1, 600).filter(s -> s % p == r).map(Lead::stepsBefore).distinct().count())
                        .as("steps %d mod %d", r, p).isEqualTo(3);
            }
        }
    }
}
