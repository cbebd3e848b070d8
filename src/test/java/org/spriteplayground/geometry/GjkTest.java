package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * GJK on cases worked by hand: two unit squares apart, touching and overlapping, a circle against
 * a box, each in both orders; and what every recorded step holds.
 */
class GjkTest {

    private static final List<Vec2> UNIT = square(0, 0);

    /**
     * How far GJK's nearest point on a unit circle may be from the true one: the search stops
     * once the distance is within {@link Tolerance#TOUCH}, and a point a small angle θ round a
     * circle of radius r from the nearest one is only about r θ² / 2 further, so the point is
     * within sqrt(2 r TOUCH) (4.5e-5 for r = 1) while the distance is within TOUCH.
     */
    private static final double ROUND = Math.sqrt(2 * Tolerance.TOUCH);

    @Test
    void squaresOneApartAlongXAreOneApartWithNearestPointsOnTheFacingEdges() {
        List<Vec2> right = square(2, 0);
        Gjk.Result r = Gjk.of(UNIT, right);
        assertThat(r.overlapping()).isFalse();
        assertThat(r.distance()).isCloseTo(1, within(Deltas.EXACT));
        assertThat(r.onA().x()).isCloseTo(1, within(Deltas.EXACT));
        assertThat(r.onB().x()).isCloseTo(2, within(Deltas.EXACT));
        assertThat(r.onA().y()).isBetween(0.0, 1.0).isCloseTo(r.onB().y(), within(Deltas.EXACT));

        Gjk.Result swapped = Gjk.of(right, UNIT);
        assertThat(swapped.overlapping()).isFalse();
        assertThat(swapped.distance()).isCloseTo(1, within(Deltas.EXACT));
        assertThat(swapped.onA().x()).isCloseTo(2, within(Deltas.EXACT));
        assertThat(swapped.onB().x()).isCloseTo(1, within(Deltas.EXACT));
    }

    @Test
    void squaresOneApartDiagonallyMeetAtTheirFacingCornersInBothOrders() {
        List<Vec2> below = square(2, 2);
        Gjk.Result r = Gjk.of(UNIT, below);
        assertThat(r.distance()).isCloseTo(Math.sqrt(2), within(Deltas.EXACT));
        Deltas.assertNear(r.onA(), new Vec2(1, 1), Deltas.EXACT);
        Deltas.assertNear(r.onB(), new Vec2(2, 2), Deltas.EXACT);
        Gjk.Result swapped = Gjk.of(below, UNIT);
        assertThat(swapped.distance()).isCloseTo(Math.sqrt(2), within(Deltas.EXACT));
        Deltas.assertNear(swapped.onA(), r.onB(), Deltas.EXACT);
        Deltas.assertNear(swapped.onB(), r.onA(), Deltas.EXACT);
    }

    @Test
    void squaresSharingAnEdgeTouchAndTouchingCounts() {
        for (Gjk.Result r : List.of(Gjk.of(UNIT, square(1, 0)), Gjk.of(square(1, 0), UNIT))) {
            assertThat(r.overlapping()).isTrue();
            assertThat(r.distance()).isZero();
            assertThat(r.onA().x()).isCloseTo(1, within(Deltas.EXACT));
        }
        assertThat(Gjk.of(UNIT, square(1.001, 0)).overlapping()).isFalse();
    }

    @Test
    void overlappingSquaresShareThePointGjkReports() {
        List<Vec2> shifted = square(0.5, 0.25);
        for (Gjk.Result r : List.of(Gjk.of(UNIT, shifted), Gjk.of(shifted, UNIT))) {
            assertThat(r.overlapping()).isTrue();
            assertThat(r.distance()).isZero();
            Deltas.assertNear(r.onA(), r.onB(), Deltas.EXACT);
            assertThat(PolygonTruth.inside(r.onA(), UNIT)).as("%s in the first square", r.onA()).isTrue();
            assertThat(PolygonTruth.inside(r.onA(), shifted)).as("%s in the second square", r.onA()).isTrue();
        }
    }

