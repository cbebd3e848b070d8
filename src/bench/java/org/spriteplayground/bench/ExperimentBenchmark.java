package org.spriteplayground.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** 100,000 experiment placements of a crescent near a jet, every bound kind tested at each. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ExperimentBenchmark {

    private SpriteAnalysis jet;
    private SpriteAnalysis crescent;

    @Setup
    public void setUp() {
        jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());
    }

    @Benchmark
    public Experiment.Result run100k() {
        return Experiment.run(jet, crescent, 100_000, 1);
    }
}
