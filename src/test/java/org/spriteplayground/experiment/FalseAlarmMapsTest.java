package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

class FalseAlarmMapsTest {

    private final SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());

    @Test
    void theSameTurnsAreWorkedOutOnceAndTheReadingAgreesWithAFreshMap() {
        FalseAlarmMaps maps = new FalseAlarmMaps(FalseAlarmMaps.BUDGET_BYTES);
        FalseAlarmMaps.Reading first = maps.get(BoundKind.OBB, jet, 10, jet, 20);
        assertThat(maps.get(BoundKind.OBB, jet, 10, jet, 20)).isSameAs(first);
        assertThat(maps.get(BoundKind.OBB, jet, 10, jet, 21)).isNotSameAs(first);
        assertThat(maps.get(BoundKind.CIRCLE, jet, 10, jet, 20).map().kind()).isEqualTo(BoundKind.CIRCLE);
        FalseAlarmMap fresh = FalseAlarmMap.of(BoundKind.OBB, jet, 10, jet, 20);
        assertThat(first.map().falseAlarmArea()).isEqualTo(fresh.falseAlarmArea());
        assertThat(first.measured()).isEqualTo(FixedTurns.measure(BoundKind.OBB, jet, 10, jet, 20, FixedTurns.LIVE_TRIALS, FalseAlarmMaps.SEED));
    }

    @Test
    void theLeastRecentlyUsedGoBeyondTheBudget() {
        long one = FalseAlarmMap.of(BoundKind.CIRCLE, jet, 0, jet, 0).bytes();
        FalseAlarmMaps maps = new FalseAlarmMaps(3 * one);
        FalseAlarmMaps.Reading kept = maps.get(BoundKind.CIRCLE, jet, 0, jet, 0);
        FalseAlarmMaps.Reading early = maps.get(BoundKind.CIRCLE, jet, 0, jet, 1);
        for (int d = 2; d < 6; d++) {
            maps.get(BoundKind.CIRCLE, jet, 0, jet, d);
            assertThat(maps.get(BoundKind.CIRCLE, jet, 0, jet, 0)).isSameAs(kept);
            assertThat(maps.bytes()).isLessThanOrEqualTo(3 * one);
        }
        assertThat(maps.get(BoundKind.CIRCLE, jet, 0, jet, 1)).as("dropped, worked out again").isNotSameAs(early);
    }
}
