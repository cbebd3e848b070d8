package org.spriteplayground.app;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The jar's entry point and a quick start for the jar started plainly,
 * {@code java [-Dname=value ...] -jar sprite-playground.jar [arguments]}: the window opens in a
 * second JVM started with {@link #FLAGS} and the jar's class-data archive, and this JVM waits for
 * it and exits with its exit code.
 *
 * <p>Why: on a two-core machine the optimising compiler (C2) took a quarter of the CPU of a start,
 * compiling code that runs only while the window is built, and each class was read and verified
 * from the jar; together they made the window show in 1.1 s instead of 0.6. A jar's manifest
 * cannot carry JVM options, so the JVM the user started starts the one that shows the window. The
 * installers' launcher gets the same options from {@code src/packaging/dist.xml} and needs no
 * second JVM.
 *
 * <p>The JVM opens the window itself when it was started any other way (from an installer, with
 * {@code -cp}, with JVM options other than system properties, which the user chose for a reason),
 * for the commands that print and exit, when the system property {@value #OFF} is {@code false},
 * when the platform does not tell a process its command line (Windows), or when the second JVM
 * cannot be started.
 */
public final class QuickStart {

    /**
     * The JVM options of a quick start: the optimising compiler waits for a hundred times its usual
     * number of calls and loop turns, so the code that builds the window runs compiled by the quick
     * compiler (C1) alone, while the simulation's loops, which turn millions of times a second,
     * still reach C2 within a second or two.
     */
    public static final List<String> FLAGS = List.of(
            "-XX:Tier4InvocationThreshold=500000",
            "-XX:Tier4MinInvocationThreshold=60000",
            "-XX:Tier4CompileThreshold=1500000",
            "-XX:Tier4BackEdgeThreshold=4000000");

    /** The system property that, set to {@code false}, keeps the window in the JVM the user started. */
    static final String OFF = "spriteplayground.quickStart";

    /** The system property holding the launching JVM's CPU time in milliseconds when it started this one. */
    static final String LAUNCHER_CPU = "spriteplayground.launcherCpuMillis";

    /** The first arguments that print and exit without a window: no second JVM for them. */
    private static final Set<String> NO_WINDOW = Set.of("report", "experiment", "worksheet", "-h", "--help", "--list-lessons");

    private QuickStart() {
    }

    /**
     * Entry point of the jar: opens the window in a quick start's JVM if this one was started
     * plainly, else goes on as {@link Launcher}. A class of its own, so that a quick start loads
     * nothing of the window in the first JVM.
     */
    public static void main(String[] args) {
        OptionalInt quick = relaunch(args);
        if (quick.isPresent()) {
            System.exit(quick.getAsInt());
        }
        Launcher.main(args);
    }

    /**
     * Starts the window's JVM and waits for it, if this JVM was started plainly with the jar;
     * returns its exit code, or empty when this JVM should go on and open the window itself.
     */
    static OptionalInt relaunch(String[] args) {
        if ("false".equals(System.getProperty(OFF)) || System.getProperty(ProcessAge.LAUNCHER_AGE) != null) {
            return OptionalInt.empty();
        }
        Optional<String[]> commandLine = ProcessHandle.current().info().arguments();
        Path jar = ownJar();
        if (commandLine.isEmpty() || jar == null) {
            return OptionalInt.empty();
        }
        Optional<List<String>> command = command(List.of(commandLine.get()), List.of(args), jar,
                Path.of(System.getProperty("java.home")), Path.of(System.getProperty("user.dir")), ProcessAge.millis());
        if (command.isEmpty()) {
            return OptionalInt.empty();
        }
        Process window;
        try {
            window = new ProcessBuilder(command.get()).inheritIO().start();
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
        // Stopped (Ctrl+C, a log-out), this JVM stops the window's too.
        Runtime.getRuntime().addShutdownHook(new Thread(new Stopper(window), "quick start stop"));
        while (true) {
            try {
                return OptionalInt.of(window.waitFor());
            } catch (InterruptedException e) {
                // Nothing here interrupts; keep waiting for the window's JVM.
            }
        }
    }

    /**
     * Returns the command of the window's JVM, or empty when this JVM should open the window
     * itself. {@code commandLine} is this JVM's arguments after the {@code java} executable,
     * {@code args} the app's, {@code jar} this jar, {@code ageMillis} this process's age, and a
     * relative {@code -jar} path is resolved against {@code workingDir}.
     */
    static Optional<List<String>> command(List<String> commandLine, List<String> args, Path jar, Path javaHome, Path workingDir, long ageMillis) {
        int dashJar = commandLine.indexOf("-jar");
        if (dashJar < 0 || dashJar + 1 >= commandLine.size() || ageMillis < 0
                || !sameFile(workingDir.resolve(commandLine.get(dashJar + 1)), jar)
                || !args.isEmpty() && NO_WINDOW.contains(args.get(0))) {
            return Optional.empty();
        }
        List<String> properties = commandLine.subList(0, dashJar);
        for (String option : properties) {
            if (!option.startsWith("-D")) {
                return Optional.empty();
            }
        }
        List<String> command = new ArrayList<>();
        command.add(javaHome.resolve("bin").resolve("java").toString());
        command.addAll(FLAGS);
        Path archive = archive(jar);
        if (archive != null) {
            // Unusable (made by another JDK build, or for an older jar), it is left out without a word.
            command.addAll(List.of("-XX:SharedArchiveFile=" + archive, "-Xshare:auto", "-Xlog:cds*=off"));
        }
        command.addAll(properties);
        command.add("-D" + ProcessAge.LAUNCHER_AGE + "=" + ageMillis);
        Optional<Duration> cpu = ProcessHandle.current().info().totalCpuDuration();
        command.add("-D" + LAUNCHER_CPU + "=" + (cpu.isPresent() ? cpu.get().toMillis() : 0));
        command.addAll(List.of("-cp", jar.toString(), Launcher.class.getName()));
        command.addAll(args);
        return Optional.of(command);
    }

    /** Returns the class-data archive the build made beside {@code jar} ({@code NAME.jsa} for {@code NAME.jar}) if it is there and not older than the jar, else null. */
    static Path archive(Path jar) {
        String name = jar.getFileName().toString();
        if (!name.endsWith(".jar")) {
            return null;
        }
        Path archive = jar.resolveSibling(name.substring(0, name.length() - ".jar".length()) + ".jsa");
        File file = archive.toFile();
        return file.isFile() && file.lastModified() >= jar.toFile().lastModified() ? archive : null;
    }

    /** Returns the jar this class was loaded from, or null if it was not loaded from a jar. */
    private static Path ownJar() {
        try {
            Path path = Path.of(QuickStart.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(path) && path.getFileName().toString().endsWith(".jar") ? path : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /** Stops the window's JVM; a class, not a lambda, which would cost a quick start's first JVM a few milliseconds to link. */
    private record Stopper(Process window) implements Runnable {
        @Override
        public void run() {
            window.destroy();
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }
}
