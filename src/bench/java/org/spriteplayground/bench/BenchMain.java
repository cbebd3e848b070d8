package org.spriteplayground.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.sim.Swarm;

/**
 * {@code java -jar target/benchmarks.jar quick}: a short pass of every headline benchmark,
 * printed and written to {@code target/bench-summary.json}; any other arguments go to JMH's own
 * runner ({@code java -jar target/benchmarks.jar} runs the full suite, {@code -h} lists its options).
 */
public final class BenchMain {

    /** Each key's target: a bound and whether lower ("max") or higher ("min") is better. */
    private static final Map<String, double[]> TARGETS = new LinkedHashMap<>();

    static {
        TARGETS.put("tick_ms_1000", new double[] {0.5, -1});
        TARGETS.put("tick_ms_5000_dense", new double[] {2, -1});
        TARGETS.put("grid_vs_allpairs_5000_dense", new double[] {7, 1});
        TARGETS.put("grid_vs_dyn4j_5000_dense", new double[] {10, 1});
        TARGETS.put("mask_overlap_ns", new double[] {15, -1});
        TARGETS.put("mask_area_ns", new double[] {40, -1});
        TARGETS.put("mask_vs_naive", new double[] {10, 1});
        TARGETS.put("experiment_ms_100k", new double[] {50, -1});
        TARGETS.put("render_ms_1000", new double[] {12, -1});
    }

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
        Map<String, Double> r = new LinkedHashMap<>();
        RunResult tick1000 = run("TickBenchmark.grid", true, "scene", "jets", "n", "1000");
        r.put("tick_ms_1000", score(tick1000));
        double grid5000 = score(run("TickBenchmark.grid", false, "scene", "dense", "n", "5000"));
        r.put("tick_ms_5000_dense", grid5000);
        r.put("grid_vs_allpairs_5000_dense", score(run("TickBenchmark.allPairs", false, "scene", "dense", "n", "5000")) / grid5000);
        r.put("grid_vs_dyn4j_5000_dense", score(run("Dyn4jBenchmark.tree", false, "scene", "dense", "n", "5000")) / grid5000);
        double overlap = score(run("MaskBenchmark.overlap", false));
        r.put("mask_overlap_ns", overlap);
        r.put("mask_area_ns", score(run("MaskBenchmark.area", false)));
        r.put("mask_vs_naive", score(run("MaskBenchmark.naive", false)) / overlap);
        r.put("experiment_ms_100k", score(run("ExperimentBenchmark.run100k", false)));
        r.put("render_ms_1000", score(run("RenderBenchmark.frame", false, "n", "1000", "smooth", "false", "circles", "false")));
        double alloc = tick1000.getSecondaryResults().containsKey("gc.alloc.rate.norm")
                ? tick1000.getSecondaryResults().get("gc.alloc.rate.norm").getScore() : Double.NaN;
        write(out, r, alloc);
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

    private static RunResult run(String benchmark, boolean gc, String... params) throws RunnerException {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include("org\\.spriteplayground\\.bench\\." + benchmark.replace(".", "\\.") + "$")
                .warmupIterations(3).warmupTime(TimeValue.milliseconds(400))
                .measurementIterations(5).measurementTime(TimeValue.milliseconds(400))
                .forks(1);
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
        return results.iterator().next();
    }

    private static double score(RunResult result) {
        return result.getPrimaryResult().getScore();
    }

    private static void write(Path out, Map<String, Double> results, double allocBytes) throws IOException {
        StringBuilder json = new StringBuilder("{\n");
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%n%-30s %12s %12s  %s%n", "key", "measured", "target", "met"));
        for (Map.Entry<String, Double> e : results.entrySet()) {
            double[] target = TARGETS.get(e.getKey());
            boolean met = target[1] < 0 ? e.getValue() <= target[0] : e.getValue() >= target[0];
            json.append(String.format(Locale.ROOT, "  \"%s\": %.4f,%n", e.getKey(), e.getValue()));
            table.append(String.format(Locale.ROOT, "%-30s %12.3f %9s%-5s %s%n", e.getKey(), e.getValue(), target[1] < 0 ? "<= " : ">= ", Csv.number(target[0]), met ? "yes" : "NO"));
        }
        json.append(String.format(Locale.ROOT, "  \"tick_alloc_bytes_per_op_1000\": %.1f,%n", allocBytes));
        json.append(String.format(Locale.ROOT, "  \"machine\": {\"cores\": %d, \"java\": \"%s\", \"os\": \"%s %s\"}%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), System.getProperty("os.name"), System.getProperty("os.arch")));
        json.append("}\n");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, json, StandardCharsets.UTF_8);
        table.append(String.format(Locale.ROOT, "%-30s %12.1f %12s%n", "tick_alloc_bytes_per_op_1000", allocBytes, "0 (steady)"));
        System.out.println(table);
        System.out.println("wrote " + out.toAbsolutePath());
    }
}
