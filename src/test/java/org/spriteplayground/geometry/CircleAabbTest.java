package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Seed 001's circle-versus-box test by the closest point, and its agreement with sampling. */
class CircleAabbTest {

    /** Seed 001's wall: x 300..340, y 40..440. */
    private static final Aabb WALL = new Aabb(300, 40, 340, 440);

    @ParameterizedTest(name = "closest point to ({0}, {1}) is ({2}, {3})")
    @CsvSource({
        "250, 100, 300, 100",   // left of the wall: on its left edge
        "400, 200, 340, 200",   // right: on its right edge
        "320, 10, 320, 40",     // above: on its top edge
        "320, 500, 320, 440",   // below: on its bottom edge
        "200, 0, 300, 40",      // beyond a corner: the corner
        "320, 200, 320, 200",   // inside: the point itself
        "300, 40, 300, 40"      // on a corner: itself
    })
    void closestPointClampsEachAxis(double px, double py, double cx, double cy) {
        assertThat(Collisions.closestPoint(WALL, new Vec2(px, py))).isEqualTo(new Vec2(cx, cy));
    }

    @ParameterizedTest(name = "dot r=10 at ({0}, {1}) hits the wall: {2}")
    @CsvSource({
        "289, 100, false",  // 11 from the left edge
        "290, 100, true",   // exactly touching the left edge: touching counts
        "295, 100, true",
        "320, 200, true",   // centre inside
        "350, 440, true",   // touching the right edge at the bottom corner
        "293, 33, true",    // corner (300, 40) at distance sqrt(98) < 10
        "292, 32, false",   // corner at distance sqrt(128) > 10
        "320, 451, false"
    })
    void seed001DotAgainstTheWall(double x, double y, boolean expected) {
        Circle dot = Circle.of(x, y, 10);
        assertThat(Collisions.overlaps(dot, WALL)).isEqualTo(expected);
        // Quarter turns and translations map the box to a box: the answer must not change.
        Vec2 offset = new Vec2(-77.5, 1024);
        for (int quarter = 0; quarter < 4; quarter++) {
            Circle c = new Circle(quarterTurn(dot.center(), quarter).plus(offset), dot.radius());
            assertThat(Collisions.overlaps(c, quarterTurn(WALL, quarter).translate(offset))).as("quarter %d", quarter).isEqualTo(expected);
        }
    }

    @Test
    void zeroRadiusCircleIsAPoint() {
        assertThat(Collisions.overlaps(Circle.of(320, 200, 0), WALL)).isTrue();
        assertThat(Collisions.overlaps(Circle.of(300, 40, 0), WALL)).isTrue();
        assertThat(Collisions.overlaps(Circle.of(299, 40, 0), WALL)).isFalse();
    }

    @Test
    void degenerateBoxIsASegment() {
        Aabb segment = new Aabb(0, 0, 0, 10);
        assertThat(Collisions.overlaps(Circle.of(3, 5, 3), segment)).isTrue();
        assertThat(Collisions.overlaps(Circle.of(3, 5, 2.9), segment)).isFalse();
    }

    @Test
    void agreesWithBruteForceSamplingOfTheBox() {
        Random random = new Random(7L);
        double step = 0.05;
        double slack = step * Math.sqrt(0.5); // no box point is farther than this from a sample
        int hits = 0;
        for (int i = 0; i < 3_000; i++) {
            double minX = random.nextDouble() * 10 - 5;
            double minY = random.nextDouble() * 10 - 5;
            Aabb box = new Aabb(minX, minY, minX + random.nextDouble() * 4, minY + random.nextDouble() * 4);
            Circle circle = Circle.of(random.nextDouble() * 16 - 8, random.nextDouble() * 16 - 8, random.nextDouble() * 4);
            boolean exact = Collisions.overlaps(circle, box);
            if (sampledHit(box, circle.center(), circle.radius(), step)) {
                assertThat(exact).as("a sample of %s lies in %s", box, circle).isTrue();
            }
            if (exact) {
                hits++;
                assertThat(sampledHit(box, circle.center(), circle.radius() + slack, step))
                        .as("%s reaches %s, so a sample lies within the slack", circle, box).isTrue();
            }
        }
        assertThat(hits).as("both outcomes must be exercised").isBetween(300, 2_700);
    }

    /** The reference: walk a grid over the box (edges included) and look for a point in reach. */
    private static boolean sampledHit(Aabb box, Vec2 center, double radius, double step) {
        int nx = (int) Math.ceil(box.width() / step);
        int ny = (int) Math.ceil(box.height() / step);
        for (int i = 0; i <= nx; i++) {
            double x = Math.min(box.minX() + i * step, box.maxX());
            for (int j = 0; j <= ny; j++) {
                double y = Math.min(box.minY() + j * step, box.maxY());
                double dx = x - center.x();
                double dy = y - center.y();
                if (dx * dx + dy * dy <= radius * radius) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Vec2 quarterTurn(Vec2 p, int quarters) {
        Vec2 q = p;
        for (int i = 0; i < quarters; i++) {
            q = new Vec2(-q.y(), q.x());
        }
        return q;
    }

    private static Aabb quarterTurn(Aabb box, int quarters) {
        Vec2 a = quarterTurn(new Vec2(box.minX(), box.minY()), quarters);
        Vec2 b = quarterTurn(new Vec2(box.maxX(), box.maxY()), quarters);
        return new Aabb(Math.min(a.x(), b.x()), Math.min(a.y(), b.y()), Math.max(a.x(), b.x()), Math.max(a.y(), b.y()));
    }
}
