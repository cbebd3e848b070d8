package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Point2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every blank a pupil fills in the readout table says what goes there: the number of the question
 * whose answer it is, before the line, and the value's unit, after it. Read back from page 1 of
 * every lesson's worksheet, in English, German and French, as the sheet is printed after the
 * lesson's worksheet steps: the blanks are the short lines drawn on the page (not in its figure,
 * not the answer lines across the page), and a label is the text on the same line that touches a
 * blank's end.
 */
class BlankLabelsTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** How near, in points, a label's glyph comes to a blank's end, or the next glyph to the last. */
    private static final float TOUCH = 3;

    /** A blank: a line from {@code from} to {@code to} on the baseline {@code y}, from the page's top. */
    private record Blank(float from, float to, float y) {
    }

    @Test
    void everyBlankOfEverySheetSaysWhichAnswerAndUnitGoThere() throws Exception {
        int checked = 0;
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Lesson lesson = entry.factory().apply(SPRITES);
                    Simulation simulation = new Simulation(lesson);
                    while (simulation.steps() < lesson.worksheetSteps()) {
                        simulation.step();
                    }
                    List<String> expected = expected(lesson);
                    try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), simulation.steps()).document()) {
                        List<TextPosition> glyphs = PdfPages.glyphs(doc, 1);
                        List<String> found = new ArrayList<>();
                        for (Blank blank : blanks(doc.getPage(0))) {
                            found.add(before(glyphs, blank) + " ___ " + after(glyphs, blank));
                        }
                        assertThat(found).as("%s, %s: each blank's label and unit, against the cells the questions hide", language, entry.id())
                                .containsExactlyInAnyOrderElementsOf(expected);
                        checked += found.size();
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(checked).isGreaterThan(30);
    }

    /** Returns each blank page 1 should have as "label ___ unit", worked out from the readouts and the questions. */
    private static List<String> expected(Lesson lesson) {
        Secrets secrets = new Secrets(Questions.of(lesson));
        List<String> out = new ArrayList<>();
        List<ReadoutTable> tables = lesson.readouts();
        for (int t = 0; t < tables.size(); t++) {
            for (int r = 0; r < tables.get(t).rows().size(); r++) {
                List<String> values = tables.get(t).rows().get(r).values();
                for (int c = 0; c < values.size(); c++) {
                    int asking = secrets.asking(t, r, c, values.get(c));
                    if (asking > 0) {
                        String value = values.get(c).strip();
                        String unit = value.matches("[-\u2212]?\\d.*") ? value.replaceFirst("^[-\u2212]?[\\d.,\\s\u00a0\u202f]+", "").strip() : "";
                        out.add(Texts.format("worksheet.blank", asking) + " ___ " + unit);
                    }
                }
            }
        }
        return out;
    }

    /** Returns the short lines drawn on {@code page} outside its figures, left to right as written. */
    private static List<Blank> blanks(PDPage page) throws IOException {
        float height = page.getMediaBox().getHeight();
        List<Blank> out = new ArrayList<>();
        new PDFGraphicsStreamEngine(page) {
            private Point2D from;
            private Point2D to;

            @Override
            public void showForm(PDFormXObject form) {
                // a figure: its lines are drawings, not blanks
            }

            @Override
            public void moveTo(float x, float y) {
                from = new Point2D.Float(x, y);
            }

            @Override
            public void lineTo(float x, float y) {
                to = new Point2D.Float(x, y);
            }

            @Override
            public void strokePath() {
                if (from != null && to != null && from.getY() == to.getY() && to.getX() - from.getX() < 200) {
                    out.add(new Blank((float) from.getX(), (float) to.getX(), height - (float) from.getY()));
                }
                from = null;
                to = null;
            }

            @Override
            public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
            }

            @Override
            public void drawImage(PDImage pdImage) {
            }

            @Override
            public void clip(int windingRule) {
            }

            @Override
            public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
            }

            @Override
            public Point2D getCurrentPoint() {
                return to != null ? to : from;
            }

            @Override
            public void closePath() {
            }

            @Override
            public void endPath() {
            }

            @Override
            public void fillPath(int windingRule) {
            }

            @Override
            public void fillAndStrokePath(int windingRule) {
            }

            @Override
            public void shadingFill(COSName shadingName) {
            }

            void run() throws IOException {
                processPage(getPage());
            }
        }.run();
        return out;
    }

    /** Returns every glyph written on page 1 of {@code doc}. */

    /** Returns the run of glyphs on the blank's line that ends where the blank begins. */
    private static String before(List<TextPosition> glyphs, Blank blank) {
        List<TextPosition> line = glyphs.stream().filter(g -> Math.abs(g.getYDirAdj() - blank.y()) < 1).sorted(Comparator.comparing(TextPosition::getXDirAdj).reversed()).toList();
        StringBuilder run = new StringBuilder();
        float edge = blank.from();
        for (TextPosition g : line) {
            float end = g.getXDirAdj() + g.getWidthDirAdj();
            if (end <= edge + 0.5f && edge - end < TOUCH) {
                run.insert(0, g.getUnicode());
                edge = g.getXDirAdj();
            }
        }
        return run.toString();
    }

    /** Returns the run of glyphs on the blank's line that begins where the blank ends. */
    private static String after(List<TextPosition> glyphs, Blank blank) {
        List<TextPosition> line = glyphs.stream().filter(g -> Math.abs(g.getYDirAdj() - blank.y()) < 1).sorted(Comparator.comparing(TextPosition::getXDirAdj)).toList();
        StringBuilder run = new StringBuilder();
        float edge = blank.to();
        for (TextPosition g : line) {
            if (g.getXDirAdj() >= edge - 0.5f && g.getXDirAdj() - edge < TOUCH) {
                run.append(g.getUnicode());
                edge = g.getXDirAdj() + g.getWidthDirAdj();
            }
        }
        return run.toString();
    }
}
