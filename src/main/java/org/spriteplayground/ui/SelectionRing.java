package org.spriteplayground.ui;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/** Draws a dashed ring round the piece the keyboard has selected, so a person sees what the keys move. */
final class SelectionRing {

    /** The ring's radius around a piece with no size, and its gap around one with a size, in screen pixels. */
    private static final double PLAIN_PX = 28;
    private static final double GAP_PX = 6;

    private SelectionRing() {
    }

    /** Returns the ring around {@code handle}'s piece, in the pixels of {@code worldToScreen}. */
    static Ellipse2D around(AffineTransform worldToScreen, Handle handle) {
        Point2D centre = worldToScreen.transform(new Point2D.Double(handle.anchor().x(), handle.anchor().y()), null);
        double r = Double.isNaN(handle.size()) ? PLAIN_PX : handle.size() * worldToScreen.getScaleX() + GAP_PX;
        return new Ellipse2D.Double(centre.getX() - r, centre.getY() - r, 2 * r, 2 * r);
    }

    /** Paints the ring of {@code selection}'s piece, if any, with {@code worldToScreen}. */
    static void paint(Graphics2D g, AffineTransform worldToScreen, Lesson lesson, Selection selection) {
        selection.piece(lesson).ifPresent(piece -> {
            Ellipse2D around = around(worldToScreen, piece.handle());
            Graphics2D ring = (Graphics2D) g.create();
            try {
                ring.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                ring.setColor(Palette.color(Ink.MARK));
                ring.setStroke(new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0));
                ring.draw(around);
            } finally {
                ring.dispose();
            }
        });
    }
}
