package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.BroadPhase;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.SwarmLayout;
import org.spriteplayground.sprite.SpriteLibrary;

/** The three broad phases report the same number of overlapping pairs at every step of a long run, in every layout. */
class BroadPhasesAgreeTest {

    @Test
    void everyStepOfALongRunInEveryLayoutTheThreeAgree() {
        BroadPhases lesson = new BroadPhases(SpriteLibrary.bundled());
        for (SwarmLayout layout : SwarmLayout.values()) {
            lesson.setLayout(layout);
            lesson.setJets(600);
            for (int step = 0; step < 1_500; step++) {
                lesson.step(Simulation.STEP_SECONDS);
                BroadPhase grid = lesson.phase(BroadPhaseMethod.GRID);
                BroadPhase sweep = lesson.phase(BroadPhaseMethod.SWEEP_AND_PRUNE);
                BroadPhase tree = lesson.phase(BroadPhaseMethod.TREE);
                String where = layout + " step " + step;
                assertThat(sweep.hits()).as("sweep and prune, %s", where).isEqualTo(grid.hits());
                assertThat(tree.hits()).as("tree, %s", where).isEqualTo(grid.hits());
            }
        }
    }
}
