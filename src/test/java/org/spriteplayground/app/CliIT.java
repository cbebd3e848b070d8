package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.sprite.ImageFiles;

/** The built jar's commands, run as separate processes without a display and with a small heap. */
class CliIT {

    private static final Path JAR = Path.of(System.getProperty("spriteplayground.jar", "target/sprite-playground.jar"));

    @TempDir
    Path folder;

    @Test
    void aDecompressionBombIsRefusedWithin64MegabytesOfHeap() throws Exception {
        Path bomb = ImageFiles.bomb(folder, 60_000);
        Result r = java("-Xmx64m", "report", bomb.toString());
        assertThat(r.code).isEqualTo(2);
        assertThat(r.stderr).singleElement().asString().isEqualTo("sprite-playground report: " + bomb + ": 60000 x 60000 pixels is too large (at most 4096 x 4096)");
    }

    @Test
    void reportRunsWithoutADisplay() throws Exception {
        Result r = java("-Xmx64m", "report", "missile", "--step", "90");
        assertThat(r.code).isZero();
        assertThat(r.stdout).hasSize(5).first().isEqualTo(TightnessTable.HEADER);
        assertThat(r.stderr).isEmpty();
    }

    @Test
    void aLongExperimentRunsInConstantMemory() throws Exception {
        // Five million placements held at once would need about 300 MB; streamed they fit in 32.
        Result r = java("-Xmx32m", "experiment", "jet", "jet", "--trials", "5000000", "--seed", "3");
        assertThat(r.stderr).noneMatch(line -> line.contains("Exception") || line.contains("Error"));
        assertThat(r.code).isZero();
        assertThat(r.stdout).as("the header and a row a bound kind").hasSize(1 + org.spriteplayground.sprite.BoundKind.values().length).element(1).asString().startsWith("circle,5000000,");
    }

    private record Result(int code, List<String> stdout, List<String> stderr) {
    }

    private Result java(String heap, String... args) throws Exception {
        Path out = folder.resolve("out.txt");
        Path err = folder.resolve("err.txt");
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap, "-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().remove("DISPLAY");
        Process p = pb.start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Result(p.exitValue(), Files.readAllLines(out, StandardCharsets.UTF_8), Files.readAllLines(err, StandardCharsets.UTF_8));
    }
}