    @Test
    void aCircleBesideABoxIsItsCentresDistanceToTheBoxLessTheRadius() {
        Aabb box = new Aabb(0, 0, 2, 2);
        Circle circle = Circle.of(5, 4, 1);
        Vec2 corner = Collisions.closestPoint(box, circle.center());
        double gap = circle.center().minus(corner).length() - circle.radius();
        Vec2 rim = circle.center().plus(corner.minus(circle.center()).times(circle.radius() / (gap + circle.radius())));
        Support square = Support.of(new Obb(box.center(), 1, 1, 0));

        Gjk.Result r = Gjk.of(Support.of(circle), square);
        assertThat(r.overlapping()).isFalse();
        assertThat(r.distance()).isCloseTo(Math.sqrt(13) - 1, within(Deltas.EXACT)).isCloseTo(gap, within(Deltas.EXACT));
        Deltas.assertNear(r.onA(), rim, ROUND);
        Deltas.assertNear(r.onB(), corner, Deltas.EXACT);
        assertThat(r.steps()).hasSizeLessThan(Gjk.MAX_ITERATIONS);

        Gjk.Result swapped = Gjk.of(square, Support.of(circle));
        assertThat(swapped.distance()).isCloseTo(gap, within(Deltas.EXACT));
        Deltas.assertNear(swapped.onA(), corner, Deltas.EXACT);
        Deltas.assertNear(swapped.onB(), rim, ROUND);
    }

    @Test
    void aCircleFacingABoxEdgeIsApartByTheGapAndOverlapsOnceItReachesTheEdge() {
        Obb box = new Obb(new Vec2(0, 0), 2, 1, 0);
        Gjk.Result apart = Gjk.of(Support.of(Circle.of(0, 4, 1)), Support.of(box));
        assertThat(apart.distance()).isCloseTo(2, within(Deltas.EXACT));
        Deltas.assertNear(apart.onA(), new Vec2(0, 3), ROUND);
        assertThat(apart.onB().y()).isCloseTo(1, within(Deltas.EXACT));
        assertThat(Gjk.of(Support.of(Circle.of(0, 2, 1)), Support.of(box)).overlapping()).isTrue();
        assertThat(Gjk.of(Support.of(box), Support.of(Circle.of(1, 1.5, 1))).overlapping()).isTrue();
    }

    @Test
    void everyStepHoldsASupportPointOfTheDifferenceASimplexOfOneToThreeAndANearerPoint() {
        List<Vec2> a = new Obb(new Vec2(0, 0), 30, 10, 0.4).corners();
        List<Vec2> b = new Obb(new Vec2(70, 35), 12, 20, 1.1).corners();
        List<Vec2> difference = MinkowskiDifference.of(a, b);
        Gjk.Result r = Gjk.of(a, b);
        double before = Double.POSITIVE_INFINITY;
        for (Gjk.Step step : r.steps()) {
            double most = difference.stream().mapToDouble(p -> p.dot(step.direction())).max().orElseThrow();
            assertThat(step.support().dot(step.direction())).isCloseTo(most, within(Deltas.EXACT));
            assertThat(step.simplex()).hasSizeBetween(1, 3).allSatisfy(p -> assertThat(difference).contains(p));
            assertThat(step.nearest().length()).isLessThanOrEqualTo(before);
            before = step.nearest().length();
        }
        assertThat(r.steps().get(0).simplex()).containsExactly(r.steps().get(0).support());
        Gjk.Step last = r.steps().get(r.steps().size() - 1);
        assertThat(last.nearest().length()).isCloseTo(r.distance(), within(Deltas.EXACT));
        Deltas.assertNear(r.onA().minus(r.onB()), last.nearest(), Deltas.EXACT);
    }

    @Test
    void aSimplexEnclosingTheOriginIsATriangleAndEndsTheSearch() {
        Gjk.Result r = Gjk.of(new Obb(new Vec2(0, 0), 5, 5, 0.3).corners(), new Obb(new Vec2(1, 2), 4, 3, 1.0).corners());
        Gjk.Step last = r.steps().get(r.steps().size() - 1);
        assertThat(r.overlapping()).isTrue();
        assertThat(last.simplex()).hasSize(3);
        assertThat(PolygonTruth.inside(Vec2.ZERO, last.simplex())).isTrue();
    }

