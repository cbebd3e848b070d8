package org.spriteplayground.ui.predict;

import java.awt.BasicStroke;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * Marks the gap a Predict question is about: at the canvas's scale a gap of a pixel or less
 * looks like touching, so a tick across the line of centres at each end of the gap, and a
 * leader up to a label giving its width ("0.34 px apart"), show that it is there and how wide.
 */
final class GapMark {

    /** Half a tick's length, and the leader's length, in screen pixels. */
    private static final double TICK_PX = 9;
    private static final double LEADER_PX = 34;
    /** The room around the label's text, in screen pixels. */
    private static final int PAD_PX = 3;

    private GapMark() {
    }

    /** Returns the label's box for {@code gap} drawn with {@code worldToScreen} in {@code metrics}' font. */
    static Rectangle2D label(AffineTransform worldToScreen, Segment gap, FontMetrics metrics) {
        Point2D tip = leaderTip(worldToScreen, gap);
        String text = text(gap);
        double w = metrics.stringWidth(text) + 2.0 * PAD_PX;
        double h = metrics.getHeight() + 2.0 * PAD_PX;
        return new Rectangle2D.Double(tip.getX() - w / 2, tip.getY() - h, w, h);
    }

    /** Returns the label's words: the gap's width in world pixels. */
    static String text(Segment gap) {
        return Texts.format("predict.gap", gap.length());
    }

    /** Paints the mark of {@code gap} (world units) with {@code worldToScreen}, in the mark's ink. */
    static void paint(Graphics2D graphics, AffineTransform worldToScreen, Segment gap) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Point2D from = screen(worldToScreen, gap.from());
            Point2D to = screen(worldToScreen, gap.to());
            double[] across = across(from, to);
            g.setColor(Palette.color(Ink.MARK));
            g.setStroke(new BasicStroke(2f));
            for (Point2D end : new Point2D[] {from, to}) {
                g.draw(new Line2D.Double(end.getX() - across[0] * TICK_PX, end.getY() - across[1] * TICK_PX,
                        end.getX() + across[0] * TICK_PX, end.getY() + across[1] * TICK_PX));
            }
            Point2D middle = new Point2D.Double((from.getX() + to.getX()) / 2, (from.getY() + to.getY()) / 2);
            Point2D tip = leaderTip(worldToScreen, gap);
            g.setStroke(new BasicStroke(1f));
            g.draw(new Line2D.Double(middle, tip));
            Rectangle2D box = label(worldToScreen, gap, g.getFontMetrics());
            g.setColor(Palette.background());
            g.fill(box);
            g.setColor(Palette.color(Ink.MARK));
            g.draw(box);
            g.drawString(text(gap), (float) (box.getX() + PAD_PX), (float) (box.getY() + PAD_PX + g.getFontMetrics().getAscent()));
        } finally {
            g.dispose();
        }
    }

    private static Point2D screen(AffineTransform worldToScreen, org.spriteplayground.geometry.Vec2 p) {
        return worldToScreen.transform(new Point2D.Double(p.x(), p.y()), null);
    }

    /** Returns the unit vector across the gap's line on screen, pointing up; straight up for a gap too small to give a line. */
    private static double[] across(Point2D from, Point2D to) {
        double dx = to.getX() - from.getX();
        double dy = to.getY() - from.getY();
        double length = Math.hypot(dx, dy);
        if (length < 1e-6) {
            return new double[] {0, -1};
        }
        double ax = dy / length;
        double ay = -dx / length;
        return ay <= 0 ? new double[] {ax, ay} : new double[] {-ax, -ay};
    }

    /** Returns where the leader from the gap's middle ends, straight above it, and the label's bottom sits. */
    private static Point2D leaderTip(AffineTransform worldToScreen, Segment gap) {
        Point2D from = screen(worldToScreen, gap.from());
        Point2D to = screen(worldToScreen, gap.to());
        return new Point2D.Double((from.getX() + to.getX()) / 2, Math.min(from.getY(), to.getY()) - LEADER_PX);
    }
}
