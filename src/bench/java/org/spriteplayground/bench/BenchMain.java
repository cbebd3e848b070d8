package org.spriteplayground.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.spriteplayground.sim.Swarm;

/**
 * {@code java -jar target/benchmarks.jar quick}: a short pass of every headline benchmark (about
 * 45 s), printed and written to {@code target/bench-summary.json}; any other arguments go to JMH's
 * own runner ({@code java -jar target/benchmarks.jar} runs the full suite, {@code -h} lists its
 * options).
 * <p>
 * Each figure is steady from run to run on a shared machine: it is the CPU time the benchmark's
 * own thread spent per operation ({@link CpuTimeProfiler}), which does not grow while the thread
 * waits for a core, taken as the lower quartile of 8 short iterations a fork, as other work only
 * ever adds to it; every fork gets the same fixed, pre-touched heap; ratios divide those CPU times. The
 * wall-clock medians are written alongside.
 */
public final class BenchMain {

    /** Fixed heap, touched up front, so no fork grows its heap while it is being measured. */
    private static final String[] FORK_ARGS = {"-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch", "-Djava.awt.headless=true"};

    /**
     * Forks for the benchmarks whose forks differ by a tenth or more (the compiler's choices for
     * the all-pairs loop; where dyn4j's tree, the render and the stress step land in memory): two
     * forks are pooled.
     */
    private static final int UNEVEN_FORKS = 2;

    /** JMH's gc profiler's figure: bytes allocated per operation. */
    private static final String GC_NORM = "gc.alloc.rate.norm";

    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 1 && args[0].equals("quick")) {
            quick(Path.of("target", "bench-summary.json"));
        } else {
            org.openjdk.jmh.Main.main(args);
        }
    }

    private static void quick(Path out) throws RunnerException, IOException {
        checkSamePairs();
        Summary summary = new Summary();
        Iterations tick1000 = run("TickBenchmark.grid", true, "scene", "jets", "n", "1000");
        time(summary, "tick_ms_1000", tick1000);
        Iterations grid = run("TickBenchmark.grid", false, "scene", "dense", "n", "5000");
        time(summary, "tick_ms_5000_dense", grid);
        Iterations allPairs = run("TickBenchmark.allPairs", UNEVEN_FORKS, false, "scene", "dense", "n", "5000");
        Iterations tree = run("Dyn4jBenchmark.tree", UNEVEN_FORKS, false, "scene", "dense", "n", "5000");
        summary.put("grid_vs_allpairs_5000_dense", cpu(allPairs) / cpu(grid));
        summary.put("grid_vs_dyn4j_5000_dense", cpu(tree) / cpu(grid));
        Iterations overlap = run("MaskBenchmark.overlap", false);
        time(summary, "mask_overlap_ns", overlap);
        time(summary, "mask_area_ns", run("MaskBenchmark.area", false));
        summary.put("mask_vs_naive", cpu(run("MaskBenchmark.naive", false)) / cpu(overlap));
        Iterations words = run("PackedMaskBenchmark.words", false, "other", "jet");
        time(summary, "bitmask_area_ns", words);
        summary.put("bitmask_pixels_vs_words", cpu(run("PackedMaskBenchmark.pixels", false, "other", "jet")) / cpu(words));
        time(summary, "experiment_ms_100k", run("ExperimentBenchmark.run100k", false));
        time(summary, "render_ms_1000", run("RenderBenchmark.frame", UNEVEN_FORKS, false, "n", "1000", "smooth", "false", "circles", "true"));
        Iterations stress = run("StressBenchmark.tick", UNEVEN_FORKS, true, "n", "10000", "then", "OBB");
        time(summary, "stress_tick_ms_10000", stress);
        summary.put("stress_tick_alloc_bytes_10000", TickAllocation.bytesPerStep(10_000, org.spriteplayground.sprite.BoundKind.OBB, 300, 300));
        summary.putAllocation("stress_tick_alloc_jmh_bytes_per_op_10000", stress.medianSecondary(GC_NORM), stress.medianPerIteration(GC_NORM));
        time(summary, "stress_tick_ms_100000", run("StressBenchmark.tick", UNEVEN_FORKS, true, "n", "100000", "then", "OBB"));
        summary.put("stress_tick_alloc_bytes_100000", TickAllocation.bytesPerStep(100_000, org.spriteplayground.sprite.BoundKind.OBB, 100, 100));
        summary.putAllocation("tick_alloc_bytes_per_op_1000", tick1000.medianSecondary(GC_NORM), tick1000.medianPerIteration(GC_NORM));
        summary.write(out);
    }

    private static void time(Summary summary, String key, Iterations run) {
        summary.put(key, cpu(run));
        summary.putWall(key, run.median());
    }

    private static double cpu(Iterations run) {
        return run.lowerQuartileSecondary(CpuTimeProfiler.LABEL);
    }

    /** The grid and dyn4j's tree must report the same overlapping pairs, or the ratio means nothing. */
    private static void checkSamePairs() {
        Dyn4jBenchmark peer = new Dyn4jBenchmark();
        peer.scene = "dense";
        peer.n = 5000;
        peer.setUp();
        int viaTree = peer.tree();
        Swarm swarm = Scenes.dense(5000);
        swarm.step(1 / 60.0);
        swarm.move(1 / 60.0);
        int viaGrid = swarm.collide();
        if (viaTree != viaGrid) {
            throw new IllegalStateException("dyn4j found " + viaTree + " overlapping pairs, the grid " + viaGrid);
        }
        System.out.println("same pair set: dyn4j and the grid both find " + viaGrid + " overlapping pairs in the 5000-circle dense scene");
    }

    /** One benchmark in one fork: 6 warm-up and 8 measured iterations of 150 ms. */
    private static Iterations run(String benchmark, boolean gc, String... params) throws RunnerException {
        return run(benchmark, 1, gc, params);
    }

    /** One benchmark in {@code forks} forks, their measured iterations pooled. */
    private static Iterations run(String benchmark, int forks, boolean gc, String... params) throws RunnerException {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include("org\\.spriteplayground\\.bench\\." + benchmark.replace(".", "\\.") + "$")
                .warmupIterations(6).warmupTime(TimeValue.milliseconds(150))
                .measurementIterations(8).measurementTime(TimeValue.milliseconds(150))
                .forks(forks).jvmArgsAppend(FORK_ARGS)
                .addProfiler(CpuTimeProfiler.class);
        for (int i = 0; i < params.length; i += 2) {
            options.param(params[i], params[i + 1]);
        }
        if (gc) {
            options.addProfiler(GCProfiler.class);
        }
        Collection<RunResult> results = new Runner(options.build()).run();
        if (results.size() != 1) {
            throw new IllegalStateException(benchmark + " gave " + results.size() + " results");
        }
        return new Iterations(results.iterator().next());
    }
}
