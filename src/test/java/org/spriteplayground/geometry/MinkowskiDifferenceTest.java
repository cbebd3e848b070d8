package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The Minkowski difference as a polygon to draw: worked squares, and on random pairs a convex
 * polygon wound one way, without repeated or straight-through points, that holds every pairwise
 * difference and is made of them, and holds the origin exactly when the shapes overlap.
 */
class MinkowskiDifferenceTest {

    @Test
    void twoUnitSquaresOneApartGiveASquareOfSideTwoAroundTheirCentresDifference() {
        List<Vec2> a = new Obb(new Vec2(0.5, 0.5), 0.5, 0.5, 0).corners();
        List<Vec2> b = new Obb(new Vec2(2.5, 0.5), 0.5, 0.5, 0).corners();
        assertThat(MinkowskiDifference.of(a, b)).containsExactly(new Vec2(-3, -1), new Vec2(-1, -1), new Vec2(-1, 1), new Vec2(-3, 1));
        assertThat(MinkowskiDifference.pushOut(a, b)).isEqualTo(Vec2.ZERO);
    }

    @Test
    void overlappingSquaresArePushedOutAsTheSeparatingAxesPushThem() {
        // Two 10 x 10 squares, the second 8 right and 3 down: the difference spans x in [-18, 2]
        // and y in [-13, 7], and its border nearest the origin is 2 to the right.
        List<Vec2> a = new Obb(new Vec2(0, 0), 5, 5, 0).corners();
        List<Vec2> b = new Obb(new Vec2(8, 3), 5, 5, 0).corners();
        Deltas.assertNear(MinkowskiDifference.pushOut(a, b), new Vec2(2, 0), Deltas.EXACT);
        Deltas.assertNear(MinkowskiDifference.pushOut(a, b), SeparatingAxes.of(a, b).pushOut(), Deltas.EXACT);
        Deltas.assertNear(MinkowskiDifference.pushOut(b, a), new Vec2(-2, 0), Deltas.EXACT);
    }

    /**
     * A circle against the square [0, 2] × [0, 2]: the push moves the square away from the circle
     * until they only touch, from outside its side, with the centre on the side, from inside it
     * (out through the nearer side and a radius further), from beyond a corner, and not at all
     * when they are apart.
     */
    @Test
    void aCircleAgainstASquareIsPushedOutAsTheClosestPointMethodPushesIt() {
        List<Vec2> square = new Obb(new Vec2(1, 1), 1, 1, 0).corners();
        Deltas.assertNear(MinkowskiDifference.pushOut(Circle.of(3, 1, 1.5), square), new Vec2(-0.5, 0), Deltas.EXACT);
        Deltas.assertNear(MinkowskiDifference.pushOut(Circle.of(2, 1, 1), square), new Vec2(-1, 0), Deltas.EXACT);
        Deltas.assertNear(MinkowskiDifference.pushOut(Circle.of(1.8, 1, 1), square), new Vec2(-1.2, 0), Deltas.EXACT);
        Deltas.assertNear(MinkowskiDifference.pushOut(Circle.of(2.3, 2.4, 1), square), new Vec2(-0.3, -0.4), Deltas.EXACT);
        assertThat(MinkowskiDifference.pushOut(Circle.of(3.5, 1, 1), square)).isEqualTo(Vec2.ZERO);
    }

    @Test
    void onRandomPolygonsTheDifferenceIsTheConvexPolygonOfThePairwiseDifferences() {
        Random random = new Random(30L);
        for (int i = 0; i < 1_000; i++) {
            List<Vec2> a = PolygonTruth.randomConvex(random, new Vec2(random.nextDouble() * 40, random.nextDouble() * 40));
            List<Vec2> b = i % 2 == 0 ? new Obb(new Vec2(random.nextDouble() * 40, random.nextDouble() * 40), 1 + random.nextDouble() * 10,
                    1 + random.nextDouble() * 10, random.nextDouble() * 7).corners() : PolygonTruth.randomConvex(random, new Vec2(20, 20));
            List<Vec2> difference = MinkowskiDifference.of(a, b);
            List<Vec2> pairwise = new ArrayList<>();
            a.forEach(p -> b.forEach(q -> pairwise.add(p.minus(q))));
            Supplier<String> pair = () -> a + ", " + b;
            assertThat(difference).as(pair).doesNotHaveDuplicates().isSubsetOf(pairwise).hasSizeBetween(3, a.size() + b.size());
            for (int j = 0; j < difference.size(); j++) {
                Vec2 p = difference.get(j);
                Vec2 q = difference.get((j + 1) % difference.size());
                Vec2 r = difference.get((j + 2) % difference.size());
                assertThat(cross(q.minus(p), r.minus(q))).as(() -> "turn at " + q + " in " + pair.get()).isPositive();
            }
            assertThat(pairwise.stream().filter(p -> !PolygonTruth.inside(p, difference)).toList()).as(pair).isEmpty();
            assertThat(MinkowskiDifference.contains(difference, Vec2.ZERO)).as(pair).isEqualTo(PolygonTruth.intersect(a, b));
        }
    }

    @Test
    void shapesWithNoAreaGiveTheSegmentOrPointTheyMake() {
        List<Vec2> flat = new Obb(new Vec2(0, 0), 2, 0, 0).corners();
        assertThat(MinkowskiDifference.of(flat, List.of(new Vec2(1, 1)))).containsExactly(new Vec2(-3, -1), new Vec2(1, -1));
        assertThat(MinkowskiDifference.of(List.of(new Vec2(3, 4), new Vec2(3, 4)), List.of(new Vec2(1, 1)))).containsExactly(new Vec2(2, 3));
    }

    @Test
    void aPolygonNeedsAVertex() {
        List<Vec2> square = new Obb(Vec2.ZERO, 1, 1, 0).corners();
        assertThatThrownBy(() -> MinkowskiDifference.of(List.of(), square)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("polygon a");
        assertThatThrownBy(() -> MinkowskiDifference.of(square, null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("polygon b");
    }

    private static double cross(Vec2 u, Vec2 v) {
        return u.x() * v.y() - u.y() * v.x();
    }
}
