package org.spriteplayground.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time until the window shows, from fresh JVMs started as a user starts the app,
 * {@code java -jar sprite-playground.jar} (the app's own jar, beside the benchmarks' jar) with no
 * JVM options, and the hidden {@code --exit-when-shown}, which prints the time from the JVM's
 * start until the window shows and the CPU time the JVM spent by then. One start swings by ±15 %
 * on a shared machine, so
 * {@link ScreenCheck} starts {@link #RUNS} JVMs one after another, after one start that is not
 * counted (it writes the settings file a returning user has and warms the disk cache), and reports
 * their median and range.
 */
final class StartupTimes {

    /** Fresh JVMs started and counted; odd, so the median is one of them. */
    static final int RUNS = 5;

    private static final Pattern LINE = Pattern.compile("^(window_shown(?:_cpu)?_ms)\\s+([0-9.]+)");

    private StartupTimes() {
    }

    /** Returns {@code {wall ms, cpu ms}} of each counted run of {@code lesson}, in the order run. */
    static List<double[]> measure(String lesson) throws IOException, InterruptedException {
        return measure(state -> start(List.of(), state, lesson));
    }

    /** Returns {@code {wall ms, cpu ms}} of each counted start of {@link BareWindow}, started as the app is, beside its jar. */
    static List<double[]> measureBareWindow() throws IOException, InterruptedException {
        return measure(state -> new ProcessBuilder(java(), "-cp", appJar() + File.pathSeparator + System.getProperty("java.class.path"),
                BareWindow.class.getName()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))));
    }

    /** Something that starts a fresh JVM whose settings are in a given folder. */
    private interface Start {
        ProcessBuilder in(Path state) throws IOException;
    }

    private static List<double[]> measure(Start start) throws IOException, InterruptedException {
        Path state = Files.createTempDirectory("startup-state");
        List<double[]> runs = new ArrayList<>();
        for (int i = 0; i <= RUNS; i++) {
            double[] run = run(start.in(state).redirectErrorStream(true).start(), i);
            if (i > 0) {
                runs.add(run);
            }
        }
        return runs;
    }

    /**
     * Returns the command that starts the app's jar ({@code java -jar}) in a fresh JVM with {@code jvmOptions}, its
     * settings in {@code state}, in {@code lesson}, until its window shows.
     */
    static ProcessBuilder start(List<String> jvmOptions, Path state, String lesson) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(java());
        command.addAll(jvmOptions);
        command.addAll(List.of("-Dspriteplayground.stateDir=" + state, "-jar", appJar().toString(), "--exit-when-shown", "--lesson", lesson));
        return new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
    }

    /** Returns the app's jar, beside the benchmarks' jar. */
    private static Path appJar() throws IOException {
        Path appJar = Path.of(System.getProperty("java.class.path")).toAbsolutePath().resolveSibling("sprite-playground.jar");
        if (!Files.isRegularFile(appJar)) {
            throw new IOException("no " + appJar + ": build it first with mvn -Pbench -DskipTests package");
        }
        return appJar;
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static double[] run(Process child, int index) throws IOException, InterruptedException {
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
            throw new IOException("start-up run " + index + " did not report its time (exit " + child.exitValue() + ")");
        }
        return run;
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
