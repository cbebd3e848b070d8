package org.spriteplayground.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.spriteplayground.experiment.Csv;

/**
 * The figures of {@code quick} with their targets, printed as a table and written as JSON.
 * {@code stress_tick_alloc_bytes_10000} is counted by the JVM for the stepping thread alone
 * ({@link TickAllocation}). A figure read from JMH's {@code gc.alloc.rate.norm} is judged per
 * iteration, not per operation: JMH's gc profiler counts its own
 * bookkeeping too (5,872 B an iteration here, seen as 0.9 to 14 B/op on the 1,000-jet tick that
 * {@code SwarmTest} proves allocation-free), so "0 bytes a tick" is met when an iteration
 * allocated no more than {@link #BOOKKEEPING_BYTES}.
 */
final class Summary {

    /** What one measured iteration may allocate and still count as allocating nothing. */
    static final double BOOKKEEPING_BYTES = 8192;

    /** Each key's target: a bound and whether lower ("max", -1) or higher ("min", 1) is better. */
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
        TARGETS.put("render_ms_1000", new double[] {6, -1});
        TARGETS.put("stress_tick_ms_10000", new double[] {4, -1});
        TARGETS.put("stress_tick_alloc_bytes_10000", new double[] {0, -1});
        // The bitmasks lesson's figures have no target of their own: these bounds guard the measured 250 ns and 8.5×.
        TARGETS.put("bitmask_area_ns", new double[] {400, -1});
        TARGETS.put("bitmask_pixels_vs_words", new double[] {4, 1});
        TARGETS.put("stress_tick_ms_100000", new double[] {15, -1});
        TARGETS.put("stress_tick_alloc_bytes_100000", new double[] {0, -1});
    }

    private final Map<String, Double> figures = new LinkedHashMap<>();
    private final Map<String, Double> perIteration = new LinkedHashMap<>();
    private final Map<String, Double> wall = new LinkedHashMap<>();

    /** Records a figure that has a target. */
    void put(String key, double value) {
        if (!TARGETS.containsKey(key)) {
            throw new IllegalArgumentException("no target for " + key);
        }
        figures.put(key, value);
    }

    /** Records the wall-clock median behind a time figure, written alongside for reference. */
    void putWall(String key, double value) {
        wall.put(key, value);
    }

    /**
     * Records an allocation figure: {@code bytesPerOp} as JMH's {@code gc.alloc.rate.norm} gives
     * it, judged by {@code bytesPerIteration}.
     */
    void putAllocation(String key, double bytesPerOp, double bytesPerIteration) {
        figures.put(key, bytesPerOp);
        perIteration.put(key, bytesPerIteration);
    }

    private boolean met(String key, double value) {
        if (perIteration.containsKey(key)) {
            return perIteration.get(key) <= BOOKKEEPING_BYTES;
        }
        double[] target = TARGETS.get(key);
        return target[1] < 0 ? value <= target[0] : value >= target[0];
    }

    /** Prints the table and writes the JSON file. */
    void write(Path out) throws IOException {
        StringBuilder json = new StringBuilder("{\n");
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%n%-30s %12s %12s  %s%n", "key", "measured", "target", "met"));
        for (Map.Entry<String, Double> e : figures.entrySet()) {
            String key = e.getKey();
            double value = e.getValue();
            double[] target = TARGETS.get(key);
            json.append(String.format(Locale.ROOT, "  \"%s\": %.4f,%n", key, value));
            String bound = target == null ? "0 (steady)" : (target[1] < 0 ? "<= " : ">= ") + Csv.number(target[0]);
            table.append(String.format(Locale.ROOT, "%-30s %12.3f %12s  %s", key, value, bound, met(key, value) ? "yes" : "NO"));
            if (perIteration.containsKey(key)) {
                double bytes = perIteration.get(key);
                json.append(String.format(Locale.ROOT, "  \"%s_per_iteration\": %.0f,%n", key, bytes));
                table.append(String.format(Locale.ROOT, " (%.0f B an iteration; JMH's own bookkeeping allowed up to %.0f)", bytes, BOOKKEEPING_BYTES));
            }
            table.append(System.lineSeparator());
        }
        json.append("  \"times\": \"CPU time of the benchmark thread per operation, lower quartile of 8 iterations of 150 ms a fork (2 forks for all pairs, dyn4j, render and stress)\",\n");
        json.append("  \"wall_clock_medians\": {");
        int i = 0;
        for (Map.Entry<String, Double> e : wall.entrySet()) {
            json.append(String.format(Locale.ROOT, "%s\"%s\": %.4f", i++ == 0 ? "" : ", ", e.getKey(), e.getValue()));
        }
        json.append("},\n");
        json.append(String.format(Locale.ROOT, "  \"alloc_judged\": \"bytes per measured iteration <= %.0f (JMH's own bookkeeping)\",%n", BOOKKEEPING_BYTES));
        json.append(String.format(Locale.ROOT, "  \"machine\": {\"cores\": %d, \"java\": \"%s\", \"os\": \"%s %s\"}%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), System.getProperty("os.name"), System.getProperty("os.arch")));
        json.append("}\n");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, json, StandardCharsets.UTF_8);
        System.out.println(table);
        System.out.println("wrote " + out.toAbsolutePath());
    }
}
