package org.spriteplayground.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;

class SimulationTest {

    /** A world that counts the steps it was given and sums their lengths. */
    private static final class CountingWorld implements World {
        int steps;
        double seconds;
        int resets;

        @Override
        public void step(double s) {
            steps++;
            seconds += s;
        }

        @Override
        public void reset() {
            resets++;
            steps = 0;
            seconds = 0;
        }

        @Override
        public void draw(DebugDraw draw, Overlays overlays) {
        }

        @Override
        public Aabb bounds() {
            return new Aabb(0, 0, 1, 1);
        }
    }

    @Test
    void eachTickAtNormalSpeedRunsOneFixedStep() {
        CountingWorld world = new CountingWorld();
        Simulation sim = new Simulation(world);
        for (int i = 0; i < 60; i++) {
            assertThat(sim.tick()).isEqualTo(1);
        }
        assertThat(world.steps).isEqualTo(60);
        assertThat(world.seconds).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(sim.steps()).isEqualTo(60);
    }

    @Test
    void pauseStopsTicksButNotSingleSteps() {
        CountingWorld world = new CountingWorld();
        Simulation sim = new Simulation(world);
        sim.setPaused(true);
        assertThat(sim.tick()).isZero();
        sim.step();
        sim.step();
        assertThat(world.steps).isEqualTo(2);
        assertThat(sim.steps()).isEqualTo(2);
        sim.setPaused(false);
        sim.tick();
        assertThat(sim.steps()).isEqualTo(3);
    }

    @Test
    void speedRunsWholeStepsAndCarriesFractions() {
        CountingWorld world = new CountingWorld();
        Simulation sim = new Simulation(world);
        sim.setSpeed(0.25);
        int[] perTick = new int[8];
        for (int i = 0; i < perTick.length; i++) {
            perTick[i] = sim.tick();
        }
        assertThat(perTick).containsExactly(0, 0, 0, 1, 0, 0, 0, 1);
        sim.setSpeed(2.5);
        assertThat(sim.tick() + sim.tick()).isEqualTo(5);
        assertThat(world.seconds / world.steps).isEqualTo(Simulation.STEP_SECONDS);
    }

    @Test
    void aTickPausesRightAfterTheStepAskedForEvenInTheMiddleOfItsSteps() {
        CountingWorld world = new CountingWorld();
        Simulation sim = new Simulation(world);
        sim.setSpeed(4);
        sim.pauseAt(6);
        assertThat(sim.tick()).isEqualTo(4);
        assertThat(sim.tick()).as("two of the four steps, then the pause").isEqualTo(2);
        assertThat(sim.steps()).isEqualTo(6);
        assertThat(sim.isPaused()).isTrue();
        assertThat(sim.tick()).isZero();
    }

    @Test
    void resetClearsStepsAndKeepsPause() {
        CountingWorld world = new CountingWorld();
        Simulation sim = new Simulation(world);
        sim.tick();
        sim.setPaused(true);
        sim.reset();
        assertThat(sim.steps()).isZero();
        assertThat(world.resets).isEqualTo(1);
        assertThat(sim.isPaused()).isTrue();
    }

    @Test
    void speedOutsideTheRangeIsRefused() {
        Simulation sim = new Simulation(new CountingWorld());
        assertThatThrownBy(() -> sim.setSpeed(5)).hasMessage("speed must be in [0.25, 4.0], was 5.0");
        assertThatThrownBy(() -> sim.setSpeed(Double.NaN)).hasMessageContaining("was NaN");
    }
}
