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
import org.spriteplayground.sim.Swarm;

/**
 * One stress tick: move, turn and bounce every body, then the grid broad phase and the circle
 * narrow phase; against the same move plus testing all pairs ({@link BruteForce}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TickBenchmark {

    @Param({"jets", "dense", "sparse"})
    public String scene;

    @Param({"1000", "5000", "10000"})
    public int n;

    private Swarm swarm;
    private final BruteForce bruteForce = new BruteForce();

    @Setup
    public void setUp() {
        swarm = Scenes.of(scene, n);
        swarm.step(1 / 60.0);
    }

    @Benchmark
    public int grid() {
        swarm.move(1 / 60.0);
        return swarm.collide();
    }

    @Benchmark
    public int allPairs() {
        swarm.move(1 / 60.0);
        return bruteForce.collide(swarm);
    }
}
