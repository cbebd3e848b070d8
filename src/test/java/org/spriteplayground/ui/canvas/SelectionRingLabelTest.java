package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.render.Java2dDraw;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

/**
 * The three-outcomes lesson with Q selected (Q of radius 10 touching P from the left, and Q of
 * radius 13 stopped at the right edge): Q's label stays clear of
 * the dashed ring round Q, at presentation ×1 and ×2, and the ring stays on the canvas, inside the
 * world's frame where it can.
 */
class SelectionRingLabelTest {

    /** The canvas of a 1024×768 window, around the world's frame of 603 by 489 pixels. */
    private static final int WIDTH = 635;
    private static final int HEIGHT = 521;
    /** Screen pixels between a label's anchor and its background at ×1, as the canvas paints labels. */
    private static final double LABEL_GAP = 4;
    /** Half the ring's line, in pixels. */
    private static final double RING_HALF_LINE = 1.25;

    @ParameterizedTest(name = "Q at ({0}, {1}), radius {2}, ×{3}")
    @CsvSource({"50, 50, 10, 1", "267, 50, 13, 1", "50, 50, 10, 2", "267, 50, 13, 2", "240, 180, 13, 1"})
    void qsLabelKeepsClearOfTheRingRoundQ(double x, double y, double r, double scale) {
        ThreeOutcomes lesson = new ThreeOutcomes();
        lesson.place(Circle.of(100, 50, 40), Circle.of(x, y, r));
        AffineTransform worldToScreen = SceneRenderer.fit(lesson.bounds(), WIDTH, HEIGHT);
        Piece q = lesson.pieces().get(1);
        Ellipse2D ring = SelectionRing.around(worldToScreen, q.handle(), lesson.bounds());
        double reach = ring.getWidth() / 2 + RING_HALF_LINE;
        Point2D centre = new Point2D.Double(ring.getCenterX(), ring.getCenterY());

        Rectangle2D label = qsLabel(lesson, worldToScreen, scale);
        double nearestX = Math.max(label.getMinX(), Math.min(centre.getX(), label.getMaxX()));
        double nearestY = Math.max(label.getMinY(), Math.min(centre.getY(), label.getMaxY()));
        assertThat(centre.distance(nearestX, nearestY)).as("Q's label %s from the centre of the ring reaching %.1f px", label, reach)
                .isGreaterThan(reach);
        Rectangle2D outer = new Rectangle2D.Double(centre.getX() - reach, centre.getY() - reach, 2 * reach, 2 * reach);
        assertThat(new Rectangle2D.Double(0, 0, WIDTH, HEIGHT).contains(outer)).as("the ring %s on the canvas", outer).isTrue();
    }

    /**
     * Q three units inside the right edge: the ring round it, its line included, narrows to stay
     * inside the world's frame; Q at the edge: it narrows as far as it may and no further, clear
     * of Q's own line.
     */
    @ParameterizedTest(name = "Q at x = {0}: ring inside the frame {1}")
    @CsvSource({"264, true", "267, false"})
    void theRingKeepsInsideTheFrameWhereItCan(double x, boolean inside) {
        ThreeOutcomes lesson = new ThreeOutcomes();
        lesson.place(Circle.of(100, 50, 40), Circle.of(x, 50, 13));
        AffineTransform worldToScreen = SceneRenderer.fit(lesson.bounds(), WIDTH, HEIGHT);
        Ellipse2D ring = SelectionRing.around(worldToScreen, lesson.pieces().get(1).handle(), lesson.bounds());
        Aabb b = lesson.bounds();
        Rectangle2D frame = worldToScreen.createTransformedShape(new Rectangle2D.Double(b.minX(), b.minY(), b.width(), b.height())).getBounds2D();
        Rectangle2D outer = new Rectangle2D.Double(ring.getX() - RING_HALF_LINE, ring.getY() - RING_HALF_LINE, ring.getWidth() + 2 * RING_HALF_LINE,
                ring.getHeight() + 2 * RING_HALF_LINE);
        assertThat(frame.contains(outer)).as("the ring %s inside the frame %s", outer, frame).isEqualTo(inside);
        assertThat(ring.getWidth() / 2 - 13 * worldToScreen.getScaleX()).as("the gap between Q and its ring").isBetween(3.0, 6.0);
    }

    @Test
    void aRingWithRoomKeepsItsFullGap() {
        ThreeOutcomes lesson = new ThreeOutcomes();
        lesson.place(Circle.of(100, 50, 40), Circle.of(200, 50, 13));
        AffineTransform worldToScreen = SceneRenderer.fit(lesson.bounds(), WIDTH, HEIGHT);
        Ellipse2D ring = SelectionRing.around(worldToScreen, lesson.pieces().get(1).handle(), lesson.bounds());
        assertThat(ring.getWidth() / 2 - 13 * worldToScreen.getScaleX()).isCloseTo(6.0, within(1e-9));
    }

    /** Returns where Q's label is painted, in screen pixels, with the label font of a 13-point window at {@code scale}. */
    private static Rectangle2D qsLabel(ThreeOutcomes lesson, AffineTransform worldToScreen, double scale) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.round(13 * scale)));
            Java2dDraw canvas = new Java2dDraw(g, image, worldToScreen, Map.of(), scale);
            List<Rectangle2D> found = new ArrayList<>();
            lesson.draw(new DebugDraw() {
                @Override
                public Vec2 labelSize(String text, Aabb view) {
                    return canvas.labelSize(text, view);
                }

                @Override
                public double markRadius(Aabb view) {
                    return canvas.markRadius(view);
                }

                @Override
                public void label(Vec2 at, String text, Ink ink, Side side) {
                    if (text.startsWith("Q")) {
                        found.add(painted(worldToScreen, at, canvas.labelSize(text, lesson.bounds()), side, LABEL_GAP * scale));
                    }
                }
            }, Overlays.DEFAULT);
            assertThat(found).as("Q's label").hasSize(1);
            return found.get(0);
        } finally {
            g.dispose();
        }
    }

    /** Returns the background of a label measured {@code size} (world units, the gap included) at {@code at} on {@code side}, as painted. */
    private static Rectangle2D painted(AffineTransform worldToScreen, Vec2 at, Vec2 size, DebugDraw.Side side, double gap) {
        Point2D p = worldToScreen.transform(new Point2D.Double(at.x(), at.y()), null);
        double w = size.x() * worldToScreen.getScaleX() - gap;
        double h = size.y() * worldToScreen.getScaleY() - gap;
        return org.spriteplayground.render.LabelPainter.box(p, w, h, side, gap);
    }
}
