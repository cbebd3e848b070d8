package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;

class StressTest {

    private final Stress stress = new Stress(LessonsTest.SPRITES);

    @Test
    void theGridTestsFarFewerPairsThanAllPairsAndTheChosenBoundConfirmsASubset() {
        stress.setJets(2_000);
        Simulation sim = new Simulation(stress);
        for (int i = 0; i < 30; i++) {
            sim.step();
        }
        long allPairs = 2_000L * 1_999 / 2;
        assertThat(stress.swarm().pairsTested()).isPositive().isLessThan(allPairs / 20);
        assertThat(stress.swarm().hits()).isPositive();
        assertThat(stress.confirmed()).isPositive().isLessThanOrEqualTo(stress.swarm().hits());
        stress.setThen(BoundKind.CIRCLE);
        sim.step();
        assertThat(stress.confirmed()).isEqualTo(stress.swarm().hits());
    }

    @Test
    void theJetCountIsClampedAndResetRestoresTheDefault() {
        stress.setJets(50_000);
        assertThat(stress.jets()).isEqualTo(Stress.MAX_JETS);
        stress.setJets(0);
        assertThat(stress.jets()).isEqualTo(1);
        stress.reset();
        assertThat(stress.jets()).isEqualTo(Stress.DEFAULT_JETS);
        assertThat(stress.then()).isEqualTo(BoundKind.OBB);
    }

    @Test
    void theSameStepsGiveTheSameSwarm() {
        Stress other = new Stress(LessonsTest.SPRITES);
        for (int i = 0; i < 500; i++) {
            stress.step(Simulation.STEP_SECONDS);
            other.step(Simulation.STEP_SECONDS);
        }
        assertThat(other.swarm().xs()).isEqualTo(stress.swarm().xs());
        assertThat(other.confirmed()).isEqualTo(stress.confirmed());
    }
}
