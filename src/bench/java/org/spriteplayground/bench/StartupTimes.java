package org.spriteplayground.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time until the window shows, from fresh JVMs: one start swings by ±15 % on a shared
 * machine, so {@link ScreenCheck} starts {@link #RUNS} JVMs one after another, each with default
 * settings and the same class path, and reports their median and range.
 */
final class StartupTimes {

    /** Fresh JVMs started; odd, so the median is one of them. */
    static final int RUNS = 5;

    private static final Pattern LINE = Pattern.compile("^(window_shown(?:_cpu)?_ms)\\s+([0-9.]+)");

    private StartupTimes() {
    }

    /** Returns {@code {wall ms, cpu ms}} of each run, in the order run. */
    static List<double[]> measure() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("java.class.path");
        List<double[]> runs = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            Process child = new ProcessBuilder(java, "-cp", classPath, ScreenCheck.class.getName(), "startup")
                    .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            double[] run = {Double.NaN, Double.NaN};
            try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    Matcher m = LINE.matcher(line);
                    if (m.find()) {
                        run[m.group(1).contains("cpu") ? 1 : 0] = Double.parseDouble(m.group(2));
                    }
                }
            }
            if (child.waitFor() != 0 || Double.isNaN(run[0])) {
                throw new IOException("start-up run " + (i + 1) + " did not report its time (exit " + child.exitValue() + ")");
            }
            runs.add(run);
        }
        return runs;
    }

    /** Returns the median of column {@code column} of {@code runs}. */
    static double median(List<double[]> runs, int column) {
        double[] values = runs.stream().mapToDouble(r -> r[column]).sorted().toArray();
        return values[values.length / 2];
    }

    /** Returns the lowest and highest of column {@code column} of {@code runs}. */
    static double[] range(List<double[]> runs, int column) {
        double[] values = runs.stream().mapToDouble(r -> r[column]).toArray();
        return new double[] {Arrays.stream(values).min().orElse(Double.NaN), Arrays.stream(values).max().orElse(Double.NaN)};
    }
}
