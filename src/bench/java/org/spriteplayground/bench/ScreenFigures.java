package org.spriteplayground.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of {@link ScreenCheck}: each printed on its own line as it is measured (with its
 * target, if it has one) and all written as JSON at the end.
 */
final class ScreenFigures {

    /** Targets: a bound and whether lower (-1) or higher (1) is better. */
    private static final Map<String, double[]> TARGETS = Map.of(
            "window_shown_ms", new double[] {750, -1},
            "fps_500", new double[] {57, 1},
            "fps_2000", new double[] {57, 1},
            "fps_10000", new double[] {30, 1},
            "fps_100000", new double[] {30, 1},
            "rss_mb_500", new double[] {300, -1},
            "heap_growth_mb_100000", new double[] {8, -1},
            "failures_100000", new double[] {0, -1});

    private final Map<String, Double> figures = new LinkedHashMap<>();

    /** Records and prints one figure. */
    void put(String key, double value) {
        figures.put(key, value);
        double[] target = TARGETS.get(key);
        String judged = "";
        if (target != null) {
            boolean met = target[1] < 0 ? value <= target[0] : value >= target[0];
            judged = String.format(Locale.ROOT, "  (target %s %.0f: %s)", target[1] < 0 ? "<=" : ">=", target[0], met ? "met" : "NOT met");
        }
        System.out.printf(Locale.ROOT, "%-18s %10.2f%s%n", key, value, judged);
    }

    /** Returns the process's resident memory (VmRSS of /proc/self/status) in MB, NaN where there is no such file. */
    static double residentMegabytes() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return Double.NaN;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("VmRSS:")) {
                String[] parts = line.trim().split("\\s+");
                return Long.parseLong(parts[1]) / 1024.0; // kB
            }
        }
        return Double.NaN;
    }

    /** Writes every figure as one JSON object. */
    void write(Path out) throws IOException {
        StringBuilder json = new StringBuilder("{\n");
        int i = 0;
        for (Map.Entry<String, Double> e : figures.entrySet()) {
            json.append(String.format(Locale.ROOT, "  \"%s\": %.2f%s%n", e.getKey(), e.getValue(), ++i < figures.size() ? "," : ""));
        }
        json.append("}\n");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, json, StandardCharsets.UTF_8);
        System.out.println("wrote " + out.toAbsolutePath());
    }
}
