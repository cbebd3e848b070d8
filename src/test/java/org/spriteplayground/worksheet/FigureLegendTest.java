package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Overlays;

/**
 * The figure on page 1 explains itself on paper, in every lesson and language: under it, the
 * legend of the inks it painted, in the lesson's own words (but for a name that holds an answer,
 * as a label would), and no entry for an ink the canvas
 * paints but the pupils' figure leaves out (a verdict, a mark that gives an answer away); along it,
 * a ruler in pixels, so that the positions and lengths the questions ask for can be read off it.
 */
class FigureLegendTest {

    /** The text width of an A4 page, which the figure takes. */
    private static final float WIDTH = 495;
    private static final int[] STEPS = {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000};

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @Test
    void theFigureHasTheLegendOfItsInksAndARuler() throws Exception {
        List<String> found = new ArrayList<>();
        Sheets.eachLessonAndLanguage((where, lesson) -> {
                        List<String> pieces;
            String page1;
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps()).document()) {
                pieces = NoAnswerOnPageOneTest.pieces(doc);
                page1 = PdfPages.flat(PdfPages.text(doc, 1));
            }
            CanvasLegend printed;
            Secrets secrets = new Secrets(Questions.of(lesson));
            float height = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps()).sceneHeight(Questions.of(lesson));
            try (PDDocument doc = new PDDocument()) {
                printed = FigurePainter.scene(doc, new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), Overlays.DEFAULT, WIDTH, height), Overlays.DEFAULT,
                        WorksheetWriterTest.images(), WIDTH, height).legend();
            }
            List<String> words = new ArrayList<>();
            lesson.readouts().forEach(t -> t.rows().forEach(r -> words.add(r.label())));
            assertThat(printed.texts()).as(where).isNotEmpty();
            for (String text : printed.texts()) {
                if (!secrets.tells(text) && !page1.contains(PdfPages.flat(PdfText.safe(text, PdfText.REGULAR)))) {
                    found.add(where + ": no legend entry \"" + text + "\"");
                }
            }
            for (String text : canvas(lesson).texts()) {
                if (!printed.texts().contains(text) && !words.contains(text) && pieces.contains(PdfText.safe(text, PdfText.REGULAR))) {
                    found.add(where + ": an entry \"" + text + "\" for an ink the figure leaves out");
                }
            }
            if (java.util.Arrays.stream(STEPS).noneMatch(s -> pieces.contains(Integer.toString(s)) && pieces.contains(Integer.toString(2 * s))
                    && pieces.contains(Integer.toString(3 * s)))) {
                found.add(where + ": no ruler's numbers on the figure");
            }
        });
        assertThat(found).isEmpty();
    }

    /**
     * No entry of the pupils' figure's legend holds an answer of the key as words, in any case
     * ("where both checks miss an overlap" beside the answer "MISS"), in every lesson and language.
     */
    @Test
    void noLegendEntryHoldsAnAnswer() throws Exception {
        List<String> found = new ArrayList<>();
        Sheets.eachLessonAndLanguage((where, lesson) -> {
            List<Questions.Question> questions = Questions.of(lesson);
            float height = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps()).sceneHeight(questions);
            CanvasLegend printed;
            try (PDDocument doc = new PDDocument()) {
                printed = FigurePainter.scene(doc, new PupilsFigure(lesson, new Secrets(questions), Overlays.DEFAULT, WIDTH, height), Overlays.DEFAULT,
                        WorksheetWriterTest.images(), WIDTH, height).legend();
            }
            String page1;
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps()).document()) {
                page1 = PdfPages.flat(PdfPages.text(doc, 1));
            }
            for (String text : printed.texts()) {
                List<String> words = lower(text);
                for (Questions.Question q : questions) {
                    List<String> answer = lower(q.answer());
                    if (!answer.isEmpty() && java.util.Collections.indexOfSubList(words, answer) >= 0
                            && page1.contains(PdfPages.flat(PdfText.safe(text, PdfText.REGULAR)))) {
                        found.add(where + ": the legend's \"" + text + "\" answers \"" + q.text() + "\" (" + q.answer() + ")");
                    }
                }
            }
        });
        assertThat(found).isEmpty();
    }

    private static List<String> lower(String text) {
        return Secrets.words(text).stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
    }

    /** Returns the legend of {@code lesson} as the canvas paints it, verdicts and all. */
    private static CanvasLegend canvas(Lesson lesson) {
        BufferedImage image = new BufferedImage(640, 480, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            return SceneRenderer.paint(g, image, 640, 480, lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), 1);
        } finally {
            g.dispose();
        }
    }
}
