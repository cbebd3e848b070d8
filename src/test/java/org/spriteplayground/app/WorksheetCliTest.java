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
            assertThat(doc.getNumberOfPages()).as("the pupils' page, the answer key with the chart").isEqualTo(2);
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
    void aPipeAsOutputIsRefusedInThePlainLineOfTheSafeWriter() throws Exception {
        Path pipe = org.spriteplayground.files.Fifos.make(folder.resolve("w.pdf"));
        assertThat(run("worksheet", "stress", "--out", pipe.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground worksheet: " + pipe
                + " is not an ordinary file (it is a device, a pipe or a socket), so it is left alone." + System.lineSeparator());
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
        assertThat(text(err).lines().toList()).singleElement().asString()
                .isEqualTo("sprite-playground worksheet: " + folder.resolve("nowhere/sheet.pdf") + " was not written: its folder does not exist. Choose another folder.");
        try (Stream<Path> left = Files.walk(folder)) {
            assertThat(left).containsExactly(folder);
        }
    }

    /**
     * A worksheet from the command line is of the lesson run a number of steps the page states, its key
     * from that same run: at step 0 "how many times has the flyer been sent back?" and "how many flights
     * passed through?" would always be "0".
     */
    @Test
    void counterQuestionsAreAskedOfTheLessonRunTheStepsThePageStates() throws Exception {
        java.util.Map<String, java.util.List<String>> counted = java.util.Map.of(
                "flying-jets", java.util.List.of("resets@0"), "tunnelling", java.util.List.of("passed through@0", "stopped by the wall@1"));
        for (var lesson : counted.entrySet()) {
            Path file = folder.resolve(lesson.getKey() + ".pdf");
            assertThat(run("worksheet", lesson.getKey(), "--out", file.toString())).isZero();
            var shown = new org.spriteplayground.playground.Playground(org.spriteplayground.lesson.Lessons.byId(lesson.getKey()).orElseThrow(),
                    org.spriteplayground.sprite.SpriteLibrary.bundled());
            for (int i = 0; i < org.spriteplayground.lesson.WorksheetQuestion.STEPS_RUN; i++) {
                shown.step();
            }
            try (PDDocument doc = Loader.loadPDF(file.toFile())) {
                org.apache.pdfbox.text.PDFTextStripper stripper = new org.apache.pdfbox.text.PDFTextStripper();
                stripper.setEndPage(1);
                String page1 = stripper.getText(doc).replaceAll("\\s+", " ");
                stripper.setStartPage(doc.getNumberOfPages());
                stripper.setEndPage(doc.getNumberOfPages());
                String key = stripper.getText(doc).replaceAll("\\s+", " ");
                assertThat(page1).contains(org.spriteplayground.i18n.Texts.format("worksheet.afterSteps", org.spriteplayground.lesson.WorksheetQuestion.STEPS_RUN));
                for (String row : lesson.getValue()) {
                    String value = readout(shown.lesson(), row);
                    assertThat(value).as("%s: %s after the run", lesson.getKey(), row).isNotEqualTo("0");
                    assertThat(key).as("%s: the key gives %s after the run", lesson.getKey(), row).contains("? " + value + " ");
                }
            }
        }
    }

    /**
     * A sheet made from a scene file of a lesson whose questions count a run shows the readouts of
     * that run, so it says to open the file and run it to the step the readouts were taken at: the
     * file opens at its own step (here 0).
     */
    @Test
    void aSceneFileOfACountingLessonSaysToRunItToTheStepOfItsReadouts() throws Exception {
        Path scene = folder.resolve("jets.scene.json");
        org.spriteplayground.scene.SceneFiles.write(new org.spriteplayground.scene.Scene("flying-jets", java.util.Map.of(), java.util.List.of(),
                java.util.List.of("SPRITES", "CIRCLES"), 1, 0, java.util.Map.of()), scene);
        Path file = folder.resolve("jets-scene.pdf");
        assertThat(run("worksheet", scene.toString(), "--out", file.toString())).isZero();
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            org.apache.pdfbox.text.PDFTextStripper stripper = new org.apache.pdfbox.text.PDFTextStripper();
            stripper.setEndPage(1);
            String page1 = stripper.getText(doc).replaceAll("\\s+", " ");
            assertThat(page1).contains(org.spriteplayground.i18n.Texts.format("worksheet.openSceneRun", "jets.scene.json",
                    org.spriteplayground.lesson.WorksheetQuestion.STEPS_RUN).replaceAll("\\s+", " "));
        }
    }

    /** Moves undone are only made with the keys: a sheet of the lesson as it opens does not ask how many ("0"). */
    @Test
    void aCounterNoRunChangesIsNotAsked() throws Exception {
        Path file = folder.resolve("dot.pdf");
        assertThat(run("worksheet", "dot-and-wall", "--out", file.toString())).isZero();
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertThat(text).contains(org.spriteplayground.i18n.Texts.text("worksheet.q.wall.gap"))
                    .doesNotContain(org.spriteplayground.i18n.Texts.text("worksheet.q.wall.undone"));
        }
    }

    /** {@code --out ws/a.txt} is refused in one line, not answered with a PDF named a.txt. */
    @Test
    void anOutputNotEndingInPdfIsOneLineAndCode2() {
        assertThat(run("worksheet", "flying-jets", "--out", folder.resolve("a.txt").toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).singleElement().asString()
                .isEqualTo("sprite-playground worksheet: " + org.spriteplayground.i18n.Texts.format("cli.notPdf", folder.resolve("a.txt").toString()));
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void helpNamesTheCommand() {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).contains("worksheet LESSON_OR_SCENE [--out FILE.pdf]").contains("FILE must end in .pdf");
    }

    /** Returns value COLUMN of the readout row named LABEL, from "LABEL@COLUMN". */
    private static String readout(org.spriteplayground.lesson.Lesson lesson, String labelAtColumn) {
        String[] at = labelAtColumn.split("@");
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.label().equals(at[0])).findFirst().orElseThrow()
                .values().get(Integer.parseInt(at[1]));
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
