package org.spriteplayground.worksheet;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Writes a lesson's worksheet as a PDF: page 1 the title, the explanation, the scene as a vector
 * figure, the readouts and the questions with lines to answer on; last, the answer key, worked out
 * from the same state, then for a lesson about a sprite its tightness chart (which shows at which
 * turn each bound is smallest, so it belongs with the answers), and the lesson's note for the teacher.
 */
public final class WorksheetWriter {

    /**
     * The scene's height on page 1, in points, in the first pass; it then grows into the room the
     * page leaves, up to {@link #SCENE_HEIGHT_MOST}, or shrinks down to {@link #SCENE_HEIGHT_LEAST}
     * so that the last question stays above the bottom margin.
     */
    private static final float SCENE_HEIGHT = 200;
    private static final float SCENE_HEIGHT_MOST = 330;
    private static final float SCENE_HEIGHT_LEAST = 150;
    /**
     * The tightness chart's height in the answer key, in points, where the page has room; it shrinks
     * down to {@link #CHART_HEIGHT_LEAST} so that the note for the teacher under it ends above the
     * bottom margin.
     */
    private static final float CHART_HEIGHT = 300;
    private static final float CHART_HEIGHT_LEAST = 180;
    static final float SMALL = 8;
    private static final float BODY = 10.5f;

    private final Lesson lesson;
    private final Overlays overlays;
    private final Map<String, BufferedImage> images;
    private final long step;
    private final boolean byHand;
    private final Optional<Path> sceneFile;

    /**
     * A worksheet of a lesson whose state steps from its start or a preset reach.
     *
     * @param lesson the lesson in the state to print; read, never changed
     * @param overlays which bounds and marks the figure shows
     * @param images sprite images by name, for drawing the sprites
     * @param step the lesson's step, counted from its start; page 1 states it when the questions
     *     count what happened in those steps, or -1 for none
     */
    public WorksheetWriter(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images, long step) {
        this(lesson, overlays, images, step, false, Optional.empty());
    }

    /**
     * A worksheet that, for a state set up by hand or read from a scene ({@code byHand}), tells
     * how to open that scene instead of which step to run to: no step count leads there from the
     * lesson's start. It names {@code sceneFile} as where the scene comes from (the sheet cannot
     * tell whether it was set up by hand or is a preset saved), with the step to run it to only
     * past step 0, or, for a scene not saved, asks to save it and hand the file out with the sheet.
     */
    public WorksheetWriter(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images, long step, boolean byHand, Optional<Path> sceneFile) {
        this.lesson = lesson;
        this.overlays = overlays;
        this.images = images;
        this.step = step;
        this.byHand = byHand;
        this.sceneFile = sceneFile;
    }

    /**
     * Writes the worksheet to {@code file} atomically: into a temporary file in the same folder,
     * then moved over {@code file}, so a failure leaves no half-written PDF behind.
     */
    public void write(Path file) throws IOException {
        try (PDDocument doc = document()) {
            save(doc, file);
        }
    }

    /**
     * Saves {@code doc} to {@code file} atomically (see {@link #write}); a failure leaves
     * {@code file} as it was and no temporary file behind.
     */
    public static void save(PDDocument doc, Path file) throws IOException {
        SafeFiles.write(file, doc::save);
    }

    /**
     * Does the slow parts ahead: reads the fonts the pages embed and measures the focused sprite's tightness table. Call it off the
     * event thread so that {@link #document} is then quick on it.
     *
     * @param focus the lesson's sprite, if it has one
     */
    public static void prepare(Optional<SpriteFocus> focus) {
        PdfText.widthOf(Texts.text("worksheet.questions"), PdfText.REGULAR, 10);
        PdfText.widthOf(Texts.text("worksheet.questions"), PdfText.BOLD, 10);
        focus.ifPresent(f -> TightnessTable.measured(f.sprite()));
    }

    /** Returns the height of the scene on page 1 with {@code questions}: what the page leaves free, up to its largest, measured by a first pass. */
    float sceneHeight(List<Questions.Question> questions) throws IOException {
        float free;
        try (PDDocument trial = new PDDocument(); PdfText text = PdfText.trial(trial)) {
            free = firstPage(trial, text, questions, SCENE_HEIGHT) - PdfText.MARGIN;
        }
        return Math.max(SCENE_HEIGHT_LEAST, Math.min(SCENE_HEIGHT_MOST, SCENE_HEIGHT + free));
    }

