package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The separating axis test with its working: its verdict against {@link Collisions#overlaps(Obb,
 * Obb)} and against a test that projects nothing ({@link PolygonTruth}), in both orders, and its
 * push-out against the overlaps it measured and against the shapes it is meant to part.
 */
class SeparatingAxesTest {

    /** How much further than the push-out a shape is moved to be sure it is clear. */
    private static final double CLEAR = 1e-6;

    @Test
    void twoBoxesGiveFourAxesOrTwoWhenTheyAreTurnedAlike() {
        Obb a = new Obb(new Vec2(0, 0), 30, 40, 0.3);
        assertThat(SeparatingAxes.of(a, new Obb(new Vec2(50, 0), 10, 20, 1.1)).axes()).hasSize(4);
        assertThat(SeparatingAxes.of(a, new Obb(new Vec2(50, 0), 10, 20, 0.3 + Math.PI / 2)).axes()).hasSize(2);
        assertThat(SeparatingAxes.of(a, new Obb(new Vec2(50, 0), 10, 20, 0.3)).axes()).extracting(SeparatingAxes.Shadows::degrees)
                .allSatisfy(d -> assertThat(d).isBetween(0.0, 180.0));
    }

    @Test
    void turnedJetsAreSeparatedOnTheirOwnXAxisBySevenUnits() {
        // BoxBoxTest's jets: 60 x 80 at 45°, 95 apart. Along their x axis the centres are
        // 95 cos 45° = 67.18 apart, their half-widths 30 + 30: a gap of 7.18.
        Obb a = Obb.of(Pose.of(100, 200, Math.PI / 4), 60, 80);
        Obb b = Obb.of(Pose.of(195, 200, Math.PI / 4), 60, 80);
        SeparatingAxes.Result r = SeparatingAxes.of(a, b);
        assertThat(r.overlapping()).isFalse();
        assertThat(r.separating()).hasValueSatisfying(s -> {
            assertThat(s.degrees()).isCloseTo(45, within(Deltas.EXACT));
            assertThat(s.gap()).isCloseTo(95 * Math.cos(Math.PI / 4) - 60, within(Deltas.EXACT));
        });
        assertThat(r.pushOut()).isEqualTo(Vec2.ZERO);
    }

    @Test
    void overlappingSquaresArePushedOutAlongTheShallowerAxis() {
        // Two 10 x 10 squares, the second 8 right and 3 down: overlaps of 2 across and 7 down.
        Obb a = new Obb(new Vec2(0, 0), 5, 5, 0);
        Obb b = new Obb(new Vec2(8, 3), 5, 5, 0);
        SeparatingAxes.Result r = SeparatingAxes.of(a, b);
        assertThat(r.overlapping()).isTrue();
        assertThat(r.axes()).extracting(SeparatingAxes.Shadows::gap).containsExactlyInAnyOrder(-2.0, -7.0);
        Deltas.assertNear(r.pushOut(), new Vec2(2, 0), Deltas.EXACT);
        Deltas.assertNear(SeparatingAxes.of(b, a).pushOut(), new Vec2(-2, 0), Deltas.EXACT);
    }

    @Test
    void boxesTouchingAtAnEdgeOverlapAsCollisionsSays() {
        Obb a = new Obb(new Vec2(0, 0), 5, 5, 0);
        assertThat(SeparatingAxes.of(a, new Obb(new Vec2(10, 0), 5, 5, 0)).overlapping()).isTrue();
        assertThat(SeparatingAxes.of(a, new Obb(new Vec2(10.001, 0), 5, 5, 0)).overlapping()).isFalse();
    }

