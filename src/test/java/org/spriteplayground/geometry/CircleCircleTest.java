package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.geometry.CollisionResult.NO_COLLISION;
import static org.spriteplayground.geometry.CollisionResult.OVERLAPPING;
import static org.spriteplayground.geometry.CollisionResult.TOUCHING;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Seed 000's radius hit test: three outcomes, squared distances, touching within 1e-9. */
class CircleCircleTest {

    static Stream<Arguments> seedCases() {
        return Stream.of(
                // Seed 000's worked example: far apart, d^2 = 38125 against (37 + 50)^2 = 7569.
                Arguments.of(Circle.of(30, 20, 37), Circle.of(180, 145, 50), NO_COLLISION),
                // Seed 000's full listing: d^2 = 2500 = (40 + 10)^2, the borders just touch.
                Arguments.of(Circle.of(100, 50, 40), Circle.of(50, 50, 10), TOUCHING),
                // Seed 004's jets, circles of radius 50: 100 apart touch, 99 apart overlap.
                Arguments.of(Circle.of(200, 200, 50), Circle.of(300, 200, 50), TOUCHING),
                Arguments.of(Circle.of(201, 200, 50), Circle.of(300, 200, 50), OVERLAPPING),
                Arguments.of(Circle.of(199, 200, 50), Circle.of(300, 200, 50), NO_COLLISION),
                // Seed 003's cases seen as hit tests.
                Arguments.of(Circle.of(0, 0, 2), Circle.of(4, 0, 2), TOUCHING),
                Arguments.of(Circle.of(0, 0, 2), Circle.of(5, 0, 2), NO_COLLISION),
                Arguments.of(Circle.of(0, 0, 5), Circle.of(0, 0, 5), OVERLAPPING));
    }

    @ParameterizedTest(name = "{0} vs {1} is {2}")
    @MethodSource("seedCases")
    void classifiesWorkedExamplesInBothOrdersUnderRigidMotions(Circle a, Circle b, CollisionResult expected) {
        for (double angle : Transforms.ANGLES) {
            for (Vec2 offset : Transforms.OFFSETS) {
                Circle ma = Transforms.move(a, angle, offset);
                Circle mb = Transforms.move(b, angle, offset);
                assertThat(Collisions.classify(ma, mb)).as("%s vs %s", ma, mb).isEqualTo(expected);
                assertThat(Collisions.classify(mb, ma)).as("%s vs %s", mb, ma).isEqualTo(expected);
                assertThat(Collisions.overlaps(ma, mb)).isEqualTo(expected != NO_COLLISION);
                assertThat(Collisions.overlaps(mb, ma)).isEqualTo(expected != NO_COLLISION);
            }
        }
    }

    @Test
    void touchingBandIsTheNamedToleranceOfGap() {
        Circle fixed = Circle.of(0, 0, 40);
        assertThat(Collisions.classify(fixed, Circle.of(50 + 0.5e-9, 0, 10))).isEqualTo(TOUCHING);
        assertThat(Collisions.classify(fixed, Circle.of(50 - 0.5e-9, 0, 10))).isEqualTo(TOUCHING);
        assertThat(Collisions.classify(fixed, Circle.of(50 + 1e-7, 0, 10))).isEqualTo(NO_COLLISION);
        assertThat(Collisions.classify(fixed, Circle.of(50 - 1e-7, 0, 10))).isEqualTo(OVERLAPPING);
        assertThat(Collisions.overlaps(fixed, Circle.of(50 + 0.5e-9, 0, 10))).isTrue();
        assertThat(Collisions.overlaps(fixed, Circle.of(50 + 1e-7, 0, 10))).isFalse();
    }

    @Test
    void exactEqualityFailsWhereTheToleranceHolds() {
        // Reach the touching distance 50 by 500 steps of 0.1: the sum is not exactly 50.
        double x = 0;
        for (int i = 0; i < 500; i++) {
            x += 0.1;
        }
        assertThat(x).isNotEqualTo(50.0);
        Circle moved = Circle.of(x, 0, 10);
        Circle fixed = Circle.of(0, 0, 40);
        assertThat(fixed.center().distanceSquared(moved.center())).isNotEqualTo(2500.0);
        assertThat(Collisions.classify(fixed, moved)).isEqualTo(TOUCHING);
    }

