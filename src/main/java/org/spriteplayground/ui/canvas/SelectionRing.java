package org.spriteplayground.ui.canvas;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * Draws a dashed ring round the piece the keyboard has selected, so a person sees what the keys
 * move. Round a piece with a size it reaches at most {@value #GAP_PX} pixels and half its line
 * past the piece, within a marked point's ring ({@code DebugDraw.markRadius}), which labels keep
 * clear of; near the world's frame its gap narrows, down to {@value #LEAST_GAP_PX} pixels, to keep
 * it inside the frame where it can. It is painted within the frame, as everything the world draws
 * is: a piece at the frame's edge has its ring cut there as its own outline is.
 */
final class SelectionRing {

    /** The ring's radius around a piece with no size, and its gap around one with a size, in screen pixels. */
    private static final double PLAIN_PX = 28;
    private static final double GAP_PX = 6;
    /** The narrowest gap between a piece and its ring, clear of the piece's own line, in screen pixels. */
    private static final double LEAST_GAP_PX = 3;
    /** Half the ring's line, in screen pixels. */
    private static final double HALF_LINE_PX = 1.25;

    private SelectionRing() {
    }

    /** Returns the ring around {@code handle}'s piece, in the pixels of {@code worldToScreen}. */
    static Ellipse2D around(AffineTransform worldToScreen, Handle handle) {
        return around(worldToScreen, handle, null);
    }

    /**
     * As {@link #around(AffineTransform, Handle)}, its gap narrowed where that keeps the ring, its
     * line included, inside {@code frame} (the world's bounds; null for no frame).
     */
    static Ellipse2D around(AffineTransform worldToScreen, Handle handle, Aabb frame) {
        Point2D centre = worldToScreen.transform(new Point2D.Double(handle.anchor().x(), handle.anchor().y()), null);
        double r = PLAIN_PX;
        if (!Double.isNaN(handle.size())) {
            double piece = handle.size() * worldToScreen.getScaleX();
            r = piece + GAP_PX;
            if (frame != null) {
                Rectangle2D edges = worldToScreen.createTransformedShape(new Rectangle2D.Double(frame.minX(), frame.minY(), frame.width(), frame.height()))
                        .getBounds2D();
                double room = Math.min(Math.min(centre.getX() - edges.getMinX(), edges.getMaxX() - centre.getX()),
                        Math.min(centre.getY() - edges.getMinY(), edges.getMaxY() - centre.getY())) - HALF_LINE_PX;
                r = Math.max(piece + LEAST_GAP_PX, Math.min(r, room));
            }
        }
        return new Ellipse2D.Double(centre.getX() - r, centre.getY() - r, 2 * r, 2 * r);
    }

    /** The ring's dashed line. */
    private static final BasicStroke LINE = new BasicStroke((float) (2 * HALF_LINE_PX), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0);

    /**
     * Paints the ring of {@code selection}'s piece, if any, with {@code worldToScreen}, inside the
     * world's frame, and gives it an entry in {@code legend}, the legend of the frame it is painted on.
     */
    static void paint(Graphics2D g, AffineTransform worldToScreen, Lesson lesson, Selection selection, CanvasLegend legend) {
        selection.piece(lesson).ifPresent(piece -> {
            Ellipse2D around = around(worldToScreen, piece.handle(), lesson.bounds());
            Aabb b = lesson.bounds();
            Graphics2D ring = (Graphics2D) g.create();
            try {
                ring.clip(worldToScreen.createTransformedShape(new Rectangle2D.Double(b.minX(), b.minY(), b.width(), b.height())));
                ring.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                ring.setColor(Palette.color(Ink.MARK));
                ring.setStroke(LINE);
                ring.draw(around);
                legend.selection(LINE);
            } finally {
                ring.dispose();
            }
        });
    }
}