    @Test
    void onRandomBoxesTheVerdictIsCollisionsAndTheTruthInBothOrders() {
        Random random = new Random(12L);
        int overlapping = 0;
        for (int i = 0; i < 3_000; i++) {
            Obb a = randomBox(random);
            Obb b = randomBox(random);
            boolean sat = SeparatingAxes.of(a, b).overlapping();
            assertThat(sat).as("%s, %s", a, b).isEqualTo(Collisions.overlaps(a, b)).isEqualTo(Collisions.overlaps(b, a))
                    .isEqualTo(SeparatingAxes.of(b, a).overlapping()).isEqualTo(PolygonTruth.intersect(a.corners(), b.corners()));
            if (sat) {
                overlapping++;
                assertPushOutParts(a.corners(), b.corners());
            }
        }
        assertThat(overlapping).isBetween(500, 2_500);
    }

    @Test
    void onRandomConvexPolygonsTheVerdictIsTheTruthAndThePushOutParts() {
        Random random = new Random(34L);
        int overlapping = 0;
        for (int i = 0; i < 3_000; i++) {
            List<Vec2> a = PolygonTruth.randomConvex(random, new Vec2(random.nextDouble() * 40, random.nextDouble() * 40));
            List<Vec2> b = PolygonTruth.randomConvex(random, new Vec2(random.nextDouble() * 40, random.nextDouble() * 40));
            SeparatingAxes.Result r = SeparatingAxes.of(a, b);
            boolean truth = PolygonTruth.intersect(a, b);
            assertThat(r.overlapping()).as("%s, %s", a, b).isEqualTo(truth).isEqualTo(SeparatingAxes.of(b, a).overlapping());
            assertThat(r.axes().size()).isLessThanOrEqualTo(a.size() + b.size());
            if (truth) {
                overlapping++;
                assertPushOutParts(a, b);
            } else {
                assertThat(r.separating()).hasValueSatisfying(s -> assertThat(s.gap()).isPositive());
            }
        }
        assertThat(overlapping).isBetween(500, 2_500);
    }

    /**
     * The push-out is as long as the least overlap the test measured and as long whichever shape
     * is first; moved by it and a hair more, the second shape is clear; moved a hair less, not.
     */
    private static void assertPushOutParts(List<Vec2> a, List<Vec2> b) {
        SeparatingAxes.Result r = SeparatingAxes.of(a, b);
        Vec2 push = r.pushOut();
        double least = r.axes().stream().mapToDouble(s -> -s.gap()).min().orElseThrow();
        assertThat(push.length()).isCloseTo(least, within(Deltas.EXACT));
        assertThat(SeparatingAxes.of(b, a).pushOut().length()).isCloseTo(least, within(Deltas.EXACT));
        if (least <= CLEAR) {
            return;
        }
        Vec2 unit = push.times(1 / push.length());
        List<Vec2> clear = PolygonTruth.moved(b, push.plus(unit.times(CLEAR)));
        assertThat(PolygonTruth.intersect(a, clear)).as("moved by %s", push).isFalse();
        assertThat(SeparatingAxes.of(a, clear).overlapping()).isFalse();
        assertThat(PolygonTruth.intersect(a, PolygonTruth.moved(b, push.minus(unit.times(CLEAR))))).isTrue();
    }

    @Test
    void aPolygonNeedsThreeVerticesAndSomeArea() {
        List<Vec2> square = List.of(new Vec2(0, 0), new Vec2(1, 0), new Vec2(1, 1), new Vec2(0, 1));
        assertThatThrownBy(() -> SeparatingAxes.of(List.of(new Vec2(0, 0), new Vec2(1, 0)), square))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("polygon a").hasMessageContaining("3 vertices");
        assertThatThrownBy(() -> SeparatingAxes.of(square, List.of(new Vec2(0, 0), new Vec2(1, 1), new Vec2(2, 2))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("polygon b has no area");
    }

    private static Obb randomBox(Random random) {
        return new Obb(new Vec2(random.nextDouble() * 40, random.nextDouble() * 40), 1 + random.nextDouble() * 10, 1 + random.nextDouble() * 10,
                random.nextDouble() * 7);
    }
}
