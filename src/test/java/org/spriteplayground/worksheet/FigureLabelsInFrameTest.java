package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.World;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * No label sits flush on a worksheet figure's frame, its box over the frame's line and cut by it
 * (as circle Q's in three-outcomes could), or on the ruler along its top and left edges. Every
 * label of every lesson's figure, as it starts and in each of its presets, in each language and at
 * each height page 1 gives the figure, lies inside the frame, clear of its line, and clear of the
 * ruler's ticks and numbers.
 */
class FigureLabelsInFrameTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** The figure's width on the page (the text width) and the heights page 1 gives it, least to most. */
    private static final float WIDTH = 495;
    private static final float[] HEIGHTS = {150, 200, 330};

    /** Half the frame's line, in points: SceneRenderer strokes it one unit wide on the frame's edge. */
    private static final double HALF_LINE = 0.5;

    /** A label as written on the figure's surface, with the room that surface measures for it. */
    private record Written(String text, Aabb box) {
    }

    @Test
    void everyLabelOfEveryFigureLiesInsideItsFrame() throws Exception {
        int checked = 0;
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Lesson lesson = entry.factory().apply(SPRITES);
                    List<Runnable> states = new ArrayList<>();
                    states.add(() -> { });
                    PresetScenes.of(lesson).stream().map(Preset::apply).forEach(states::add);
                    for (Runnable state : states) {
                        state.run();
                        for (Overlays overlays : List.of(Overlays.DEFAULT, Overlays.ALL)) {
                            for (float height : HEIGHTS) {
                                PupilsFigure figure = new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), overlays, WIDTH, height);
                                Aabb frame = figure.bounds();
                                AffineTransform worldToFigure = SceneRenderer.fit(frame, Math.round(WIDTH), Math.round(height));
                                double clear = HALF_LINE / worldToFigure.getScaleX();
                                List<Ruler.Tick> ruler = Ruler.ticks(worldToFigure, frame, lesson.bounds());
                                for (Written label : written(figure, overlays, height)) {
                                    Aabb box = label.box();
                                    assertThat(box.minX() >= frame.minX() + clear && box.minY() >= frame.minY() + clear
                                            && box.maxX() <= frame.maxX() - clear && box.maxY() <= frame.maxY() - clear)
                                            .as("%s, %s, %s, %.0f pt high: \"%s\" at %s in the frame %s", language, lesson.id(), lesson.title(), height,
                                                    label.text(), box, frame)
                                            .isTrue();
                                    Rectangle2D onFigure = worldToFigure.createTransformedShape(new Rectangle2D.Double(box.minX(), box.minY(), box.width(), box.height()))
                                            .getBounds2D();
                                    assertThat(ruler).as("%s, %s, %.0f pt high: the ruler under \"%s\" at %s", language, lesson.id(), height, label.text(), onFigure)
                                            .noneMatch(t -> t.line().intersects(onFigure) || Ruler.box(t.number()).intersects(onFigure));
                                    checked++;
                                }
                            }
                        }
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** Paints {@code figure} as page 1 does and returns its labels, each with the box the figure's surface measures. */
    private static List<Written> written(PupilsFigure figure, Overlays overlays, float height) throws Exception {
        List<Written> out = new ArrayList<>();
        World spied = FigureRaster.drawingOnly(figure.bounds(), (target, shown) -> {
                figure.draw(new DebugDraw() {
                    @Override
                    public Vec2 labelSize(String text, Aabb view) {
                        return target.labelSize(text, view);
                    }

                    @Override
                    public double markRadius(Aabb view) {
                        return target.markRadius(view);
                    }

                    @Override
                    public void label(Vec2 at, String text, Ink ink) {
                        label(at, text, ink, Side.ABOVE);
                    }

                    @Override
                    public void label(Vec2 at, String text, Ink ink, Side side) {
                        out.add(new Written(text, org.spriteplayground.LabelBoxes.box(at, side, target.labelSize(text, figure.bounds()))));
                    }
                }, shown);
        });
        try (PDDocument doc = new PDDocument()) {
            FigurePainter.scene(doc, spied, overlays, WorksheetWriterTest.images(), WIDTH, height);
        }
        return out;
    }
}