    /**
     * A circle pressed 0.00000001 into a turned box's long side, at the lesson's sizes: the third
     * support point makes a triangle that holds the origin, yet blending it gives a point a little
     * off 0 after rounding. That triangle ends the search as one that holds 0 does.
     */
    @Test
    void aTriangleHoldingTheOriginEndsTheSearchThoughRoundingLeavesItsBlendOffZero() {
        Obb box = new Obb(Vec2.ZERO, 29, 39, 0.4);
        Vec2 centre = box.axisX().times(79 - 1e-8).plus(box.axisY().times(-36));
        for (Gjk.Result r : List.of(Gjk.of(Support.of(new Circle(centre, 50)), Support.of(box)), Gjk.of(Support.of(box), Support.of(new Circle(centre, 50))))) {
            assertThat(r.overlapping()).isTrue();
            assertThat(r.stop()).isEqualTo(Gjk.Stop.REACHED);
            assertThat(r.steps()).allSatisfy(step -> assertThat(step.simplex()).hasSizeBetween(1, 3));
        }
    }

    /**
     * A circle 0.000001 from a box's side, at the lesson's sizes, all along the side: near the
     * origin the search direction, a short vector worked out from long ones, is off by about
     * 10⁻⁸ rad after rounding, so the two bounds often cannot come within {@link Tolerance#TOUCH}.
     * The search stops at the first step that brings it no nearer, within 10⁻⁷ of the distance
     * and never under it, rather than repeating that step up to the limit.
     */
    @Test
    void aSearchThatComesNoNearerStopsThereWithTheBestDistanceItFound() {
        Obb box = new Obb(Vec2.ZERO, 29, 39, 0);
        int stalled = 0;
        for (int y = -39; y <= 39; y += 3) {
            Circle circle = Circle.of(79 + 1e-6, y, 50);
            for (Gjk.Result r : List.of(Gjk.of(Support.of(circle), Support.of(box)), Gjk.of(Support.of(box), Support.of(circle)))) {
                assertThat(r.steps()).as("y = %d", y).hasSizeLessThan(20);
                assertThat(r.distance()).as("y = %d", y).isCloseTo(1e-6, within(1e-7)).isGreaterThan(1e-6 - 1e-12);
                List<Gjk.Step> steps = r.steps();
                if (r.stop() == Gjk.Stop.STALLED) {
                    stalled++;
                    assertThat(steps.get(steps.size() - 1).nearest().length()).isGreaterThanOrEqualTo(steps.get(steps.size() - 2).nearest().length());
                } else {
                    assertThat(r.stop()).isEqualTo(Gjk.Stop.FOUND);
                }
            }
        }
        assertThat(stalled).isPositive();
    }

    /**
     * Every step's lower bound is at most the distance; once the distance is found, the best of
     * them is within {@link Tolerance#TOUCH} of it, or a few ulps past it after rounding.
     */
    @Test
    void theLowerBoundsStayUnderTheDistanceAndMeetItWhenItIsFound() {
        Obb box = new Obb(new Vec2(1, 1), 1, 1, 0);
        Circle circle = Circle.of(5, 4, 1);
        List<Gjk.Result> results = List.of(Gjk.of(Support.of(circle), Support.of(box)), Gjk.of(Support.of(box), Support.of(circle)), Gjk.of(UNIT, square(2, 0)));
        List<Double> distances = List.of(Math.sqrt(13) - 1, Math.sqrt(13) - 1, 1.0);
        for (int i = 0; i < results.size(); i++) {
            Gjk.Result r = results.get(i);
            double distance = distances.get(i);
            assertThat(r.steps()).allSatisfy(step -> assertThat(step.lowerBound()).isBetween(0.0, distance + Deltas.EXACT));
            double best = r.steps().stream().mapToDouble(Gjk.Step::lowerBound).max().orElseThrow();
            assertThat(r.stop()).isEqualTo(Gjk.Stop.FOUND);
            assertThat(r.distance() - best).isBetween(-1e-12, Tolerance.TOUCH);
        }
    }

    @Test
    void eachResultSaysWhyTheSearchStopped() {
        assertThat(Gjk.of(UNIT, square(2, 0)).stop()).isEqualTo(Gjk.Stop.FOUND);
        assertThat(Gjk.of(UNIT, square(0.5, 0.25)).stop()).isEqualTo(Gjk.Stop.REACHED);
        assertThat(Gjk.of(Support.of(Circle.of(5, 4, 1)), Support.of(new Obb(new Vec2(1, 1), 1, 1, 0))).stop()).isEqualTo(Gjk.Stop.FOUND);
    }

    /** The unit square with its top-left corner at (x, y), wound as {@link Obb#corners()}. */
    private static List<Vec2> square(double x, double y) {
        return List.of(new Vec2(x, y), new Vec2(x + 1, y), new Vec2(x + 1, y + 1), new Vec2(x, y + 1));
    }
}
