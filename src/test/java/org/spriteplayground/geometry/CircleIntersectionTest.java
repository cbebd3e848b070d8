package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.geometry.Deltas.assertNear;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.geometry.CircleIntersection.Coincident;
import org.spriteplayground.geometry.CircleIntersection.Contained;
import org.spriteplayground.geometry.CircleIntersection.Crossing;
import org.spriteplayground.geometry.CircleIntersection.Separate;
import org.spriteplayground.geometry.CircleIntersection.Tangent;

/** Seed 003's seven cases, each in both argument orders and under rigid motions. */
class CircleIntersectionTest {

    static Stream<Arguments> crossings() {
        return Stream.of(
                Arguments.of("Intersection 1", Circle.of(0, 0, 2), Circle.of(1, 0, 2), new Vec2(0.5, -1.93649), new Vec2(0.5, 1.93649)),
                Arguments.of("Intersection 2", Circle.of(2, 3, 4), Circle.of(5.5, 8, 9), new Vec2(3.39254, -0.749778), new Vec2(-1.99992, 3.02495)),
                Arguments.of("Intersection 3", Circle.of(8, 9, 3), Circle.of(4, 3, 7), new Vec2(5.14024, 9.90651), new Vec2(9.93669, 6.70888)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("crossings")
    void crossingPointsInBourkesOrder(String name, Circle a, Circle b, Vec2 first, Vec2 second) {
        for (double angle : Transforms.ANGLES) {
            for (Vec2 offset : Transforms.OFFSETS) {
                Circle ma = Transforms.move(a, angle, offset);
                Circle mb = Transforms.move(b, angle, offset);
                Vec2 f = Transforms.move(first, angle, offset);
                Vec2 s = Transforms.move(second, angle, offset);
                Crossing ab = (Crossing) CircleIntersection.of(ma, mb);
                assertNear(ab.first(), f, Deltas.PRINTED);
                assertNear(ab.second(), s, Deltas.PRINTED);
                // Swapping the circles reverses the centre line, so the order flips.
                Crossing ba = (Crossing) CircleIntersection.of(mb, ma);
                assertNear(ba.first(), s, Deltas.PRINTED);
                assertNear(ba.second(), f, Deltas.PRINTED);
            }
        }
    }

    @Test
    void singlePointEdgeCollision() {
        for (double angle : Transforms.ANGLES) {
            for (Vec2 offset : Transforms.OFFSETS) {
                Circle a = Transforms.move(Circle.of(0, 0, 2), angle, offset);
                Circle b = Transforms.move(Circle.of(4, 0, 2), angle, offset);
                Vec2 expected = Transforms.move(new Vec2(2, 0), angle, offset);
                assertNear(((Tangent) CircleIntersection.of(a, b)).point(), expected, Deltas.EXACT * 100);
                assertNear(((Tangent) CircleIntersection.of(b, a)).point(), expected, Deltas.EXACT * 100);
            }
        }
    }

    static Stream<Arguments> pointlessCases() {
        return Stream.of(
                Arguments.of("Wholly inside", Circle.of(0, 0, 5), Circle.of(1, 0, 2), new Contained()),
                Arguments.of("No collision", Circle.of(0, 0, 2), Circle.of(5, 0, 2), new Separate()),
                Arguments.of("The same circle twice", Circle.of(0, 0, 5), Circle.of(0, 0, 5), new Coincident()),
                Arguments.of("Concentric, different radii", Circle.of(0, 0, 5), Circle.of(0, 0, 2), new Contained()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pointlessCases")
    void casesWithoutPoints(String name, Circle a, Circle b, CircleIntersection expected) {
        for (double angle : Transforms.ANGLES) {
            for (Vec2 offset : Transforms.OFFSETS) {
                Circle ma = Transforms.move(a, angle, offset);
                Circle mb = Transforms.move(b, angle, offset);
                assertThat(CircleIntersection.of(ma, mb)).isEqualTo(expected);
                assertThat(CircleIntersection.of(mb, ma)).isEqualTo(expected);
            }
        }
    }

    @Test
    void constructionOfIntersectionOne() {
        CircleIntersection.Construction c = CircleIntersection.Construction.of(Circle.of(0, 0, 2), Circle.of(1, 0, 2));
        assertThat(c.distance()).isEqualTo(1.0);
        assertThat(c.along()).isEqualTo(0.5);
        assertThat(c.halfChord()).isCloseTo(1.93649, org.assertj.core.api.Assertions.within(Deltas.PRINTED));
        assertNear(c.midpoint(), new Vec2(0.5, 0), Deltas.EXACT);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CircleIntersection.Construction.of(Circle.of(1, 1, 2), Circle.of(1, 1, 3)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distinct centres");
    }

    @Test
    void innerTangencyIsTangentToo() {
        // Radius 2 inside radius 5, centres 3 apart: they touch at (-5, 0) on both borders.
        Circle big = Circle.of(0, 0, 5);
        Circle small = Circle.of(-3, 0, 2);
        assertNear(((Tangent) CircleIntersection.of(big, small)).point(), new Vec2(-5, 0), Deltas.EXACT);
        assertNear(((Tangent) CircleIntersection.of(small, big)).point(), new Vec2(-5, 0), Deltas.EXACT);
    }

    @Test
    void zeroRadiusCircleOnTheBorderIsTangentAtItself() {
        Circle ring = Circle.of(0, 0, 5);
        Circle dot = Circle.of(3, 4, 0);
        assertNear(((Tangent) CircleIntersection.of(ring, dot)).point(), new Vec2(3, 4), Deltas.EXACT);
        assertNear(((Tangent) CircleIntersection.of(dot, ring)).point(), new Vec2(3, 4), Deltas.EXACT);
        assertThat(CircleIntersection.of(ring, Circle.of(1, 1, 0))).isEqualTo(new Contained());
        assertThat(CircleIntersection.of(ring, Circle.of(9, 1, 0))).isEqualTo(new Separate());
    }

    @Test
    void randomCrossingPointsLieOnBothBorders() {
        Random random = new Random(3L);
        int crossings = 0;
        for (int i = 0; i < 20_000; i++) {
            Circle a = Circle.of(random.nextDouble() * 200 - 100, random.nextDouble() * 200 - 100, random.nextDouble() * 80);
            Circle b = Circle.of(random.nextDouble() * 200 - 100, random.nextDouble() * 200 - 100, random.nextDouble() * 80);
            CircleIntersection ab = CircleIntersection.of(a, b);
            CircleIntersection ba = CircleIntersection.of(b, a);
            if (ab instanceof Crossing c) {
                crossings++;
                assertOnBorder(c.first(), a);
                assertOnBorder(c.first(), b);
                assertOnBorder(c.second(), a);
                assertOnBorder(c.second(), b);
                assertThat(ba).isInstanceOf(Crossing.class);
                assertNear(((Crossing) ba).first(), c.second(), 1e-6);
            } else {
                assertThat(ba).isEqualTo(ab);
            }
            // The case agrees with the hit test: only Separate means no collision.
            assertThat(ab instanceof Separate).isEqualTo(!Collisions.overlaps(a, b));
        }
        assertThat(crossings).isGreaterThan(2_000);
    }

    private static void assertOnBorder(Vec2 p, Circle c) {
        assertThat(Math.abs(Math.sqrt(c.center().distanceSquared(p)) - c.radius())).as("%s on %s", p, c).isLessThan(1e-6);
    }
}
