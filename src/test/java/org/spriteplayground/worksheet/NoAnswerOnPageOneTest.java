package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The general rule of the pupils' page: no piece of text printed on page 1 (a readout value, a
 * label; the readouts' own names aside) reads the same as an answer the key gives, in any lesson, at its start, in
 * each of its presets, and in flying jets after a flight that reset on pixels.
 */
class NoAnswerOnPageOneTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** Returns each lesson as it starts, each lesson in each of its presets, and flying jets after resets on pixels. */
    private static List<Lesson> states() {
        List<Lesson> out = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            out.add(entry.factory().apply(SPRITES));
            int presets = PresetScenes.of(entry.factory().apply(SPRITES)).size();
            for (int p = 0; p < presets; p++) {
                Lesson lesson = entry.factory().apply(SPRITES);
                PresetScenes.of(lesson).get(p).apply().run();
                out.add(lesson);
            }
        }
        FlyingJets jets = resetOnPixels();
        out.add(jets);
        return out;
    }

    /** Returns flying jets resetting on pixels, flown until the flyer has been sent back at least twice. */
    private static FlyingJets resetOnPixels() {
        FlyingJets jets = new FlyingJets(SPRITES, "jet");
        jets.setTrigger(BoundKind.PIXELS);
        for (int i = 0; i < 20_000 && Integer.parseInt(Questions.readout(jets, "jets.resets", 0)) < 2; i++) {
            jets.step(Simulation.STEP_SECONDS);
        }
        return jets;
    }

    /** A lesson in one of its {@link #states()}, the questions the key answers, and the pieces of text on page 1. */
    private record Page(Lesson lesson, List<Questions.Question> questions, List<String> pieces) {
    }

    /** Every state's page, written once for the two rules over all of them. */
    private static List<Page> pages;

    @BeforeAll
    static void writePages() throws IOException {
        pages = new ArrayList<>();
        for (Lesson lesson : states()) {
            List<Questions.Question> questions = Questions.of(lesson);
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
                pages.add(new Page(lesson, questions, List.copyOf(pieces(doc))));
            }
        }
    }

    @Test
    void nothingPrintedOnPageOneReadsAsAnAnswerOfTheKey() throws Exception {
        List<String> found = new ArrayList<>();
        for (Page page : pages) {
            Lesson lesson = page.lesson();
            List<Questions.Question> questions = page.questions();
            List<String> pieces = new ArrayList<>(page.pieces());
            // The readouts' own names are the lesson's words, there whatever the answers: a row "box "radius"" is no answer.
            removeReadoutNames(pieces, lesson);
            rulerNumbers(lesson).forEach(pieces::remove);
            // A bare number printed where no question reads it only equals an answer ("0" tight-box hits, "0" resets asked).
            Secrets secrets = new Secrets(questions);
            List<ReadoutTable> tables = lesson.readouts();
            for (int t = 0; t < tables.size(); t++) {
                for (int r = 0; r < tables.get(t).rows().size(); r++) {
                    List<String> values = tables.get(t).rows().get(r).values();
                    for (int c = 0; c < values.size(); c++) {
                        if (!secrets.hides(t, r, c, values.get(c)) && Secrets.words(values.get(c)).stream().noneMatch(Secrets::hasLetter)) {
                            pieces.remove(PdfText.safe(values.get(c), PdfText.REGULAR));
                        }
                    }
                }
            }
            for (Questions.Question q : questions) {
                List<String> answer = Secrets.words(PdfText.safe(q.answer(), PdfText.BOLD));
                pieces.stream().filter(p -> Secrets.words(p).equals(answer))
                        .forEach(p -> found.add(lesson.id() + ": \"" + p + "\" answers \"" + q.text() + "\""));
            }
        }
        assertThat(found).isEmpty();
    }

    /**
     * No answer stands in the text around the readouts, such as "124,750 for 500 jets" in the stress
     * explanation over "how many pairs…?" or "4 + 10 = 14 px" in tunnelling's over "above which step
     * length…?". No answer stands as whole words in any line of page 1 but a readout value; a one-digit
     * number or a single word ("0", "no") stands in running text by chance ("0° to 359°", "if no axis…")
     * and is left to the test above.
     */
    @Test
    void noAnswerStandsInTheExplanationQuestionsOrFigure() throws Exception {
        List<String> found = new ArrayList<>();
        for (Page page : pages) {
            Lesson lesson = page.lesson();
            List<Questions.Question> questions = page.questions();
            List<String> pieces = new ArrayList<>(page.pieces());
            removeReadoutNames(pieces, lesson);
            rulerNumbers(lesson).forEach(pieces::remove);
            lesson.readouts().forEach(t -> t.rows().forEach(r -> r.values().forEach(v -> pieces.remove(PdfText.safe(v, PdfText.REGULAR)))));
            for (Questions.Question q : questions) {
                List<String> answer = Secrets.words(PdfText.safe(q.answer(), PdfText.BOLD));
                if (answer.size() < 2 && (answer.isEmpty() || answer.get(0).chars().anyMatch(Character::isLetter) || answer.get(0).length() < 2)) {
                    continue;
                }
                pieces.stream().filter(p -> java.util.Collections.indexOfSubList(Secrets.words(p), answer) >= 0)
                        .forEach(p -> found.add(lesson.id() + ": \"" + p + "\" holds the answer \"" + q.answer() + "\" to \"" + q.text() + "\""));
            }
        }
        assertThat(found).isEmpty();
    }

    /** No "gap on it 36.4" is printed over "which axis separates them?": a gap on the separating axis gives the answer away. */
    @Test
    void theSeparatingAxesPageKeepsTheGapOnTheSeparatingAxisToItself() throws Exception {
        Lesson lesson = Lessons.byId("separating-axes").orElseThrow().factory().apply(SPRITES);
        String gap = Questions.readout(lesson, "axes.row.gap", 0);
        assertThat(gap).as("the shapes are apart at the start").matches("[0-9.,]+");
        try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
            assertThat(pieces(doc)).doesNotContain(gap);
        }
    }

    @Test
    void theFlyingJetsPageKeepsTheWaitingJetsFillToItself() throws Exception {
        FlyingJets jets = resetOnPixels();
        String fill = Questions.readout(jets, "jets.circleFill", 1);
        assertThat(fill).as("the waiting jet's fill is the flying one's").isEqualTo(Questions.readout(jets, "jets.circleFill", 0));
        try (PDDocument doc = new WorksheetWriter(jets, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
            assertThat(pieces(doc)).doesNotContain(fill);
        }
    }

    /** Returns each piece of text drawn on page 1 by one text-showing operator, as it reads. */
    static List<String> pieces(PDDocument doc) throws IOException {
        List<String> out = new ArrayList<>();
        StringBuilder piece = new StringBuilder();
        PDFTextStripper stripper = new PDFTextStripper() {
            @Override
            protected void showText(byte[] string) throws IOException {
                piece.setLength(0);
                super.showText(string);
                if (!piece.toString().isBlank()) {
                    out.add(piece.toString().trim());
                }
            }

            @Override
            protected void processTextPosition(TextPosition text) {
                piece.append(text.getUnicode());
            }
        };
        stripper.setStartPage(1);
        stripper.setEndPage(1);
        stripper.getText(doc);
        return out;
    }

    /** Returns the numbers of the ruler along {@code lesson}'s figure on page 1: the scene's pixels, there whatever the answers. */
    static List<String> rulerNumbers(Lesson lesson) throws IOException {
        List<Questions.Question> questions = Questions.of(lesson);
        float height = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).sceneHeight(questions);
        float width = org.apache.pdfbox.pdmodel.common.PDRectangle.A4.getWidth() - 2 * PdfText.MARGIN;
        try (PDDocument doc = new PDDocument()) {
            return FigurePainter.scene(doc, new PupilsFigure(lesson, new Secrets(questions), Overlays.DEFAULT, width, height), Overlays.DEFAULT,
                    WorksheetWriterTest.images(), width, height, lesson.bounds()).ruler().stream().map(Ruler.Number::text).toList();
        }
    }

    /** Removes from {@code pieces} the titles and row names of {@code lesson}'s readouts, as page 1 prints them. */
    private static void removeReadoutNames(List<String> pieces, Lesson lesson) {
        for (ReadoutTable table : lesson.readouts()) {
            pieces.remove(PdfText.safe(table.title(), PdfText.BOLD));
            table.rows().forEach(r -> pieces.remove(PdfText.safe(r.label(), PdfText.REGULAR)));
        }
    }
}
