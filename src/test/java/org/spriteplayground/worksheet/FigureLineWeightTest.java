package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A worksheet figure's lines keep in step with its sprites: in every lesson that draws sprites,
 * at each height page 1 gives the figure, the widest bound's line is at most a 30th of the
 * smallest sprite's smaller side as drawn, so the bounds do not bury small jets; only a figure of
 * sprites too small for that (the stress lesson's crowd) keeps its lines at the thinnest a printer
 * draws well.
 */
class FigureLineWeightTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();
    private static final float WIDTH = 495;
    private static final float[] HEIGHTS = {150, 200, 330};
    private static final double MOST = 1 / 30.0;

    @Test
    void aBoundsLineIsASmallShareOfTheSpriteAsDrawn() {
        float widest = 0;
        for (Ink ink : new Ink[] {Ink.BOUNDING_CIRCLE, Ink.AABB, Ink.TIGHT_AABB, Ink.MIN_CIRCLE}) {
            widest = Math.max(widest, ((BasicStroke) Palette.stroke(ink)).getLineWidth());
        }
        int checked = 0;
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SPRITES);
            Set<String> drawn = new HashSet<>();
            lesson.draw(new DebugDraw() {
                @Override
                public void sprite(String spriteName, Pose pose) {
                    drawn.add(spriteName);
                }

                @Override
                public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
                    drawn.add(spriteName);
                }
            }, Overlays.DEFAULT);
            if (drawn.isEmpty()) {
                continue;
            }
            int smallest = drawn.stream().map(SPRITES::get).mapToInt(a -> Math.min(a.sprite().width(), a.sprite().height())).min().orElseThrow();
            for (float height : HEIGHTS) {
                PupilsFigure figure = new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), Overlays.DEFAULT, WIDTH, height);
                double fit = SceneRenderer.fit(figure.bounds(), Math.round(WIDTH), Math.round(height)).getScaleX();
                double side = smallest * fit;
                double line = widest * FigurePainter.lineScale(figure, WIDTH, height);
                assertThat(line).as("%s, %.0f pt high: a %.1f pt line beside a sprite %.1f pt across", entry.id(), height, line, side)
                        .isLessThanOrEqualTo(Math.max(MOST * side, widest * FigurePainter.THINNEST));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(3);
    }

    /**
     * The lines the figure's PDF draws are vector lines, in every lesson at each height: no outline
     * reaches the page as a picture (a circle stamp, whose one-pixel line is a whole point on
     * paper, heavy beside a small jet), so the page holds no more pictures than the sprites and layers of pixel cells drawn;
     * and no line of any ink is wider than a 15th of the smallest sprite as drawn (or the thinnest
     * a printer draws well).
     */
    @Test
    void theFiguresOutlinesAreThinVectorLines() throws Exception {
        float widest = 0;
        for (Ink ink : Ink.values()) {
            if (Palette.stroke(ink) instanceof BasicStroke basic) {
                widest = Math.max(widest, basic.getLineWidth());
            }
        }
        java.util.List<String> found = new java.util.ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SPRITES);
            Set<String> names = new HashSet<>();
            int[] sprites = {0};
            lesson.draw(new DebugDraw() {
                @Override
                public void sprite(String spriteName, Pose pose) {
                    names.add(spriteName);
                    sprites[0]++;
                }

                /** A layer of pixel cells is a picture of pixels too, as a sprite is. */
                @Override
                public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                    sprites[0]++;
                }

                @Override
                public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
                    names.add(spriteName);
                    sprites[0] += count;
                }
            }, Overlays.DEFAULT);
            int smallest = names.stream().map(SPRITES::get).mapToInt(a -> Math.min(a.sprite().width(), a.sprite().height())).min().orElse(Integer.MAX_VALUE);
            for (float height : HEIGHTS) {
                PupilsFigure figure = new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), Overlays.DEFAULT, WIDTH, height);
                double side = smallest * SceneRenderer.fit(figure.bounds(), Math.round(WIDTH), Math.round(height)).getScaleX();
                double most = Math.max(side / 15, widest * FigurePainter.THINNEST);
                try (org.apache.pdfbox.pdmodel.PDDocument doc = new org.apache.pdfbox.pdmodel.PDDocument()) {
                    org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject form = FigurePainter.scene(doc, figure, Overlays.DEFAULT, WorksheetWriterTest.images(), WIDTH, height).form();
                    int pictures = 0;
                    double line = 0;
                    java.util.List<Object> operands = new java.util.ArrayList<>();
                    for (Object token : new org.apache.pdfbox.pdfparser.PDFStreamParser(form).parse()) {
                        if (token instanceof org.apache.pdfbox.contentstream.operator.Operator op) {
                            if (op.getName().equals("Do") && form.getResources().getXObject((org.apache.pdfbox.cos.COSName) operands.get(0))
                                    instanceof org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject) {
                                pictures++;
                            } else if (op.getName().equals("w")) {
                                line = Math.max(line, ((org.apache.pdfbox.cos.COSNumber) operands.get(0)).floatValue());
                            }
                            operands.clear();
                        } else {
                            operands.add(token);
                        }
                    }
                    if (pictures > sprites[0]) {
                        found.add(entry.id() + " " + height + ": " + pictures + " pictures for " + sprites[0] + " sprites");
                    }
                    if (smallest < Integer.MAX_VALUE && line > most) {
                        found.add(String.format(java.util.Locale.ROOT, "%s %.0f: a %.2f pt line beside a sprite %.1f pt across", entry.id(), height, line, side));
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
