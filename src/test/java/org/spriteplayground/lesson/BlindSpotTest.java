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

    /**
     * The band is filled without smoothing, so a screen fills every pixel whose centre a piece
     * covers: a piece thinner than a pixel still comes out a whole pixel tall. Above the box's
     * top end seed 002 misses a real hit only in a sliver a few hundredths of a unit thick; drawn,
     * it was a line of whole pixels floating over the box. Every piece drawn is at least a column
     * tall (a column is a pixel or more on the canvas), and each piece's top and bottom ends lie
     * where seed 002 misses a real hit.
     */
    @Test
    void noShadedPieceIsThinnerThanAColumnAndBothEndsOfEachAreInTheBand() {
        for (double r : new double[] {12, 25, 40}) {
            double column = AngleRadius.SHADE_COLUMN;
            for (Aabb piece : BlindSpot.of(r, BOX).shading(column)) {
                assertThat(piece.height()).as("r %s: %s", r, piece).isGreaterThanOrEqualTo(column);
                double inset = 1e-6;
                for (double y : new double[] {piece.minY() + inset, piece.maxY() - inset}) {
                    Circle c = Circle.of(piece.center().x(), y, r);
                    assertThat(Collisions.overlaps(c, BOX) && !Collisions.overlapsByAngleRadius(c, BOX)).as("r %s: %s at y %s", r, piece, y).isTrue();
                }
            }
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
