package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code class FILE.csv… [--out FILE.pdf]} as a teacher types it. */
class ClassCliTest {

    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private static String sample(String name) throws Exception {
        return Path.of(ClassCliTest.class.getResource("/org/spriteplayground/classroom/" + name).toURI()).toString();
    }

    @Test
    void printsOneLineAQuestionAndNamesTheBadLineOnStandardError() throws Exception {
        assertThat(run("class", sample("pupil-ada.csv"), sample("pupil-ben.csv"), sample("pupil-chloe.csv"))).isZero();
        assertThat(text(out).lines().toList()).containsExactly(
                "No.\tQuestion\tPupils\tPredicted right\tObserved right\tExplained right",
                "1\tFlying jets · the contact at step 431\t3\t2 of 3 (67\u00a0%)\t3 of 3 (100\u00a0%)\t2 of 3 (67\u00a0%)",
                "2\tThree outcomes · Worked example\t3\t2 of 3 (67\u00a0%)\tnot asked\tnot asked");
        assertThat(text(err).lines().toList()).singleElement().asString()
                .startsWith("sprite-playground class: ").contains("pupil-chloe.csv, line 3: 'maybe' in prediction_right");
    }

    @Test
    void aFileLeftOutIsOneLineAndTheOthersStillCount() throws Exception {
        Path folderGiven = Files.createDirectory(folder.resolve("answers"));
        assertThat(run("class", folderGiven.toString(), folder.resolve("missing.csv").toString(), sample("pupil-ada.csv"))).isZero();
        assertThat(text(out).lines()).hasSize(3);
        assertThat(text(err).lines().toList()).hasSize(2).allSatisfy(line -> assertThat(line).startsWith("sprite-playground class: Left out: "));
    }

    @Test
    void noFileReadIsCode2() throws Exception {
        Path other = Files.writeString(folder.resolve("scores.csv"), "pupil,score\n");
        assertThat(run("class", other.toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(out)).isEmpty();
        assertThat(text(err).lines().toList()).containsExactly(
                "sprite-playground class: " + text(err).lines().findFirst().orElseThrow().substring("sprite-playground class: ".length()),
                "sprite-playground class: no file could be read");
    }

    @Test
    void badArgumentsAreOneLineAndCode2() throws Exception {
        assertThat(run("class")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).strip()).isEqualTo("sprite-playground class: expected at least one answers CSV (try --help)");
        err.reset();
        assertThat(run("class", sample("pupil-ada.csv"), "--out", folder.resolve("chart.png").toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).strip()).startsWith("sprite-playground class: cannot write").endsWith("FILE must end in .pdf");
        err.reset();
        assertThat(run("class", sample("pupil-ada.csv"), "--size", "3")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).strip()).isEqualTo("sprite-playground class: unknown option '--size' (try --help)");
        err.reset();
        assertThat(run("class", sample("pupil-ada.csv"), "--out")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).strip()).isEqualTo("sprite-playground class: --out needs a value");
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void writesTheChartAsOnePdfPage() throws Exception {
        Path pdf = folder.resolve("class.pdf");
        assertThat(run("class", sample("pupil-ada.csv"), sample("pupil-ben.csv"), sample("pupil-chloe.csv"), "--out", pdf.toString())).isZero();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(1);
            PDPage page = doc.getPage(0);
            assertThat(page.getMediaBox().getWidth()).isGreaterThan(page.getMediaBox().getHeight());
            List<PDFormXObject> forms = new ArrayList<>();
            for (var name : page.getResources().getXObjectNames()) {
                if (page.getResources().getXObject(name) instanceof PDFormXObject form) {
                    forms.add(form);
                }
            }
            assertThat(forms).singleElement().satisfies(form -> assertThat(form.getContents().readAllBytes().length).isGreaterThan(2000));
            // The chart's text is drawn as outlines; its three bar colours show that the bars are there.
            java.awt.image.BufferedImage image = new org.apache.pdfbox.rendering.PDFRenderer(doc).renderImageWithDPI(0, 50);
            assertThat(List.of(0xE69F00, 0x56B4E9, 0x009E73)).allSatisfy(rgb -> assertThat(pixels(image, rgb)).as("%06x", rgb).isGreaterThan(50));
        }
    }

    @Test
    void theHelpNamesTheCommand() {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).contains("class FILE.csv… [--out FILE.pdf]").contains(org.spriteplayground.classroom.AnswersCsv.HEADER);
    }

    /** Returns how many pixels of {@code image} are {@code rgb}, give or take antialiasing. */
    private static int pixels(java.awt.image.BufferedImage image, int rgb) {
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int p = image.getRGB(x, y);
                int d = 0;
                for (int shift = 0; shift <= 16; shift += 8) {
                    d = Math.max(d, Math.abs((p >> shift & 0xFF) - (rgb >> shift & 0xFF)));
                }
                count += d <= 6 ? 1 : 0;
            }
        }
        return count;
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