    @Test
    void aWiderOrExactToleranceMovesTheTouchingBand() {
        double x = 0;
        for (int i = 0; i < 500; i++) {
            x += 0.1;
        }
        Circle fixed = Circle.of(0, 0, 40);
        Circle walked = Circle.of(x, 0, 10);
        assertThat(Collisions.classify(fixed, walked, 0)).as("exact == misses the contact").isNotEqualTo(TOUCHING);
        assertThat(Collisions.classify(fixed, walked, 1e-9)).isEqualTo(TOUCHING);
        assertThat(Collisions.classify(fixed, Circle.of(50.4, 0, 10), 0.5)).isEqualTo(TOUCHING);
        assertThat(Collisions.classify(fixed, Circle.of(50, 0, 10), 0)).isEqualTo(TOUCHING);
        assertThat(Collisions.classify(Circle.of(0, 0, 0), Circle.of(0, 0, 0), 0)).isEqualTo(TOUCHING);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Collisions.classify(fixed, walked, -1))
                .hasMessage("tolerance must be >= 0, was -1.0");
    }

    @Test
    void degenerateCircles() {
        Circle point = Circle.of(3, 4, 0);
        assertThat(Collisions.classify(point, Circle.of(3, 4, 0))).isEqualTo(TOUCHING);
        assertThat(Collisions.classify(point, Circle.of(0, 0, 5))).isEqualTo(TOUCHING);
        assertThat(Collisions.classify(point, Circle.of(0, 0, 6))).isEqualTo(OVERLAPPING);
        assertThat(Collisions.classify(point, Circle.of(0, 0, 4))).isEqualTo(NO_COLLISION);
        assertThat(Collisions.classify(Circle.of(1, 1, 2), Circle.of(1, 1, 3))).isEqualTo(OVERLAPPING);
    }

    @Test
    void randomPairsAreSymmetricTranslationInvariantAndAgreeWithTheDistance() {
        Random random = new Random(20261121L);
        int touching = 0;
        for (int i = 0; i < 20_000; i++) {
            // Dyadic values (multiples of 1/64) keep sums and differences exact, so a
            // translation cannot move a pair across the touching band by rounding.
            Circle a = Circle.of(dyadic(random, 500), dyadic(random, 500), Math.abs(dyadic(random, 100)));
            Circle b = i % 4 == 0 ? touchingPartner(a, random) : Circle.of(dyadic(random, 500), dyadic(random, 500), Math.abs(dyadic(random, 100)));
            Vec2 offset = new Vec2(dyadic(random, 10_000), dyadic(random, 10_000));
            CollisionResult result = Collisions.classify(a, b);
            assertThat(Collisions.classify(b, a)).isEqualTo(result);
            assertThat(Collisions.classify(a.translate(offset), b.translate(offset))).isEqualTo(result);
            assertThat(Collisions.overlaps(a, b)).isEqualTo(result != NO_COLLISION).isEqualTo(Collisions.overlaps(b, a));
            assertThat(result).isEqualTo(referenceByDistance(a, b));
            if (result == TOUCHING) {
                touching++;
            }
        }
        assertThat(touching).as("the loop must exercise the touching band").isGreaterThan(1000);
    }

    private static Circle touchingPartner(Circle a, Random random) {
        // A 3-4-5 direction scaled to the radius sum lands exactly at touching distance.
        double rb = Math.abs(dyadic(random, 50));
        double sum = a.radius() + rb;
        return Circle.of(a.center().x() + 0.6 * sum, a.center().y() - 0.8 * sum, rb);
    }

    private static double dyadic(Random random, int range) {
        return Math.round((random.nextDouble() * 2 - 1) * range * 64) / 64.0;
    }

    /** The reference: the gap between the borders measured directly, with a square root. */
    private static CollisionResult referenceByDistance(Circle a, Circle b) {
        double gap = Math.hypot(a.center().x() - b.center().x(), a.center().y() - b.center().y()) - (a.radius() + b.radius());
        if (Math.abs(gap) <= Tolerance.TOUCH) {
            return TOUCHING;
        }
        return gap < 0 ? OVERLAPPING : NO_COLLISION;
    }
}
