package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Seed 004's two bounds of a sprite: the half-diagonal circle and the box of the turned sprite. */
class BoundsTest {

    @Test
    void jetRadiusIsFifty() {
        assertThat(BoundingCircle.radiusFor(60, 80)).isEqualTo(50.0);
        assertThat(BoundingCircle.of(new Vec2(100, 200), 60, 80)).isEqualTo(Circle.of(100, 200, 50));
        assertThat(BoundingCircle.radiusFor(0, 0)).isZero();
        assertThat(BoundingCircle.radiusFor(0, 10)).isEqualTo(5.0);
    }

    @Test
    void boxOfTheTurnedJet() {
        Aabb upright = Aabb.ofRotatedRect(100, 200, 60, 80, 0);
        assertThat(upright).isEqualTo(new Aabb(70, 160, 130, 240));
        Aabb quarter = Aabb.ofRotatedRect(100, 200, 60, 80, Math.PI / 2);
        assertThat(quarter.width()).isCloseTo(80, within(Deltas.EXACT));
        assertThat(quarter.height()).isCloseTo(60, within(Deltas.EXACT));
        // At 45 degrees both sides are (60 + 80) / sqrt(2): 9800 px^2, more than the circle's 7854.
        Aabb diagonal = Aabb.ofRotatedRect(0, 0, 60, 80, Math.PI / 4);
        assertThat(diagonal.area()).isCloseTo(9800, within(1e-6));
        assertThat(diagonal.area()).isGreaterThan(BoundingCircle.of(Vec2.ZERO, 60, 80).area());
    }

    @Test
    void boxAreaFollowsTheClosedFormAndStaysInsideTheCircleReach() {
        Random random = new Random(4L);
        for (int i = 0; i < 10_000; i++) {
            double w = random.nextDouble() * 200;
            double h = random.nextDouble() * 200;
            double angle = random.nextDouble() * 20 - 10;
            Aabb box = Aabb.ofRotatedRect(0, 0, w, h, angle);
            double expected = w * h + (w * w + h * h) * Math.abs(Math.sin(2 * angle)) / 2;
            assertThat(box.area()).isCloseTo(expected, within(1e-9 * (1 + expected)));
            // Every corner of the turned rectangle lies in the box, and on the bounding circle.
            double r = BoundingCircle.radiusFor(w, h);
            Pose pose = Pose.of(0, 0, angle);
            for (int sx = -1; sx <= 1; sx += 2) {
                for (int sy = -1; sy <= 1; sy += 2) {
                    Vec2 corner = pose.toWorld(new Vec2(sx * w / 2, sy * h / 2));
                    assertThat(withinBox(box, corner)).as("%s in %s", corner, box).isTrue();
                    assertThat(corner.length()).isCloseTo(r, within(1e-9 * (1 + r)));
                }
            }
        }
    }

    @Test
    void anglesNormalizeIntoOneTurn() {
        assertThat(Pose.normalizeAngle(-Math.PI / 2)).isCloseTo(1.5 * Math.PI, within(Deltas.EXACT));
        assertThat(Pose.normalizeAngle(5 * Math.PI)).isCloseTo(Math.PI, within(Deltas.EXACT));
        assertThat(Pose.normalizeAngle(-1e-18)).isEqualTo(0.0);
        assertThat(Pose.normalizeAngle(2 * Math.PI)).isEqualTo(0.0);
    }

    private static boolean withinBox(Aabb box, Vec2 p) {
        double slack = 1e-9 * (1 + box.width() + box.height());
        return p.x() >= box.minX() - slack && p.x() <= box.maxX() + slack && p.y() >= box.minY() - slack && p.y() <= box.maxY() + slack;
    }
}
