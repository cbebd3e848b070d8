package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The built jar started as a user starts it, {@code java -jar}: its window opens in a second, tuned JVM. */
class QuickStartIT {

    private static final Path JAR = Path.of(System.getProperty("spriteplayground.jar", "target/sprite-playground.jar"));

    @TempDir
    Path folder;

    private ProcessBuilder java(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dspriteplayground.stateDir=" + folder.resolve("state")));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectOutput(folder.resolve("out.txt").toFile()).redirectError(folder.resolve("err.txt").toFile());
    }

    private List<String> lines(String file) throws Exception {
        return Files.readAllLines(folder.resolve(file), StandardCharsets.UTF_8);
    }

    @Test
    void theWindowOpensInTheTunedJvmWhichGetsTheUsersSystemProperties() throws Exception {
        Process p = java("-jar", JAR.toString(), "--exit-when-shown", "--lesson", "stress").start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        assertThat(lines("out.txt")).contains("window_shown_quick_start true").anyMatch(l -> l.matches("window_shown_ms \\d+"));
        // The settings went where the property the user gave this JVM says: the second JVM had it too.
        assertThat(folder.resolve("state").resolve("settings.properties")).exists();
    }

    @Test
    void turnedOffTheWindowOpensInTheUsersJvm() throws Exception {
        Process p = java("-Dspriteplayground.quickStart=false", "-jar", JAR.toString(), "--exit-when-shown").start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(lines("out.txt")).contains("window_shown_quick_start false");
    }

    @Test
    void aBadArgumentSaysOneLineAndTheExitCodeComesBack() throws Exception {
        Process p = java("-jar", JAR.toString(), "--lesson", "nope").start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(Main.EXIT_USAGE);
        assertThat(lines("err.txt")).singleElement().asString().startsWith("sprite-playground: ");
        assertThat(lines("out.txt")).isEmpty();
    }

    @Test
    void stoppingTheUsersJvmStopsTheWindows() throws Exception {
        Process p = java("-jar", JAR.toString(), "--lesson", "flying-jets").start();
        try {
            Optional<ProcessHandle> window = Optional.empty();
            for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); window.isEmpty() && System.nanoTime() < end; ) {
                window = p.descendants().filter(h -> h.info().command().map(c -> c.endsWith("java")).orElse(false)).findFirst();
                Thread.sleep(50);
            }
            assertThat(window).as("the window's JVM").isPresent();
            p.destroy();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(window.get().onExit().get(30, TimeUnit.SECONDS).isAlive()).isFalse();
        } finally {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
    }
}
