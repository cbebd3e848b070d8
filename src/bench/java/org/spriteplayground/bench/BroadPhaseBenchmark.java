package org.spriteplayground.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.sim.BoxTree;
import org.spriteplayground.sim.GridBroadPhase;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sim.SwarmLayout;
import org.spriteplayground.sim.SweepAndPrune;

/**
 * The broad-phase lesson's work, one method at a time: find the overlapping pairs of the jets
 * (radius 50, in the stress lesson's sky for the count) with the grid, sweep and prune on x, or
 * the box tree, in each of the lesson's layouts. The jets stay where they were laid out, so the
 * flocks stay bunched through the seconds of a measurement (moving costs all three the same);
 * sweep and prune's order is then already sorted, as it nearly is from one step to the next.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BroadPhaseBenchmark {

    @Param({"UNIFORM", "CLUSTERED", "FEW_HUGE"})
    public SwarmLayout layout;

    @Param({"300", "2000"})
    public int n;

    private Swarm swarm;
    private GridBroadPhase grid;
    private final SweepAndPrune sap = new SweepAndPrune();
    private final BoxTree tree = new BoxTree();

    @Setup
    public void setUp() {
        double w = Stress.world(n).width();
        double h = Stress.world(n).height();
        swarm = new Swarm(w, h);
        swarm.populate(layout.lay(n, w, h, 50, 2027));
        grid = new GridBroadPhase(w, h);
    }

    @Benchmark
    public int grid() {
        return grid.collide(swarm.xs(), swarm.ys(), swarm.radii(), n);
    }

    @Benchmark
    public int sweepAndPrune() {
        return sap.collide(swarm.xs(), swarm.ys(), swarm.radii(), n);
    }

    @Benchmark
    public int tree() {
        return tree.collide(swarm.xs(), swarm.ys(), swarm.radii(), n);
    }
}
