package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

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
        while (!lesson.sweptLane().stopped) {
            lesson.step(1 / 60.0);
        }
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
     * The explanation (and the worksheet of the lesson as it opens) speaks of the shaded capsule
     * the lower ball is checked along, so one is drawn from before the first step: the swept ball
     * shows the capsule of its step, the last one taken, or at a launch the one it is about to take.
     */
    @Test
    void theSweptBallShowsTheCapsuleItsStepSweepsFromTheStart() {
        Tunnelling lesson = new Tunnelling();
        List<Capsule> sweeps = drawn(lesson).sweeps();
        assertThat(sweeps).hasSize(1);
        Capsule sweep = sweeps.get(0);
        assertThat(sweep.spine().from().y()).as("on the swept lane").isEqualTo(lesson.sweptLane().y);
        assertThat(sweep.spine().to().x() - sweep.spine().from().x()).as("one step long").isCloseTo(lesson.speed(), within(1e-9));
        assertThat(sweep.radius()).isEqualTo(Tunnelling.BALL_RADIUS);
    }

    /**
     * Each lane's drawing shows what its test checks: the point-in-time ball never wears the sweep
     * ink (its test looks at no jump, only where each step puts it), only its place a step before,
     * ghosted; the swept ball wears it at every step of its flights.
     */
    @Test
    void thePointInTimeBallIsDrawnWhereItsStepsPutItAndNeverWithTheSweep() {
        for (int speed : new int[] {5, 16, 55}) {
            Tunnelling lesson = new Tunnelling();
            lesson.setSpeed(speed);
            int ghosts = 0;
            for (int i = 0; i < 600; i++) {
                lesson.step(1 / 60.0);
                Drawn drawn = drawn(lesson);
                assertThat(drawn.sweeps()).as("speed %d step %d: sweeps drawn", speed, i)
                        .allSatisfy(c -> assertThat(c.spine().from().y()).isEqualTo(lesson.sweptLane().y));
                TunnelLane discrete = lesson.discreteLane();
                if (discrete.previous != null && !discrete.gone) {
                    assertThat(drawn.ghosts()).as("speed %d step %d: the upper ball a step before", speed, i).contains(discrete.previous);
                    ghosts++;
                }
            }
            assertThat(ghosts).as("speed %d: steps showing the upper ball's previous place", speed).isPositive();
        }
    }

    /**
     * The time of impact is this flight's: it reads while the swept ball rests at the wall, and
     * clears when the next flight starts, so that balls in the air stand beside no earlier value.
     */
    @Test
    void theTimeOfImpactIsClearedWhenANewFlightStarts() {
        Tunnelling lesson = new Tunnelling();
        int restedAtTheWall = 0;
        int inTheAir = 0;
        for (int i = 0; i < 1200; i++) {
            lesson.step(1 / 60.0);
            String impact = impactShown(lesson);
            if (lesson.sweptLane().stopped) {
                assertThat(impact).as("step %d, resting at the wall", i).isEqualTo(Text.number(lesson.sweptLane().lastImpact.orElseThrow(), 3));
                restedAtTheWall++;
            } else {
                assertThat(impact).as("step %d, in the air", i).isEqualTo("—");
                inTheAir++;
            }
        }
        assertThat(lesson.sweptLane().launches).as("flights started").isGreaterThan(3);
        assertThat(restedAtTheWall).isPositive();
        assertThat(inTheAir).isPositive();
    }

    private static String impactShown(Tunnelling lesson) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals("tunnel.row.impact")).findFirst().orElseThrow().values().get(1);
    }

    private record Drawn(List<Capsule> sweeps, List<Circle> ghosts) {
    }

    private static Drawn drawn(Tunnelling lesson) {
        Drawn drawn = new Drawn(new ArrayList<>(), new ArrayList<>());
        lesson.draw(new DebugDraw() {
            @Override
            public void capsule(Capsule capsule, Ink ink) {
                if (ink == Ink.SWEEP) {
                    drawn.sweeps().add(capsule);
                }
            }

            @Override
            public void circle(Circle circle, Ink ink) {
                if (ink == Ink.CONSTRUCTION) {
                    drawn.ghosts().add(circle);
                }
            }
        }, Overlays.DEFAULT);
        return drawn;
    }

    private static void run(Tunnelling lesson, int steps) {
        for (int i = 0; i < steps; i++) {
            lesson.step(1 / 60.0);
        }
    }
}
