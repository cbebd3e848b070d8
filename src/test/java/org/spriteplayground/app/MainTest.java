package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line, run headless (surefire sets java.awt.headless=true). */
class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void aLoneSceneFileOpensAsAScene() {
        assertThat(Main.arguments(List.of("/home/pupil/two jets.scene.json"))).containsExactly("--scene", "/home/pupil/two jets.scene.json");
    }

    @Test
    void otherCommandLinesPassUnchanged() {
        assertThat(Main.arguments(List.of())).isEmpty();
        assertThat(Main.arguments(List.of("--lesson", "stress"))).containsExactly("--lesson", "stress");
        assertThat(Main.arguments(List.of("--scene", "a.scene.json"))).containsExactly("--scene", "a.scene.json");
        assertThat(Main.arguments(List.of("report", "jet"))).containsExactly("report", "jet");
    }

    @Test
    void helpPrintsUsageAndSucceeds() {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).startsWith("Usage: java -jar sprite-playground.jar").contains("xvfb-run");
        assertThat(text(err)).isEmpty();
    }

    @Test
    void unknownArgumentIsOneLineAndExitTwo() {
        assertThat(run("--fly")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: unknown argument '--fly' (try --help)" + System.lineSeparator());
    }

    @Test
    void listLessonsPrintsIdTabTitleWithoutADisplay() {
        assertThat(run("--list-lessons")).isZero();
        assertThat(text(out).lines()).hasSize(org.spriteplayground.lesson.Lessons.ALL.size()).first().isEqualTo("flying-jets\tFlying jets: bounding circles (seed 004)");
        assertThat(text(out).lines()).allSatisfy(line -> assertThat(line).matches("[a-z-]+\t.+"));
    }

    @Test
    void unknownOrMissingLessonIdIsOneLineAndExitTwo() {
        assertThat(run("--lesson", "warp-drive")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).startsWith("sprite-playground: unknown lesson 'warp-drive' (known: flying-jets, three-outcomes,")
                .hasLineCount(1);
        err.reset();
        assertThat(run("--lesson")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).startsWith("sprite-playground: --lesson needs an id").hasLineCount(1);
    }

    @Test
    void aKnownLessonStillNeedsADisplay() {
        assertThat(run("--lesson", "tunnelling")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).startsWith("sprite-playground: no display available");
    }

    @Test
    void withoutADisplayItSaysSoInOneLine() {
        assertThat(run()).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines()).singleElement().asString()
                .startsWith("sprite-playground: no display available").contains("xvfb-run");
    }

    @Test
    void aSceneThatCannotBeReadIsOneLineAndExitTwoBeforeAnyWindow(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path missing = dir.resolve("missing.scene.json");
        assertThat(run("--scene", missing.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: No such scene file: " + missing + System.lineSeparator());
        err.reset();
        java.nio.file.Path truncated = java.nio.file.Files.writeString(dir.resolve("cut.scene.json"), "{\"schemaVersion\": 1, \"lesson\": \"fly");
        assertThat(run("--scene", truncated.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).as("the file named").matches("sprite-playground: " + java.util.regex.Pattern.quote(truncated.toString())
                + ": The scene is not valid JSON \\(line 1, column \\d+\\): it may be cut short\\.\\R").hasLineCount(1);
        err.reset();
        java.nio.file.Path other = java.nio.file.Files.writeString(dir.resolve("other.scene.json"),
                "{\"schemaVersion\": 1, \"lesson\": \"no-such-lesson\", \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1}");
        assertThat(run("--scene", other.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).as("the file named").startsWith("sprite-playground: " + other + ": The scene's lesson \"no-such-lesson\"").hasLineCount(1);
        err.reset();
        assertThat(run("--scene", dir.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: " + dir + " is a folder, not a scene file." + System.lineSeparator());
        err.reset();
        assertThat(run("--scene")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).startsWith("sprite-playground: --scene needs a file").hasLineCount(1);
    }

    @Test
    void helpListsEveryCommandInItsUsageLines() {
        assertThat(run("--help")).isZero();
        String usage = text(out).substring(0, text(out).indexOf(System.lineSeparator() + System.lineSeparator()));
        assertThat(usage).contains("sprite-playground.jar report ").contains("sprite-playground.jar experiment ")
                .contains("sprite-playground.jar worksheet LESSON_OR_SCENE [--out FILE.pdf]")
                .contains("sprite-playground.jar quiz ").contains("sprite-playground.jar class FILE.csv… [--out FILE.pdf]");
        String help = text(out);
        assertThat(help.indexOf("SPRITE is a bundled")).as("what SPRITE is, after every command's description").isGreaterThan(help.indexOf("  class FILE.csv"));
    }

    @Test
    void listLessonsRefusesAStrayArgumentInOneLine() {
        assertThat(run("--list-lessons", "extra")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(out)).isEmpty();
        assertThat(text(err)).isEqualTo("sprite-playground: unexpected argument 'extra' after --list-lessons (try --help)" + System.lineSeparator());
    }

    @Test
    void helpWithAStrayArgumentAndARepeatedLessonOrSceneAreRefusedInOneLine() {
        assertThat(run("-h", "extra")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: unexpected argument 'extra' after -h (try --help)" + System.lineSeparator());
        err.reset();
        assertThat(run("--lesson", "flying-jets", "--lesson", "tunnelling")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: --lesson is given twice" + System.lineSeparator());
        err.reset();
        assertThat(run("--scene", "a.scene.json", "--scene", "b.scene.json")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: --scene is given twice" + System.lineSeparator());
        assertThat(text(out)).isEmpty();
    }

    @Test
    void anEmptySceneFileIsSaidToBeEmpty(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // An empty file (a save or USB copy cut off) is told that it is empty, not something about JSON.
        java.nio.file.Path empty = java.nio.file.Files.createFile(dir.resolve("empty.scene.json"));
        assertThat(run("--scene", empty.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: " + empty + ": The file is empty (0 bytes)." + System.lineSeparator());
    }

    @Test
    void aSceneFileCutInsideANumberOrAWordIsCutShortInOneLine(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.util.Map<String, Integer> valueAt = java.util.Map.of("{\"schemaVersion\": 1,\n  \"y\": 50.", 8, "{\"schemaVersion\": 1,\n  \"on\": fa", 9);
        for (java.util.Map.Entry<String, Integer> cut : valueAt.entrySet()) {
            java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("cut.scene.json"), cut.getKey());
            err.reset();
            assertThat(run("--scene", file.toString())).as(cut.getKey()).isEqualTo(Main.EXIT_USAGE);
            assertThat(text(err)).as(cut.getKey()).isEqualTo("sprite-playground: " + file
                    + ": The scene is not valid JSON (line 2, column " + cut.getValue() + "): it may be cut short." + System.lineSeparator());
        }
    }

    @Test
    void aSceneOfAnUnknownLessonIsReportedBeforeTheMissingDisplay(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("warp.scene.json"),
                "{\"schemaVersion\": 1, \"lesson\": \"warp-drive\", \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1}");
        assertThat(run("--scene", file.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).doesNotContain("display").contains("warp-drive").hasLineCount(1);
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
