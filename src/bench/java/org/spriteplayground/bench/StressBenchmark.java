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
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The stress lesson's whole step, as the app runs it: move, grid, circles and the chosen bound
 * confirming the circle hits, for {@code n} jets.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StressBenchmark {

    @Param({"500", "2000", "10000"})
    public int n;

    @Param({"CIRCLE", "OBB"})
    public String then;

    private Stress stress;

    @Setup
    public void setUp() {
        stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(n);
        stress.setThen(BoundKind.valueOf(then));
    }

    @Benchmark
    public int tick() {
        stress.step(1 / 60.0);
        return stress.confirmed();
    }
}
