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
 * The stress lesson's whole tick as the user runs it: {@link Stress#step} moves and turns the
 * jets, files them in the grid, tests the candidates' circles and confirms every circle hit with
 * the chosen bound ({@code then}, a {@link BoundKind} name).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StressBenchmark {

    @Param({"10000", "100000"})
    public int n;

    @Param("OBB")
    public String then;

    private Stress stress;

    @Setup
    public void setUp() {
        stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(n);
        stress.setThen(BoundKind.valueOf(then));
        stress.step(1 / 60.0);
    }

    @Benchmark
    public int tick() {
        stress.step(1 / 60.0);
        return stress.confirmed();
    }
}
