package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

class BlindSpotTest {

    private static final Aabb BOX = Aabb.centered(300, 220, 20, 200);

    @Test
    void theHitAreaIsTheBoxGrownByTheRadius() {
        BlindSpot spot = BlindSpot.of(40, BOX);
        assertThat(spot.hitArea()).isCloseTo(20 * 200 + 2 * 40 * 220 + Math.PI * 1600, within(1e-9));
    }

    @Test
    void everyShadedColumnIsWhereSeed002MissesARealHitAndTheyAddUpToTheMissedArea() {
        for (double r : new double[] {12, 25, 40}) {
            BlindSpot spot = BlindSpot.of(r, BOX);
            List<Aabb> shade = spot.shading(1);
            assertThat(shade).isNotEmpty();
            double area = 0;
            for (Aabb column : shade) {
                Circle c = new Circle(column.center(), r);
                assertThat(Collisions.overlaps(c, BOX)).as(column.toString()).isTrue();
                assertThat(Collisions.overlapsByAngleRadius(c, BOX)).as(column.toString()).isFalse();
                area += column.area();
            }
            assertThat(area).isCloseTo(spot.missedArea(), within(0.02 * spot.missedArea()));
        }
    }

    @Test
    void theLessonShadesTheBandItMeasuresAndRemeasuresItWhenTheRadiusChanges() {
        AngleRadius lesson = new AngleRadius();
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.NONE);
        assertThat(draw.shapes(Ink.SHADE)).containsExactlyElementsOf(lesson.blindSpot().shading(AngleRadius.SHADE_COLUMN));
        lesson.setCircle(Circle.of(400, 120, 1));
        assertThat(lesson.blindSpot().radius()).isEqualTo(1.0);
    }
}
