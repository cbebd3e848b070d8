package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** The hull, the capsule and the 8-DOP in the experiment: they never miss, and they hit as the kinematic formula says. */
class ConvexBoundsTest {

    private static final List<BoundKind> CONVEX = List.of(BoundKind.HULL, BoundKind.CAPSULE, BoundKind.KDOP8);

    @Test
    void noneMissesAPixelHitInAHundredThousandPlacementsOfEveryBundledPair() {
        List<SpriteAnalysis> sprites = SpriteLoader.BUNDLED.stream().map(n -> SpriteAnalysis.of(SpriteLoader.bundled(n).sprite())).toList();
        for (int i = 0; i < sprites.size(); i++) {
            for (int j = i; j < sprites.size(); j++) {
                Experiment.Result r = Experiment.run(sprites.get(i), sprites.get(j), 100_000, 31L * i + j);
                long truth = r.of(BoundKind.PIXELS).hits();
                assertThat(truth).isPositive();
                for (BoundKind kind : CONVEX) {
                    assertThat(r.of(kind).misses()).as("%s misses, %s vs %s", kind, r.spriteA(), r.spriteB()).isZero();
                    assertThat(r.of(kind).hits() - r.of(kind).falseAlarms()).as("%s real hits", kind).isEqualTo(truth);
                }
                // Each shape holds the next: hull in 8-DOP in turned box, and hull in capsule.
                assertThat(r.of(BoundKind.HULL).hits()).isLessThanOrEqualTo(r.of(BoundKind.KDOP8).hits());
                assertThat(r.of(BoundKind.KDOP8).hits()).isLessThanOrEqualTo(r.of(BoundKind.OBB).hits());
                assertThat(r.of(BoundKind.HULL).hits()).isLessThanOrEqualTo(r.of(BoundKind.CAPSULE).hits());
            }
        }
    }

    @Test
    void theKinematicFormulaGivesTheirHitRatesAndTheHullIsTheConvexTruth() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        SpriteAnalysis crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());
        Theory theory = Theory.of(jet, crescent);
        Experiment.Result measured = Experiment.run(jet, crescent, 200_000, 5);
        for (BoundKind kind : CONVEX) {
            Experiment.KindStats s = measured.of(kind);
            assertThat((double) s.hits() / s.tests()).as("hit rate of %s", kind).isCloseTo(theory.of(kind).hitRate(), within(0.004));
            assertThat(theory.of(kind).how()).contains("kinematic formula").contains("within R =");
        }
        assertThat(theory.of(BoundKind.HULL).hitRate()).isEqualTo(theory.hullRate());
        assertThat(theory.of(BoundKind.HULL).hullFalseAlarmRate()).isZero();
        assertThat(theory.of(BoundKind.KDOP8).hitRate()).isBetween(theory.hullRate(), theory.of(BoundKind.OBB).hitRate());
        assertThat(theory.of(BoundKind.CAPSULE).hitRate()).isGreaterThan(theory.hullRate());
    }
}
