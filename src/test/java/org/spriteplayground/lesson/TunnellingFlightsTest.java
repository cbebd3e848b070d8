package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two balls fly the same flights side by side, so the Flights table compares the two tests
 * on the same flights, and the point-in-time ball and the swept ball count as many flights without
 * drifting out of phase. A ball the wall stops rests there for 45 steps, while one that passes
 * through is off the canvas after about 30 steps at 20 px/step: launched again at once, the
 * point-in-time ball would fly more flights, from other starts. So each pair starts together from
 * the same place, and the first ball to finish waits for the other.
 *
 * <p>At 20 px/step a flight starts at x = 40 + 20·f, f the fractional part of k·0.618… for the
 * k-th flight; the point-in-time ball lands on the wall (centre 413 to 427) unless 7 &lt; 20·f &lt;
 * 13, which the first ten flights meet three times (f = .618, .472, .562). The swept ball hits in
 * step ⌈(413 − x)/20⌉ (19, or 18 where f &gt; .65: three times) and rests 45 steps, the longer of
 * the two flights every time: 7 · 19 + 3 · 18 + 10 · 45 = 637 steps.
 */
class TunnellingFlightsTest {

    @Test
    void atTwentyPixelsAStepBothBallsFlyTenFlightsInStepAndTheTableCountsThem() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(20);
        TunnelLane discrete = lesson.discreteLane();
        TunnelLane swept = lesson.sweptLane();
        int steps = 0;
        while (Math.max(discrete.launches, swept.launches) < 11) {
            lesson.step(1 / 60.0);
            steps++;
            assertThat(discrete.launches).as("flights begun by step %d", steps).isEqualTo(swept.launches);
        }
        assertThat(discrete.ball.center().x()).as("the 11th flight starts where the other ball's does").isEqualTo(swept.ball.center().x());
        assertThat(steps).as("the step the 11th flight begins").isEqualTo(637);
        assertThat(discrete.hits).isEqualTo(7);
        assertThat(discrete.passes).isEqualTo(3);
        assertThat(swept.hits).isEqualTo(10);
        assertThat(swept.passes).isZero();

        ReadoutTable flights = lesson.readouts().get(1);
        assertThat(values(flights, "flights flown")).containsExactly("10", "10");
        assertThat(values(flights, "stopped by the wall")).containsExactly("7", "10");
        assertThat(values(flights, "passed through")).containsExactly("3", "0");
    }

    /**
     * Each lane counts its flight in the step it is decided (a stop at impact, a pass on landing
     * beyond the wall); the pair flies from the same place at the same speed, so at every step of
     * every speed both are decided together and the two columns have flown as many flights.
     */
    @Test
    void atEveryStepOfEverySpeedBothColumnsHaveFlownAsManyFlights() {
        for (int speed = 1; speed <= 60; speed++) {
            Tunnelling lesson = new Tunnelling();
            lesson.setSpeed(speed);
            for (int step = 1; step <= 1_000; step++) {
                lesson.step(1 / 60.0);
                ReadoutTable flights = lesson.readouts().get(1);
                List<String> flown = values(flights, "flights flown");
                assertThat(flown.get(0)).as("speed %d, step %d", speed, step).isEqualTo(flown.get(1));
            }
        }
    }

    @Test
    void aBallThatPassedThroughWaitsOffTheCanvasForTheStoppedOne() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(20);
        TunnelLane discrete = lesson.discreteLane();
        while (!discrete.gone) {
            lesson.step(1 / 60.0); // the second flight, f = .618, passes through
        }
        assertThat(discrete.launches).as("still the flight it passed on").isEqualTo(2);
        assertThat(lesson.sweptLane().rest).as("the swept ball rests at the wall").isPositive();
        List<String> drawnRound = drawnCirclesRightOf(lesson, lesson.bounds().maxX());
        assertThat(drawnRound).as("nothing drawn beyond the canvas's right edge").isEmpty();
        assertThat(lesson.grab(discrete.ball.center(), 2)).as("the waiting ball is not to be had").isEmpty();
    }

    private static List<String> values(ReadoutTable table, String label) {
        return table.rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow(() -> new AssertionError("no row " + label)).values();
    }

    private static List<String> drawnCirclesRightOf(Tunnelling lesson, double edge) {
        List<String> beyond = new java.util.ArrayList<>();
        lesson.draw(new org.spriteplayground.sim.DebugDraw() {
            @Override
            public void circle(org.spriteplayground.geometry.Circle c, org.spriteplayground.sim.Ink ink) {
                if (c.center().x() - c.radius() > edge) {
                    beyond.add(c + " " + ink);
                }
            }

            @Override
            public void capsule(org.spriteplayground.geometry.Capsule c, org.spriteplayground.sim.Ink ink) {
                if (c.spine().from().x() - c.radius() > edge) {
                    beyond.add(c + " " + ink);
                }
            }
        }, org.spriteplayground.sim.Overlays.NONE);
        return beyond;
    }
}
