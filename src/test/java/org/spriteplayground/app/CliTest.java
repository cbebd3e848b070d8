package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.sprite.ImageFiles;

/** The display-free commands, as a user types them. */
class CliTest {

    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void reportWritesTheTightnessTableToStdout() {
        assertThat(run("report", "jet")).isZero();
        List<String> lines = text(out).lines().toList();
        assertThat(lines).hasSize(361).first().isEqualTo(TightnessTable.HEADER);
        assertThat(lines.get(1)).startsWith("0,1788,7853.982,4800.000,");
        assertThat(lines.get(360)).startsWith("359,");
        assertThat(text(err)).isEmpty();
    }

    @Test
    void reportWithAStepAndAnOutputFileReadsAnImagePath() throws Exception {
        Path image = ImageFiles.disc(folder, "png");
        Path csv = folder.resolve("disc.csv");
        assertThat(run("report", image.toString(), "--step", "2.5", "--out", csv.toString())).isZero();
        assertThat(text(out)).isEmpty();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(1 + 144).first().isEqualTo(TightnessTable.HEADER);
        assertThat(lines.get(2)).startsWith("2.5,");
    }

    @Test
    void experimentIsRepeatableBySeed() {
        assertThat(run("experiment", "jet", "saucer", "--trials", "3000", "--seed", "5")).isZero();
        List<String> first = text(out).lines().toList();
        out.reset();
        assertThat(run("experiment", "jet", "saucer", "--seed", "5", "--trials", "3000")).isZero();
        List<String> second = text(out).lines().toList();
        assertThat(first.get(0)).isEqualTo(Experiment.HEADER);
        assertThat(first).hasSize(10);
        Function<String, String> withoutTiming = line -> String.join(",", java.util.Arrays.asList(line.split(",", -1)).subList(0, 7));
        assertThat(second.stream().map(withoutTiming)).containsExactlyElementsOf(first.stream().map(withoutTiming).toList());
        assertThat(first.subList(1, 9)).allSatisfy(row -> assertThat(row.split(",")[4]).as("misses").isEqualTo("0"));
    }

