package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

/**
 * What the canvas shows and what the Flights table says agree at every step: each time a lane's
 * "hit" mark appears the lane's "stopped by the wall" has counted it in the same step, and each
 * time a lane's ball first shows beyond the wall its "passed through" has counted it; "flights
 * flown" is stopped plus passed. The canvas is read through what the lesson draws, the readouts
 * through their rows, over every speed and a thousand steps each.
 */
class TunnellingShownTest {

    @Test
    void atEveryStepOfEverySpeedTheCountsAgreeWithTheMarksOnTheCanvas() {
        for (int speed = 1; speed <= 60; speed++) {
            Tunnelling lesson = new Tunnelling();
            lesson.setSpeed(speed);
            double[] laneY = {lesson.discreteLane().y, lesson.sweptLane().y};
            int[] marks = new int[2];
            int[] passes = new int[2];
            Canvas before = Canvas.of(lesson, laneY);
            for (int step = 1; step <= 1_000; step++) {
                lesson.step(1 / 60.0);
                Canvas now = Canvas.of(lesson, laneY);
                ReadoutTable flights = lesson.readouts().get(1);
                for (int lane = 0; lane < 2; lane++) {
                    marks[lane] += now.hitMark[lane] && !before.hitMark[lane] ? 1 : 0;
                    passes[lane] += now.beyondWall[lane] && !before.beyondWall[lane] ? 1 : 0;
                    String where = String.format("speed %d, step %d, column %d", speed, step, lane);
                    assertThat(values(flights, "stopped by the wall").get(lane)).as(where + ": hits marked so far").isEqualTo(Integer.toString(marks[lane]));
                    assertThat(values(flights, "passed through").get(lane)).as(where + ": balls seen beyond the wall so far").isEqualTo(Integer.toString(passes[lane]));
                    assertThat(values(flights, "flights flown").get(lane)).as(where).isEqualTo(Integer.toString(marks[lane] + passes[lane]));
                }
                before = now;
            }
        }
    }

    /** Per lane: whether a "hit" label is drawn under its ball, and whether its ball is drawn in flight right of the wall. */
    private record Canvas(boolean[] hitMark, boolean[] beyondWall) {

        static Canvas of(Tunnelling lesson, double[] laneY) {
            Canvas seen = new Canvas(new boolean[2], new boolean[2]);
            double wallX = Tunnelling.WALL.spine().from().x() + Tunnelling.WALL.radius();
            lesson.draw(new DebugDraw() {
                @Override
                public void label(Vec2 at, String text, Ink ink) {
                    if (ink == Ink.HIT) {
                        seen.hitMark[nearest(at.y())] = true;
                    }
                }

                @Override
                public void label(Vec2 at, String text, Ink ink, Side side) {
                    label(at, text, ink);
                }

                @Override
                public void circle(Circle c, Ink ink) {
                    if (ink == Ink.DOT && c.center().x() - c.radius() > wallX) {
                        seen.beyondWall[nearest(c.center().y())] = true;
                    }
                }

                private int nearest(double y) {
                    return Math.abs(y - laneY[0]) <= Math.abs(y - laneY[1]) ? 0 : 1;
                }
            }, Overlays.NONE);
            return seen;
        }
    }

    private static List<String> values(ReadoutTable table, String label) {
        return table.rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow(() -> new AssertionError("no row " + label)).values();
    }
}
