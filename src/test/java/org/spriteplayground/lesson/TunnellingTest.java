package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;

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

    @Test
    void withTheWallDraggedToTheFarLeftTheSweptBallIsStillAlwaysStopped() {
        for (int speed : new int[] {5, 20, 55, 60}) {
            Tunnelling lesson = new Tunnelling();
            lesson.setSpeed(speed);
            Handle wall = lesson.grab(new Vec2(Tunnelling.WALL.spine().from().x(), 160), 2).orElseThrow();
            wall.moveTo(new Vec2(0, 160));
            run(lesson, 3000);
            assertThat(lesson.sweptLane().passes).as("speed %d", speed).isZero();
            assertThat(lesson.sweptLane().hits).as("speed %d: the wall still stands in the way", speed).isPositive();
        }
    }

    @Test
    void aBallDroppedBeyondTheWallDidNotPassThroughIt() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(55);
        TunnelLane lane = lesson.sweptLane();
        Handle ball = lesson.grab(lane.ball.center(), 2).orElseThrow();
        ball.moveTo(new Vec2(500, lane.y));
        run(lesson, 3000);
        assertThat(lane.passes).isZero();
        TunnelLane discrete = lesson.discreteLane();
        int launches = discrete.launches;
        // By its piece: after a flight through the wall the ball may be waiting off the canvas, out of the pointer's reach.
        lesson.pieces().stream().filter(p -> p.name().equals("discrete ball")).findFirst().orElseThrow().handle().moveTo(new Vec2(600, discrete.y));
        int passes = discrete.passes;
        while (discrete.launches == launches) {
            lesson.step(1 / 60.0);
        }
        assertThat(discrete.passes).as("a flight that never met the wall").isEqualTo(passes);
    }

    @Test
    void resetRelaunchesButKeepsTheSpeed() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(55);
        lesson.grab(new Vec2(Tunnelling.WALL.spine().from().x(), 160), 2).orElseThrow().moveTo(new Vec2(300, 160));
        run(lesson, 500);
        lesson.reset();
        assertThat(lesson.speed()).isEqualTo(55);
        assertThat(lesson.discreteLane().passes).isZero();
        assertThat(lesson.discreteLane().hits).isZero();
        assertThat(lesson.grab(new Vec2(Tunnelling.WALL.spine().from().x(), 160), 2)).as("the wall is back").isPresent();
    }

    @Test
    void bigCountsAreGroupedByThousands() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(55);
        while (lesson.discreteLane().passes < 1_000) {
            lesson.step(1 / 60.0);
        }
        String shown = lesson.readouts().get(1).rows().stream().filter(r -> r.label().equals("passed through")).findFirst().orElseThrow()
                .values().get(0);
        assertThat(shown).isEqualTo(String.format(java.util.Locale.ROOT, "%,d", lesson.discreteLane().passes)).contains(",");
    }

    /**
     * The explanation (and the worksheet of the lesson as it opens) speaks of "the shaded capsule the
     * step sweeps", so one is drawn from before the first step: each flying ball shows the capsule of
     * its step, the last one taken, or at a launch the one it is about to take.
     */
    @Test
    void eachFlyingBallShowsTheCapsuleItsStepSweepsFromTheStart() {
        Tunnelling lesson = new Tunnelling();
        java.util.List<org.spriteplayground.geometry.Capsule> sweeps = new java.util.ArrayList<>();
        lesson.draw(new org.spriteplayground.sim.DebugDraw() {
            @Override
            public void capsule(org.spriteplayground.geometry.Capsule capsule, org.spriteplayground.sim.Ink ink) {
                if (ink == org.spriteplayground.sim.Ink.SWEEP) {
                    sweeps.add(capsule);
                }
            }
        }, org.spriteplayground.sim.Overlays.DEFAULT);
        assertThat(sweeps).hasSize(2);
        for (org.spriteplayground.geometry.Capsule sweep : sweeps) {
            assertThat(sweep.spine().to().x() - sweep.spine().from().x()).as("one step long").isCloseTo(lesson.speed(), within(1e-9));
            assertThat(sweep.radius()).isEqualTo(Tunnelling.BALL_RADIUS);
        }
    }

    private static void run(Tunnelling lesson, int steps) {
        for (int i = 0; i < steps; i++) {
            lesson.step(1 / 60.0);
        }
    }
}
