package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.OptionalDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Predicted collision: the first touch during a step, against circles and thin walls. */
class SweepTest {

    /** A vertical wall 4 thick from y = 0 to y = 100 at x = 200 (a capsule of radius 2). */
    private static final Capsule WALL = new Capsule(new Segment(new Vec2(200, 0), new Vec2(200, 100)), 2);

    @Test
    void headOnIntoACircle() {
        // Radii 5 + 10: contact when the centres are 15 apart, at x = 85: 35 of a 50 step.
        OptionalDouble t = Sweep.timeOfImpact(Circle.of(50, 0, 5), new Vec2(50, 0), Circle.of(100, 0, 10));
        assertThat(t).hasValueCloseTo(0.7, within(Deltas.EXACT));
        assertThat(Sweep.timeOfImpact(Circle.of(50, 0, 5), new Vec2(-50, 0), Circle.of(100, 0, 10))).isEmpty();
        assertThat(Sweep.timeOfImpact(Circle.of(50, 0, 5), new Vec2(20, 0), Circle.of(100, 0, 10))).isEmpty();
        assertThat(Sweep.timeOfImpact(Circle.of(50, 30, 5), new Vec2(100, 0), Circle.of(100, 0, 10))).isEmpty();
        assertThat(Sweep.timeOfImpact(Circle.of(95, 0, 5), new Vec2(1, 0), Circle.of(100, 0, 10))).hasValue(0.0);
    }

    @Test
    void throughAThinWallTheSideIsHitWhereTheDiscreteTestSeesNothing() {
        Circle ball = Circle.of(180, 50, 3);
        Vec2 step = new Vec2(40, 0);
        assertThat(Collisions.overlaps(ball, WALL)).isFalse();
        assertThat(Collisions.overlaps(ball.translate(step), WALL)).as("after the step the ball is past the wall").isFalse();
        // Contact when the ball's edge meets the wall's face: x = 200 - 2 - 3 = 195, 15 of 40.
        assertThat(Sweep.timeOfImpact(ball, step, WALL)).hasValueCloseTo(15.0 / 40, within(Deltas.EXACT));
        // From the other side, and above the wall's end around its round cap.
        assertThat(Sweep.timeOfImpact(Circle.of(220, 50, 3), new Vec2(-40, 0), WALL)).hasValueCloseTo(15.0 / 40, within(Deltas.EXACT));
        assertThat(Sweep.timeOfImpact(Circle.of(180, -4, 3), step, WALL)).hasValueCloseTo((200 - 180 - 3) / 40.0, within(Deltas.EXACT));
        assertThat(Sweep.timeOfImpact(Circle.of(180, -6, 3), step, WALL)).isEmpty();
    }

    @Test
    void agreesWithFineTimeSteppingOfTheDiscreteTest() {
        Random random = new Random(11L);
        int hits = 0;
        for (int i = 0; i < 3_000; i++) {
            Capsule wall = new Capsule(new Segment(new Vec2(random.nextDouble() * 100, random.nextDouble() * 100),
                    new Vec2(random.nextDouble() * 100, random.nextDouble() * 100)), random.nextDouble() * 4);
            Circle ball = Circle.of(random.nextDouble() * 100, random.nextDouble() * 100, random.nextDouble() * 5);
            Vec2 step = new Vec2(random.nextDouble() * 160 - 80, random.nextDouble() * 160 - 80);
            OptionalDouble swept = Sweep.timeOfImpact(ball, step, wall);
            double sampled = firstSampledContact(ball, step, wall, 4000);
            if (Double.isNaN(sampled)) {
                // No sample touched: a true contact can only be a graze between two samples.
                swept.ifPresent(t -> assertThat(grazeDepth(ball, step, wall, t)).isLessThan(1e-3 * (1 + step.length())));
            } else {
                hits++;
                assertThat(swept).as("%s moving %s against %s", ball, step, wall).isPresent();
                assertThat(swept.getAsDouble()).isLessThanOrEqualTo(sampled + 1e-9).isGreaterThan(sampled - 1.0 / 4000 - 1e-9);
            }
            // Against a circle target too: a zero-length capsule.
            Circle target = Circle.of(wall.spine().from().x(), wall.spine().from().y(), wall.radius());
            Capsule asCapsule = new Capsule(new Segment(target.center(), target.center()), target.radius());
            OptionalDouble viaCircle = Sweep.timeOfImpact(ball, step, target);
            OptionalDouble viaCapsule = Sweep.timeOfImpact(ball, step, asCapsule);
            assertThat(viaCircle.isPresent()).isEqualTo(viaCapsule.isPresent());
            if (viaCircle.isPresent()) {
                assertThat(viaCircle.getAsDouble()).isCloseTo(viaCapsule.getAsDouble(), within(1e-12));
            }
        }
        assertThat(hits).isBetween(300, 2_700);
    }

    private static double firstSampledContact(Circle ball, Vec2 step, Capsule wall, int samples) {
        for (int k = 0; k <= samples; k++) {
            double t = (double) k / samples;
            if (Collisions.overlaps(ball.translate(step.times(t)), wall)) {
                return t;
            }
        }
        return Double.NaN;
    }

    /** How far inside the wall's reach the ball gets at t: tiny for a graze. */
    private static double grazeDepth(Circle ball, Vec2 step, Capsule wall, double t) {
        Vec2 c = ball.center().plus(step.times(t));
        double distance = Math.sqrt(wall.spine().closestPoint(c).distanceSquared(c));
        return Math.abs(distance - (ball.radius() + wall.radius()));
    }
}