    /** Returns the worksheet as a document in memory; the caller closes it. */
    public PDDocument document() throws IOException {
        List<Questions.Question> questions = Questions.of(lesson);
        float sceneHeight = sceneHeight(questions);
        PDDocument doc = new PDDocument();
        try (PdfText text = new PdfText(doc)) {
            firstPage(doc, text, questions, sceneHeight);
            text.newPage();
            text.paragraph(PdfText.BOLD, 18, Texts.format("worksheet.answerKey", lesson.title()));
            text.down(6);
            int n = 1;
            for (Questions.Question q : questions) {
                text.paragraph(PdfText.REGULAR, BODY, n++ + ". " + q.text());
                text.paragraph(PdfText.BOLD, BODY, q.answer());
                for (String given : Questions.givenAway(lesson, q)) {
                    text.paragraph(PdfText.REGULAR, SMALL, given);
                }
                text.down(6);
            }
            for (String leftOff : new Secrets(questions).leftOff(lesson.readouts())) {
                text.paragraph(PdfText.REGULAR, SMALL, leftOff);
                text.down(6);
            }
            SpriteFocus focus = lesson.focus().orElse(null);
            if (focus != null) {
                text.paragraph(PdfText.BOLD, 12, Texts.format("worksheet.chart.title", SpriteLibrary.shownName(focus.sprite().sprite().name())));
                text.paragraph(PdfText.REGULAR, BODY, Texts.text("worksheet.chart.caption"));
                text.down(6);
                TightnessTable table = TightnessTable.measured(focus.sprite());
                float note = 6 + 6 + text.height(PdfText.BOLD, 12, Texts.text("worksheet.teacher")) + text.height(PdfText.REGULAR, BODY, lesson.teacherNote());
                float height = Math.max(CHART_HEIGHT_LEAST, Math.min(CHART_HEIGHT, text.y() - PdfText.MARGIN - note));
                place(text, FigurePainter.chart(doc, table, focus.degrees(), text.width(), height), height);
                text.down(6);
            }
            text.down(6);
            text.paragraph(PdfText.BOLD, 12, Texts.text("worksheet.teacher"));
            text.paragraph(PdfText.REGULAR, BODY, lesson.teacherNote());
        } catch (IOException | RuntimeException e) {
            doc.close();
            throw e;
        }
        return doc;
    }

    /**
     * Writes page 1: the title, the explanation, the scene {@code sceneHeight} points high, the
     * readouts and the questions with lines to answer on; returns the cursor left under them.
     * Nothing on it tells an answer: the readout values and figure labels that would are left
     * out ({@link Secrets}), and so are the rows, marks and sentences a question declares its answer
     * follows from, and the rows that tell a verdict, for the answer key to give.
     */
    private float firstPage(PDDocument doc, PdfText text, List<Questions.Question> questions, float sceneHeight) throws IOException {
        text.newPage();
        text.paragraph(PdfText.BOLD, 18, Texts.format("worksheet.title", lesson.title()));
        text.down(6);
        if (byHand) {
            text.paragraph(PdfText.BOLD, BODY, sceneFile.map(f -> Texts.format(step > 0 ? "worksheet.openSceneRun" : "worksheet.openScene", f.getFileName(), step)).orElse(Texts.text("worksheet.saveScene")));
            text.down(4);
        } else if (step >= 0 && lesson.worksheetSteps() > 0) {
            text.paragraph(PdfText.BOLD, BODY, Texts.format("worksheet.afterSteps", step));
            text.down(4);
        }
        Secrets secrets = new Secrets(questions);
        text.paragraph(PdfText.REGULAR, BODY, secrets.withheld(lesson.explanation()));
        text.down(6);
        PupilsFigure figure = new PupilsFigure(lesson, secrets, overlays, text.width(), sceneHeight);
        FigurePainter.Scene scene = FigurePainter.scene(doc, figure, overlays, images, text.width(), sceneHeight, lesson.bounds());
        text.down(Ruler.TOP_ROOM);
        float top = text.y();
        place(text, scene.form(), sceneHeight);
        Ruler.write(text, scene.ruler(), PdfText.MARGIN, top);
        text.down(4);
        FigureLegend.write(doc, text, scene.legend(), secrets);
        text.down(6);
        readouts(text, secrets);
        text.down(6);
        text.paragraph(PdfText.BOLD, 12, Texts.text("worksheet.questions"));
        int n = 1;
        for (Questions.Question q : questions) {
            text.paragraph(PdfText.REGULAR, BODY, n++ + ". " + q.text());
            text.down(12);
            text.answerLine();
            text.down(8);
        }
        return text.y();
    }

    /** Draws {@code figure} at the cursor across the text width and moves the cursor under it. */
    private static void place(PdfText text, PDFormXObject figure, float height) throws IOException {
        PDPageContentStream s = text.stream();
        s.saveGraphicsState();
        s.transform(Matrix.getTranslateInstance(PdfText.MARGIN, text.y() - height));
        s.drawForm(figure);
        s.restoreGraphicsState();
        text.down(height);
    }


    /**
     * Writes every readout table small, in two columns side by side (the first tables on the left
     * until it holds about half the rows), so that page 1 keeps room for its figure and questions;
     * a value that {@code secrets} hides is a short blank line, labelled with its question and unit.
     */
    private void readouts(PdfText text, Secrets secrets) throws IOException {
        List<ReadoutTable> tables = lesson.readouts();
        List<List<Integer>> shown = secrets.printed(tables);
        int[] lines = shown.stream().mapToInt(rows -> rows.isEmpty() ? 0 : rows.size() + 1).toArray();
        int total = Arrays.stream(lines).sum();
        int left = 0;
        for (int rows = 0; left < tables.size() && rows + lines[left] <= (total + 1) / 2; left++) {
            rows += lines[left];
        }
        left = Math.max(1, left);
        float top = text.y();
        float half = text.width() / 2;
        ReadoutColumn.write(text, tables, shown, 0, Math.min(left, tables.size()), secrets, PdfText.MARGIN, half - 10);
        float leftBottom = text.y();
        text.down(text.y() - top);
        ReadoutColumn.write(text, tables, shown, Math.min(left, tables.size()), tables.size(), secrets, PdfText.MARGIN + half, half);
        text.down(text.y() - Math.min(leftBottom, text.y()));
    }

}
