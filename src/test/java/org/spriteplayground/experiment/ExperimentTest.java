package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

class ExperimentTest {

    private final SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
    private final SpriteAnalysis crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());

    @Test
    void enclosingKindsNeverMissAndTheTruthNeverRaisesAnAlarm() {
        Experiment.Result result = Experiment.run(jet, crescent, 20_000, 42);
        Experiment.KindStats truth = result.of(BoundKind.PIXELS);
        assertThat(truth.falseAlarms()).isZero();
        assertThat(truth.hits()).isBetween(2_000L, 18_000L);
        for (Experiment.KindStats s : result.stats()) {
            assertThat(s.tests()).isEqualTo(20_000);
            assertThat(s.misses()).as(s.kind().name()).isZero();
            assertThat(s.hits() - s.falseAlarms()).as("real hits of %s", s.kind()).isEqualTo(truth.hits());
        }
        // The circle is the loosest: most alarms. About 60 % of placements have overlapping circles.
        assertThat(result.of(BoundKind.CIRCLE).hits()).isBetween(10_000L, 14_000L);
        assertThat(result.of(BoundKind.CIRCLE).falseAlarmRate()).isGreaterThan(result.of(BoundKind.OBB).falseAlarmRate());
    }

    @Test
    void theSameSeedGivesTheSameCounts() {
        Experiment.Result first = Experiment.run(jet, crescent, 5_000, 9);
        Experiment.Result second = Experiment.run(jet, crescent, 5_000, 9);
        Experiment.Result other = Experiment.run(jet, crescent, 5_000, 10);
        assertThat(counts(second)).isEqualTo(counts(first));
        assertThat(counts(other)).isNotEqualTo(counts(first));
    }

    @Test
    void csvHasTheFixedHeaderAndOneRowPerKind() {
        List<String> lines = Experiment.run(jet, jet, 1_000, 1).csvLines();
        assertThat(lines.get(0)).isEqualTo("kind,tests,hits,false_alarms,misses,false_alarm_share,false_alarm_share_se,ns_per_test,ns_per_test_min,ns_per_test_max");
        assertThat(lines).hasSize(10);
        assertThat(lines.subList(1, 10)).extracting(l -> l.split(",")[0])
                .containsExactly("circle", "aabb", "tight_aabb", "obb", "min_circle", "hull", "capsule", "kdop8", "pixels");
        assertThat(lines.get(9)).as("the truth: no false alarm, so no error").matches("pixels,1000,\\d+,0,0,0\\.000000,,[0-9.]+,[0-9.]+,[0-9.]+");
        Experiment.KindStats circle = Experiment.run(jet, jet, 1_000, 1).of(BoundKind.CIRCLE);
        String[] row = lines.get(1).split(",");
        assertThat(Double.parseDouble(row[6])).as("false_alarm_share_se").isCloseTo(Math.sqrt(circle.falseAlarmRate() * (1 - circle.falseAlarmRate()) / circle.hits()), within(1e-6));
        assertThat(Double.parseDouble(row[8])).as("the fastest pass").isLessThanOrEqualTo(Double.parseDouble(row[7])).isPositive();
        assertThat(Double.parseDouble(row[9])).as("the slowest pass").isGreaterThanOrEqualTo(Double.parseDouble(row[7]));
    }

    @Test
    void reportsProgressAndCanBeCancelled() {
        List<Integer> seen = new ArrayList<>();
        Experiment.run(jet, crescent, 2_000, 1, seen::add, () -> false);
        assertThat(seen).isSorted().last().isEqualTo(100);
        List<Integer> partial = new ArrayList<>();
        assertThatThrownBy(() -> Experiment.run(jet, crescent, 2_000, 1, partial::add, () -> partial.size() > 3))
                .isInstanceOf(Experiment.Cancelled.class);
        assertThat(partial).hasSize(4);
        assertThatThrownBy(() -> Experiment.run(jet, crescent, 0, 1)).hasMessage("trials must be positive, was 0");
    }

    @Test
    void progressMovesFromTheFirstChunkOn() {
        List<Integer> seen = new ArrayList<>();
        Experiment.run(jet, crescent, 100_000, 1, seen::add, () -> false);
        assertThat(seen.get(0)).as("first report, after the first hundredth of the placements").isEqualTo(1);
        assertThat(seen).isSorted().hasSize(101).last().isEqualTo(100);
    }

    private static List<Long> counts(Experiment.Result r) {
        List<Long> counts = new ArrayList<>();
        for (Experiment.KindStats s : r.stats()) {
            counts.add(s.hits());
            counts.add(s.falseAlarms());
            counts.add(s.misses());
        }
        return counts;
    }
}
