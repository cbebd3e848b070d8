package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;

/** What a label box hides: outlines where it crosses them, filled shapes and points wherever it overlaps them. */
class DrawnTest {

    private final Drawn.Ring ring = new Drawn.Ring(Circle.of(0, 0, 10));

    @Test
    void aBoxTouchingACircleFromOutsideOrLyingWhollyInsideHidesNoneOfItsOutline() {
        assertThat(ring.coveredBy(new Aabb(-3, -16, 3, -10))).as("resting on the top").isFalse();
        assertThat(ring.coveredBy(new Aabb(-3, -3, 3, 3))).as("inside").isFalse();
        assertThat(ring.coveredBy(new Aabb(-3, -11, 3, -9))).as("across the top").isTrue();
        assertThat(ring.coveredBy(new Aabb(-20, -20, 20, 20))).as("around it all").isTrue();
        assertThat(new Drawn.Disc(Circle.of(0, 0, 10)).coveredBy(new Aabb(-3, -3, 3, 3))).as("inside a filled circle").isTrue();
    }

    @Test
    void framesBlocksStrokesAndPoints() {
        Aabb frame = new Aabb(0, 0, 10, 10);
        assertThat(new Drawn.Frame(frame).coveredBy(new Aabb(2, 2, 4, 4))).isFalse();
        assertThat(new Drawn.Frame(frame).coveredBy(new Aabb(8, 2, 12, 4))).isTrue();
        assertThat(new Drawn.Block(frame).coveredBy(new Aabb(2, 2, 4, 4))).isTrue();
        assertThat(new Drawn.Block(frame).coveredBy(new Aabb(10, 2, 14, 4))).as("touching").isFalse();
        assertThat(new Drawn.Stroke(new Vec2(0, 0), new Vec2(10, 10)).coveredBy(new Aabb(4, 4, 6, 6))).isTrue();
        assertThat(new Drawn.Stroke(new Vec2(0, 0), new Vec2(10, 10)).coveredBy(new Aabb(6, 0, 9, 4))).isFalse();
        assertThat(new Drawn.Dot(new Vec2(5, 5)).coveredBy(new Aabb(5, 5, 8, 8))).as("a label may touch its anchor").isFalse();
        assertThat(new Drawn.Dot(new Vec2(6, 6)).coveredBy(new Aabb(5, 5, 8, 8))).isTrue();
    }

    @Test
    void aTurnedImageAndACapsule() {
        // A 2 x 2 square turned 45°: a diamond reaching 1.414 from its centre along the axes.
        double h = Math.sqrt(2);
        Drawn.Image diamond = new Drawn.Image(List.of(new Vec2(0, -h), new Vec2(h, 0), new Vec2(0, h), new Vec2(-h, 0)));
        assertThat(diamond.coveredBy(new Aabb(0.9, 0.9, 2, 2))).as("beyond its slanted side").isFalse();
        assertThat(diamond.coveredBy(new Aabb(0.5, 0.5, 2, 2))).isTrue();
        Drawn.Pill wall = new Drawn.Pill(new Vec2(0, 0), new Vec2(0, 100), 2, true);
        assertThat(wall.coveredBy(new Aabb(2, 40, 10, 60))).as("touching its side").isFalse();
        assertThat(wall.coveredBy(new Aabb(1, 40, 10, 60))).isTrue();
        assertThat(new Drawn.Pill(new Vec2(0, 0), new Vec2(0, 100), 20, false).coveredBy(new Aabb(-5, 40, 5, 60))).as("inside an outlined capsule").isFalse();
    }
}
