package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The built jar started as a user starts it, {@code java -jar}, timed as CI and the start-up figures time it. */
class JarStartIT {

    private static final Path JAR = Path.of(System.getProperty("spriteplayground.jar", "target/sprite-playground.jar"));

    @TempDir
    Path folder;

    @Test
    void exitWhenShownPrintsTheStartUpTimesAndExitsZero() throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dspriteplayground.stateDir=" + folder.resolve("state"), "-jar", JAR.toString(), "--exit-when-shown", "--lesson", "stress")
                .redirectOutput(folder.resolve("out.txt").toFile()).redirectError(folder.resolve("err.txt").toFile()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        List<String> out = Files.readAllLines(folder.resolve("out.txt"), StandardCharsets.UTF_8);
        assertThat(out).anyMatch(l -> l.matches("window_shown_ms [1-9]\\d*")).anyMatch(l -> l.matches("window_shown_cpu_ms [1-9]\\d*"));
        assertThat(Files.readString(folder.resolve("err.txt"))).isEmpty();
        // The window was the app's, with the settings where the system property said.
        assertThat(folder.resolve("state").resolve("settings.properties")).exists();
    }
}
