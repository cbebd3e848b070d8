package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;

/** Seed 000's note on predicted collision: fast balls jump thin walls unless the test is swept. */
class TunnellingTest {

    /** Wall thickness plus ball diameter: 4 + 10. */
    private static final double THRESHOLD = 2 * Tunnelling.WALL.radius() + 2 * Tunnelling.BALL_RADIUS;

    @Test
    void aboveTheThresholdTheDiscreteTestMissesAndTheSweptTestHitsAtTheRightTime() {
        double face = Tunnelling.WALL.spine().from().x() - Tunnelling.WALL.radius();
        for (double speed = THRESHOLD + 0.5; speed <= 60; speed += 0.5) {
            // The last landing before the wall leaves a gap smaller than what the step overshoots.
            double gap = (speed - THRESHOLD) / 2;
            Circle ball = Circle.of(face - Tunnelling.BALL_RADIUS - gap, 150, Tunnelling.BALL_RADIUS);
            Tunnelling.StepResult result = Tunnelling.testStep(ball, speed, Tunnelling.WALL);
            assertThat(result.discreteHit()).as("speed %s", speed).isFalse();
            assertThat(result.timeOfImpact()).as("speed %s", speed).isPresent();
            assertThat(result.timeOfImpact().getAsDouble()).isCloseTo(gap / speed, within(1e-12));
        }
    }

    @Test
    void slowBallsAreCaughtByBothTests() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(5);
        run(lesson, 3000);
        assertThat(lesson.discreteLane().hits).isPositive();
        assertThat(lesson.discreteLane().passes).isZero();
        assertThat(lesson.sweptLane().passes).isZero();
    }

    @Test
    void bulletsTunnelThroughThePointInTimeTestOnly() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(55);
        run(lesson, 6000);
        assertThat(lesson.discreteLane().passes).isGreaterThan(lesson.discreteLane().hits);
        assertThat(lesson.sweptLane().passes).isZero();
        assertThat(lesson.sweptLane().hits).isGreaterThan(20);
        double impact = lesson.sweptLane().lastImpact.orElseThrow();
        assertThat(impact).isBetween(0.0, 1.0);
    }

    private static void run(Tunnelling lesson, int steps) {
        for (int i = 0; i < steps; i++) {
            lesson.step(1 / 60.0);
        }
    }
}
