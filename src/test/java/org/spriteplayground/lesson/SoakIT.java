package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * An hour of classroom time, headless: 216,000 steps of 1/60 s. Nothing may become NaN or
 * infinite, leave the world, turn outside [0, 2&pi;), let its counters disagree, or hold on to
 * memory. Runs in the verify phase (failsafe), not with the quick unit tests.
 */
class SoakIT {

    private static final int HOUR = 216_000;
    private static final long HEAP_SLACK = 32L << 20;

    @Test
    void flyingJetsForAnHour() {
        FlyingJets jets = new FlyingJets(SpriteLibrary.bundled(), "jet");
        jets.setTrigger(BoundKind.PIXELS);
        Simulation sim = new Simulation(jets);
        long heapBefore = heapAfterGc();
        for (int i = 1; i <= HOUR; i++) {
            sim.step();
            if (i % 1_000 == 0) {
                for (Body body : java.util.List.of(jets.flyer(), jets.waiting())) {
                    Pose pose = body.pose();
                    assertThat(pose.angle()).isGreaterThanOrEqualTo(0).isLessThan(2 * Math.PI);
                    assertThat(jets.bounds().contains(pose.position())).as("step %d: %s inside %s", i, pose, jets.bounds()).isTrue();
                }
                long truth = jets.realHits(BoundKind.PIXELS);
                for (BoundKind kind : BoundKind.values()) {
                    assertThat(jets.realHits(kind)).as("%s real hits", kind).isEqualTo(truth);
                    assertThat(jets.realHits(kind) + jets.falseAlarms(kind)).isLessThanOrEqualTo(i);
                }
                assertThat((long) jets.resets()).isLessThanOrEqualTo(truth);
            }
        }
        assertThat(sim.steps()).isEqualTo(HOUR);
        assertThat(jets.resets()).as("an hour of flights").isGreaterThan(1_000);
        assertThat(heapAfterGc() - heapBefore).as("heap growth over the hour").isLessThan(HEAP_SLACK);
    }

    @Test
    void threeHundredJetsForAnHour() {
        Stress stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(300);
        Simulation sim = new Simulation(stress);
        for (int i = 0; i < 5_000; i++) {
            sim.step(); // warm up, and let the pair arrays reach their working size
        }
        long heapBefore = heapAfterGc();
        for (int i = 1; i <= HOUR; i++) {
            sim.step();
            if (i % 1_000 == 0) {
                Swarm swarm = stress.swarm();
                for (int b = 0; b < swarm.count(); b++) {
                    double x = swarm.xs()[b];
                    double y = swarm.ys()[b];
                    double r = swarm.radii()[b];
                    assertThat(Double.isFinite(x) && Double.isFinite(y)).isTrue();
                    assertThat(x).isBetween(r, swarm.width() - r);
                    assertThat(y).isBetween(r, swarm.height() - r);
                    assertThat(swarm.angles()[b]).isGreaterThanOrEqualTo(0).isLessThan(2 * Math.PI);
                }
                assertThat(stress.confirmed()).isLessThanOrEqualTo(swarm.grid().hits());
                assertThat((long) swarm.grid().hits()).isLessThanOrEqualTo(swarm.grid().candidates());
            }
        }
        assertThat(heapAfterGc() - heapBefore).as("heap growth over the hour").isLessThan(HEAP_SLACK);
    }

    private static long heapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
