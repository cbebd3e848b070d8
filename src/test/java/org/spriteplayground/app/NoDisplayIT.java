package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The built jar, started where no window can open, says so in one line and exits with 2. */
class NoDisplayIT {

    private static final Path JAR = Path.of(System.getProperty("spriteplayground.jar", "target/sprite-playground.jar"));

    @Test
    void withoutDisplayVariable() throws Exception {
        Result r = runJar(null);
        assertThat(r.code).isEqualTo(2);
        assertThat(r.stdout).isEmpty();
        assertThat(r.stderr).singleElement().asString()
                .startsWith("sprite-playground: no display available")
                .contains("xvfb-run -a java -jar sprite-playground.jar");
    }

    @Test
    void withADisplayThatPointsNowhere() throws Exception {
        Result r = runJar(":9421");
        assertThat(r.code).isEqualTo(2);
        assertThat(r.stdout).isEmpty();
        assertThat(r.stderr).singleElement().asString()
                .isEqualTo("sprite-playground: cannot connect to display ':9421'; run it on a desktop, or under a virtual display: xvfb-run -a java -jar sprite-playground.jar");
    }

    private record Result(int code, List<String> stdout, List<String> stderr) {
    }

    private static Result runJar(String display) throws IOException, InterruptedException {
        assertThat(JAR).as("run 'mvn verify' so the jar is built first").exists();
        Path out = Files.createTempFile("sprite-playground", ".out");
        Path err = Files.createTempFile("sprite-playground", ".err");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        pb.environment().remove("DISPLAY");
        pb.environment().remove("WAYLAND_DISPLAY");
        if (display != null) {
            pb.environment().put("DISPLAY", display);
        }
        Process process = pb.start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the jar must exit, not hang").isTrue();
        Result result = new Result(process.exitValue(), Files.readAllLines(out, StandardCharsets.UTF_8), Files.readAllLines(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return result;
    }
}
