package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.Swarm;

/**
 * At every step of a long run, from the opening scene and from every preset, each of the three
 * broad phases confirms exactly the pairs of jets whose bounding circles overlap, counted by
 * testing every pair: the lesson says they always find the same pairs.
 */
class BroadPhasesAgreeTest {

    private static final int STEPS = 1_000;

    @Test
    void fromTheOpeningSceneAndEveryPresetEachMethodConfirmsEveryOverlapAtEveryStep() {
        List<String> scenes = new ArrayList<>(List.of("the opening scene"));
        PresetScenes.of(opening()).forEach(p -> scenes.add(p.name()));
        for (int s = 0; s < scenes.size(); s++) {
            BroadPhases lesson = opening();
            if (s > 0) {
                PresetScenes.of(lesson).get(s - 1).apply().run();
            }
            Simulation simulation = new Simulation(lesson);
            for (int step = 0; step <= STEPS; step++) {
                int overlapping = overlapping(lesson.swarm());
                for (BroadPhaseMethod method : BroadPhaseMethod.values()) {
                    assertThat(lesson.phase(method).hits()).as("%s, %s, step %d", method, scenes.get(s), simulation.steps()).isEqualTo(overlapping);
                }
                simulation.step();
            }
        }
    }

    /** Returns the lesson as the catalogue opens it. */
    private static BroadPhases opening() {
        return (BroadPhases) Lessons.byId(BroadPhases.ID).orElseThrow().factory().apply(LessonsTest.SPRITES);
    }

    /** Counts the pairs of bounding circles that overlap or touch, testing every pair. */
    private static int overlapping(Swarm swarm) {
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        int pairs = 0;
        for (int i = 0; i < swarm.count(); i++) {
            for (int j = i + 1; j < swarm.count(); j++) {
                double dx = x[j] - x[i];
                double dy = y[j] - y[i];
                double reach = r[i] + r[j];
                pairs += dx * dx + dy * dy <= reach * reach ? 1 : 0;
            }
        }
        return pairs;
    }
}
