package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;

/**
 * Tunnelling's hit labels hide nothing while the balls rest at the wall, with big label type
 * (presentation ×2 in a 1024×768 window is about 2.35 times the usual label size in world
 * units by the estimate: "point-in-time test" measured 290 px on a canvas showing 640 units in
 * 538 px; 2.6 and 2.8 for a wider bold font). Where even the wrapped label finds no free place,
 * the short form "hit: t = 0.032" is written, rather than "hit at t = 0.032 of the step" across the
 * wall and the swept ball.
 */
class TunnellingLabelsTest {

    /** What the swept ball's hit label holds, long or short. */
    private static final String TIME = "t = ";

    @ParameterizedTest(name = "labels {0} times the usual size")
    @ValueSource(doubles = {1, 2, 2.6, 2.8})
    void theHitLabelsHideNothingAtEveryStepOfARun(double magnify) {
        for (int speed : new int[] {20, 4, 30}) {
            Tunnelling lesson = new Tunnelling();
            lesson.setSpeed(speed);
            Simulation sim = new Simulation(lesson);
            List<String> problems = new ArrayList<>();
            int shownHit = 0;
            for (int step = 1; step <= 400 && problems.size() < 5; step++) {
                sim.step();
                LabelRecorder draw = new LabelRecorder(null, magnify);
                lesson.draw(draw, Overlays.NONE);
                if (draw.labels("").stream().anyMatch(l -> l.text().replace('\n', ' ').contains(TIME))) {
                    shownHit++;
                }
                for (LabelRecorder.Problem p : draw.problems(lesson.bounds())) {
                    problems.add("speed " + speed + ", step " + step + ": " + p);
                }
            }
            assertThat(problems).isEmpty();
            assertThat(shownHit).as("speed %d shows the swept hit", speed).isPositive();
        }
    }
}
