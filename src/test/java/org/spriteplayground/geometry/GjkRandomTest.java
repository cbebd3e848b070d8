package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * GJK and the Minkowski difference on 10,000 seeded random pairs of convex polygons (turned boxes
 * and random hulls), in both orders, against the separating axis test and a brute-force
 * distance that takes no support point: the least distance between an edge of one and an edge of
 * the other.
 */
class GjkRandomTest {

    @Test
    void onRandomPolygonsGjkAgreesWithTheSeparatingAxesAndTheBruteForceDistance() {
        Random random = new Random(28L);
        int overlapping = 0;
        for (int i = 0; i < 10_000; i++) {
            List<Vec2> a = i % 2 == 0 ? randomBox(random) : PolygonTruth.randomConvex(random, randomCentre(random));
            List<Vec2> b = i % 3 == 0 ? randomBox(random) : PolygonTruth.randomConvex(random, randomCentre(random));
            SeparatingAxes.Result sat = SeparatingAxes.of(a, b);
            Gjk.Result r = Gjk.of(a, b);
            Gjk.Result swapped = Gjk.of(b, a);
            Supplier<String> pair = () -> a + ", " + b;
            assertThat(r.overlapping()).as(pair).isEqualTo(sat.overlapping()).isEqualTo(swapped.overlapping());
            assertThat(r.steps()).as(pair).hasSizeLessThan(Gjk.MAX_ITERATIONS);
            assertThat(swapped.steps()).as(pair).hasSizeLessThan(Gjk.MAX_ITERATIONS);
            double brute = sat.overlapping() ? 0 : bruteDistance(a, b);
            assertThat(r.distance()).as(pair).isCloseTo(brute, within(Deltas.EXACT));
            assertThat(swapped.distance()).as(pair).isCloseTo(brute, within(Deltas.EXACT));
            assertNearestPoints(r, a, b, pair);
            assertNearestPoints(swapped, b, a, pair);
            double push = MinkowskiDifference.pushOut(a, b).length();
            if (sat.overlapping()) {
                overlapping++;
                assertThat(push).as(pair).isCloseTo(sat.pushOut().length(), within(Deltas.EXACT));
                assertThat(MinkowskiDifference.pushOut(b, a).length()).as(pair).isCloseTo(push, within(Deltas.EXACT));
            } else {
                assertThat(push).as(pair).isZero();
            }
        }
        assertThat(overlapping).isBetween(2_000, 8_000);
    }

    @Test
    void onRandomCirclesAndPolygonsGjkFindsTheCentresDistanceLessTheRadius() {
        Random random = new Random(29L);
        int overlapping = 0;
        for (int i = 0; i < 2_000; i++) {
            Circle circle = new Circle(randomCentre(random), random.nextDouble() * 10);
            List<Vec2> polygon = i % 2 == 0 ? randomBox(random) : PolygonTruth.randomConvex(random, randomCentre(random));
            Vec2 nearest = PolygonTruth.inside(circle.center(), polygon) ? circle.center() : nearestOnBorder(polygon, circle.center());
            double gap = Math.max(0, nearest.minus(circle.center()).length() - circle.radius());
            Gjk.Result r = Gjk.of(Support.of(circle), Support.of(polygon));
            Gjk.Result swapped = Gjk.of(Support.of(polygon), Support.of(circle));
            Supplier<String> pair = () -> circle + ", " + polygon;
            assertThat(r.distance()).as(pair).isCloseTo(gap, within(Deltas.EXACT));
            assertThat(swapped.distance()).as(pair).isCloseTo(gap, within(Deltas.EXACT));
            assertThat(r.overlapping()).as(pair).isEqualTo(gap <= Tolerance.TOUCH).isEqualTo(swapped.overlapping());
            assertThat(r.steps()).as(pair).hasSizeLessThan(Gjk.MAX_ITERATIONS);
            assertThat(swapped.steps()).as(pair).hasSizeLessThan(Gjk.MAX_ITERATIONS);
            overlapping += r.overlapping() ? 1 : 0;
        }
        assertThat(overlapping).isBetween(400, 1_600);
    }

    /** The nearest points lie on their shapes, as far apart as the distance (one shared point when overlapping). */
    private static void assertNearestPoints(Gjk.Result r, List<Vec2> a, List<Vec2> b, Supplier<String> pair) {
        assertThat(outside(r.onA(), a)).as(() -> "A's point " + r.onA() + " of " + pair.get()).isLessThanOrEqualTo(Deltas.EXACT);
        assertThat(outside(r.onB(), b)).as(() -> "B's point " + r.onB() + " of " + pair.get()).isLessThanOrEqualTo(Deltas.EXACT);
        assertThat(r.onA().minus(r.onB()).length()).as(pair).isCloseTo(r.distance(), within(Deltas.EXACT));
    }

    /** How far {@code p} lies outside the convex polygon: 0 inside or on its border. */
    private static double outside(Vec2 p, List<Vec2> polygon) {
        return PolygonTruth.inside(p, polygon) ? 0 : nearestOnBorder(polygon, p).minus(p).length();
    }

    private static Vec2 nearestOnBorder(List<Vec2> polygon, Vec2 p) {
        Vec2 best = polygon.get(0);
        for (int i = 0; i < polygon.size(); i++) {
            Vec2 candidate = new Segment(polygon.get(i), polygon.get((i + 1) % polygon.size())).closestPoint(p);
            best = candidate.distanceSquared(p) < best.distanceSquared(p) ? candidate : best;
        }
        return best;
    }

    /** The least distance between an edge of {@code a} and an edge of {@code b}: their distance when they are apart. */
    private static double bruteDistance(List<Vec2> a, List<Vec2> b) {
        double least = Double.POSITIVE_INFINITY;
        for (int i = 0; i < a.size(); i++) {
            Segment edge = new Segment(a.get(i), a.get((i + 1) % a.size()));
            for (int j = 0; j < b.size(); j++) {
                least = Math.min(least, edge.distance(new Segment(b.get(j), b.get((j + 1) % b.size()))));
            }
        }
        return least;
    }

    private static Vec2 randomCentre(Random random) {
        return new Vec2(random.nextDouble() * 40, random.nextDouble() * 40);
    }

    private static List<Vec2> randomBox(Random random) {
        return new Obb(randomCentre(random), 1 + random.nextDouble() * 10, 1 + random.nextDouble() * 10, random.nextDouble() * 7).corners();
    }
}
