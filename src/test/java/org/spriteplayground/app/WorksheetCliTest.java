package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code worksheet LESSON [--out FILE.pdf]} as a user types it. */
class WorksheetCliTest {

    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void writesTheWorksheetAndPrintsItsAbsolutePath() throws Exception {
        Path file = folder.resolve("jets.pdf");
        assertThat(run("worksheet", "flying-jets", "--out", file.toString())).isZero();
        assertThat(text(out).strip()).isEqualTo(file.toAbsolutePath().toString());
        assertThat(text(err)).isEmpty();
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(3);
        }
    }

    @Test
    void aSavedSceneGivesTheWorksheetOfThatScene() throws Exception {
        Path scene = folder.resolve("apart.scene.json");
        org.spriteplayground.scene.SceneFiles.write(new org.spriteplayground.scene.Scene("three-outcomes", java.util.Map.of(),
                java.util.List.of(new org.spriteplayground.scene.BodyPose("P", 100, 100, 0, 20), new org.spriteplayground.scene.BodyPose("Q", 200, 100, 0, 20)),
                java.util.List.of(), 1, 0, java.util.Map.of()), scene);
        Path file = folder.resolve("apart.pdf");
        assertThat(run("worksheet", scene.toString(), "--out", file.toString())).isZero();
        assertThat(text(err)).isEmpty();
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            // d² = 100² between the centres placed in the scene, not the lesson's opening distance (the key gives it; page 1 asks).
            assertThat(text).contains("Three outcomes").contains("between the centres? 10,000.000");
        }
        err.reset();
        assertThat(run("worksheet", folder.resolve("missing.scene.json").toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).singleElement().asString().startsWith("sprite-playground worksheet: No such scene file:");
    }

    @Test
    void anUnknownLessonIsOneLineAndCode2() {
        assertThat(run("worksheet", "no-such-lesson", "--out", folder.resolve("x.pdf").toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).singleElement().asString().startsWith("sprite-playground worksheet: unknown lesson 'no-such-lesson'")
                .contains("flying-jets");
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void aFolderAsOutputIsOneLineAndCode2() throws Exception {
        assertThat(run("worksheet", "stress", "--out", folder.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).singleElement().asString().contains("it is a folder");
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void aMissingValueOrLessonIsOneLineAndCode2() {
        assertThat(run("worksheet", "stress", "--out")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).singleElement().asString().isEqualTo("sprite-playground worksheet: --out needs a value");
        err.reset();
        assertThat(run("worksheet")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).singleElement().asString().isEqualTo("sprite-playground worksheet: expected 1 lesson, got 0 (try --help)");
    }

    @Test
    void anOutputInAMissingFolderIsOneLineAndCode2() throws Exception {
        assertThat(run("worksheet", "stress", "--out", folder.resolve("nowhere/sheet.pdf").toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).singleElement().asString().startsWith("sprite-playground worksheet: cannot write");
        try (Stream<Path> left = Files.walk(folder)) {
            assertThat(left).containsExactly(folder);
        }
    }

    @Test
    void helpNamesTheCommand() {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).contains("worksheet LESSON_OR_SCENE [--out FILE.pdf]");
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