    @Test
    void helpDocumentsBothCommands() {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).contains("report SPRITE [--step DEG] [--out FILE]")
                .contains("experiment SPRITE_A SPRITE_B [--trials N] [--seed S] [--out FILE]")
                .contains(TightnessTable.HEADER).contains(Experiment.HEADER);
        assertThat(text(out).replaceAll("\\s+", " "))
                .contains("N is a whole number from 1 to 100,000,000; S is a whole number (negative allowed).")
                .contains("false_alarm_share is false alarms / hits: the share of the bound's hits where the pixels do not touch, ")
                .contains("in full digits, with its standard error from sampling in false_alarm_share_se.")
                .contains("ns_per_test is the median pass, ns_per_test_min and ns_per_test_max the fastest and the slowest, in nanoseconds per test, "
                        + "over 7 timed passes of the same 4,000 placements, after untimed warm-up passes");
    }

    @Test
    void theCommandLineTakesTheSameLimitsAsTheDialog() {
        assertThat(run("experiment", "jet", "saucer", "--trials", String.valueOf(ExperimentLimits.MIN_TRIALS), "--seed", "-3")).isZero();
        assertThat(text(out).lines().toList()).hasSize(10).element(1).asString().startsWith("circle,1,");
        assertThat(text(err)).isEmpty();
    }

    @Test
    void everyKindOfBadInputIsOneLineAndExitTwo() {
        assertBad("sprite-playground report: no bundled sprite or file named 'zeppelin' (bundled: jet, missile, bomber, saucer, crescent)", "report", "zeppelin");
        assertBad("sprite-playground report: " + folder + ": is a folder, not an image file", "report", folder.toString());
        assertBad("sprite-playground report: " + folder.resolve("gone.png") + ": no such file", "report", folder.resolve("gone.png").toString());
        assertBad("sprite-playground report: " + folder.resolve("notes.png") + ": not an image", "report", ImageFiles.notAnImage(folder).toString());
        assertBad("sprite-playground report: " + folder.resolve("truncated.png") + ": the image is corrupt or truncated", "report", ImageFiles.truncated(folder).toString());
        assertBad("sprite-playground report: " + folder.resolve("corrupt.png") + ": the image is corrupt or truncated", "report", ImageFiles.corrupt(folder).toString());
        assertBad("sprite-playground report: sprite 'empty' has no opaque pixel", "report", ImageFiles.transparent(folder).toString());
        assertBad("sprite-playground report: " + folder.resolve("bomb.png") + ": 50000 x 50000 pixels is too large", "report", ImageFiles.bomb(folder, 50_000).toString());
        assertBad("sprite-playground report: --step must be a number of degrees from 0.01 to 360, was '0'", "report", "jet", "--step", "0");
        assertBad("sprite-playground report: --step must be a number of degrees from 0.01 to 360, was '1e-300'", "report", "jet", "--step", "1e-300");
        assertBad("sprite-playground report: --step must be a number of degrees from 0.01 to 360, was 'ten'", "report", "jet", "--step", "ten");
        assertBad("sprite-playground report: --step must be a number of degrees from 0.01 to 360, was '１０'", "report", "jet", "--step", "１０");
        assertBad("sprite-playground experiment: --trials must be a whole number from 1 to 100,000,000, was '１０'", "experiment", "jet", "jet", "--trials", "１０");
        assertBad("sprite-playground report: no bundled sprite or file named 'a\\nb\\u001B[31m'", "report", "a\nb\u001b[31m");
        assertBad("sprite-playground report: no bundled sprite or file named '" + "x".repeat(79) + "…'", "report", "x".repeat(10_000));
        assertBad("sprite-playground report: /dev/zero is not an ordinary file", "report", "/dev/zero");
        assertBad("sprite-playground report: cannot write " + folder.resolve("sub.csv") + "/: it is a folder", "report", "jet", "--out", folder.resolve("sub.csv") + "/");
        assertBad("sprite-playground report: --step needs a value", "report", "jet", "--step");
        assertBad("sprite-playground report: unknown option '--angle' (try --help)", "report", "jet", "--angle", "3");
        assertBad("sprite-playground report: expected 1 sprite, got 0 (try --help)", "report");
        assertBad("sprite-playground report: " + folder.resolve("no/such/dir.csv") + " was not written: its folder does not exist. Choose another folder.",
                "report", "jet", "--out", folder.resolve("no/such/dir.csv").toString());
        assertBad("sprite-playground experiment: " + folder.resolve("no/such/x.csv") + " was not written: its folder does not exist. Choose another folder.",
                "experiment", "jet", "jet", "--trials", "1", "--out", folder.resolve("no/such/x.csv").toString());
        assertBad("sprite-playground experiment: expected 2 sprites, got 1 (try --help)", "experiment", "jet");
        assertBad("sprite-playground experiment: --trials must be a whole number from 1 to 100,000,000, was '-5'", "experiment", "jet", "jet", "--trials", "-5");
        assertBad("sprite-playground experiment: --trials must be a whole number from 1 to 100,000,000, was '100000001'", "experiment", "jet", "jet", "--trials", "100000001");
        assertBad("sprite-playground experiment: --seed must be a whole number (negative allowed), was '1.5'", "experiment", "jet", "jet", "--seed", "1.5");
    }

    @Test
    void theoryFollowsTheUnchangedCsvAfterABlankLine() {
        assertThat(run("experiment", "jet", "saucer", "--trials", "3000", "--seed", "5")).isZero();
        List<String> plain = text(out).lines().toList();
        out.reset();
        assertThat(run("experiment", "jet", "saucer", "--theory", "--trials", "3000", "--seed", "5")).isZero();
        List<String> lines = text(out).lines().toList();
        Function<String, String> withoutTiming = line -> String.join(",", java.util.Arrays.asList(line.split(",", -1)).subList(0, 7));
        assertThat(lines.subList(0, 10).stream().map(withoutTiming)).containsExactlyElementsOf(plain.stream().map(withoutTiming).toList());
        assertThat(lines).hasSize(10 + 1 + 1 + 9 + 1);
        assertThat(lines.get(10)).isEmpty();
        assertThat(lines.get(11)).isEqualTo(org.spriteplayground.experiment.Theory.CSV_HEADER);
        assertThat(lines.subList(12, 21)).extracting(l -> l.split(",")[0])
                .containsExactly("circle", "aabb", "tight_aabb", "obb", "min_circle", "hull", "capsule", "kdop8", "pixels");
        assertThat(lines.get(12)).as("each measured figure with its error, each expected one to a tenth of a point").matches("circle,0\\.\\d{6},0\\.\\d{6},0\\.592,0\\.\\d{6},0\\.\\d{6},0\\.\\d{3},\".*\"");
        assertThat(lines.get(17)).as("the hull is the convex truth: no convex false alarm")
                .matches("hull,0\\.\\d{6},0\\.\\d{6},0\\.\\d{3},0\\.\\d{6},0\\.\\d{6},0\\.000,\"kinematic formula .*\"");
        assertThat(lines.get(20)).as("no formula for the pixels of shapes that are not convex").matches("pixels,0\\.\\d{6},0\\.\\d{6},,0\\.000000,,,\".*\"");
        assertThat(lines.get(21)).startsWith("# The pixels met in ");
        assertBad("sprite-playground experiment: --theory is given twice", "experiment", "jet", "jet", "--theory", "--theory");
        assertBad("sprite-playground experiment: expected 2 sprites, got 3 (try --help)", "experiment", "jet", "jet", "jet", "--theory");
    }

    private void assertBad(String expectedStart, String... args) {
        out.reset();
        err.reset();
        assertThat(run(args)).as(String.join(" ", args)).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).as(String.join(" ", args)).startsWith(expectedStart).hasLineCount(1);
        assertThat(text(out)).isEmpty();
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
