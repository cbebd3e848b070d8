package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Capsule against capsule, and the segment distance under it, held to a brute-force sampling. */
class CapsuleCapsuleTest {

    /** Points sampled along a segment for the brute force. */
    private static final int SAMPLES = 2_000;

    @Test
    void crossingSegmentsAreZeroApart() {
        Segment a = new Segment(new Vec2(-10, 0), new Vec2(10, 0));
        Segment b = new Segment(new Vec2(0, -10), new Vec2(0, 10));
        assertThat(a.distance(b)).isZero();
        assertThat(b.distance(a)).isZero();
    }

    @Test
    void parallelSegmentsAreTheirGapApartAndTouchingCapsulesMeet() {
        Segment a = new Segment(new Vec2(0, 0), new Vec2(10, 0));
        Segment b = new Segment(new Vec2(5, 3), new Vec2(20, 3));
        assertThat(a.distance(b)).isCloseTo(3, within(Deltas.EXACT));
        assertThat(Collisions.overlaps(new Capsule(a, 1), new Capsule(b, 2))).isTrue();
        assertThat(Collisions.overlaps(new Capsule(b, 2), new Capsule(a, 1))).isTrue();
        assertThat(Collisions.overlaps(new Capsule(a, 1), new Capsule(b, 1.999))).isFalse();
        assertThat(Collisions.overlaps(new Capsule(b, 1.999), new Capsule(a, 1))).isFalse();
    }

    @Test
    void aPointSpineIsACircle() {
        Segment point = new Segment(new Vec2(3, 4), new Vec2(3, 4));
        Segment wall = new Segment(new Vec2(-5, 0), new Vec2(5, 0));
        assertThat(point.distance(wall)).isCloseTo(4, within(Deltas.EXACT));
        assertThat(wall.distance(point)).isCloseTo(4, within(Deltas.EXACT));
        assertThat(point.distance(new Segment(new Vec2(0, 0), new Vec2(0, 0)))).isCloseTo(5, within(Deltas.EXACT));
    }

    @Test
    void randomCapsulesAgreeWithSampledDistancesInBothOrders() {
        Random random = new Random(1212L);
        int met = 0;
        int apart = 0;
        for (int trial = 0; trial < 3_000; trial++) {
            Segment a = randomSegment(random);
            Segment b = randomSegment(random);
            double ra = random.nextDouble() * 5;
            double rb = random.nextDouble() * 5;
            double sampled = sampledDistance(a, b);
            // Sampling overestimates by at most half a step along a.
            double slack = a.length() / SAMPLES;
            assertThat(a.distance(b)).as("%s %s", a, b).isBetween(sampled - slack - 1e-9, sampled + 1e-9);
            assertThat(b.distance(a)).isCloseTo(a.distance(b), within(Deltas.EXACT));
            double reach = ra + rb;
            if (sampled - slack > reach + 1e-6) {
                assertThat(Collisions.overlaps(new Capsule(a, ra), new Capsule(b, rb))).isFalse();
                assertThat(Collisions.overlaps(new Capsule(b, rb), new Capsule(a, ra))).isFalse();
                apart++;
            } else if (sampled < reach - 1e-6) {
                assertThat(Collisions.overlaps(new Capsule(a, ra), new Capsule(b, rb))).isTrue();
                assertThat(Collisions.overlaps(new Capsule(b, rb), new Capsule(a, ra))).isTrue();
                met++;
            }
        }
        assertThat(met).isGreaterThan(300);
        assertThat(apart).isGreaterThan(300);
    }

    private static Segment randomSegment(Random random) {
        Vec2 from = new Vec2(random.nextDouble() * 40 - 20, random.nextDouble() * 40 - 20);
        // One in ten is a point; others have any length and direction.
        Vec2 to = random.nextInt(10) == 0 ? from : new Vec2(random.nextDouble() * 40 - 20, random.nextDouble() * 40 - 20);
        return new Segment(from, to);
    }

    /** The least distance from points sampled evenly along {@code a} to their nearest points on {@code b}. */
    private static double sampledDistance(Segment a, Segment b) {
        double least = Double.POSITIVE_INFINITY;
        for (int i = 0; i <= SAMPLES; i++) {
            Vec2 p = a.from().plus(a.to().minus(a.from()).times((double) i / SAMPLES));
            least = Math.min(least, Math.sqrt(b.closestPoint(p).distanceSquared(p)));
        }
        return least;
    }
}
