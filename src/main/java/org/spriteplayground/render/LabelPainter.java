package org.spriteplayground.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw.Side;
import org.spriteplayground.sim.Ink;

/**
 * Writes {@link Java2dDraw}'s labels: text on a rounded, half-see-through background, one or
 * more lines, a few pixels off its anchor on one side; and measures them in world units, so that
 * the labels are placed by the size they are painted.
 */
public final class LabelPainter {

    /** Screen pixels between a label's anchor and its background, at scale 1. */
    private static final double GAP = 4;

    private final Graphics2D g;
    private final AffineTransform worldToScreen;
    private final Font font;
    /** The gap, margins and corners times the canvas's line scale ({@link Thickness}); the font is sized by the caller. */
    private final double scale;

    LabelPainter(Graphics2D g, AffineTransform worldToScreen, Font font, double scale) {
        this.g = g;
        this.worldToScreen = worldToScreen;
        this.font = font;
        this.scale = scale;
    }

    /** Writes {@code text} (lines split at {@code '\n'}) on {@code side} of the screen point {@code p}; returns the box it covers. */
    Rectangle2D draw(Point2D p, String text, Ink ink, Side side) {
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        String[] lines = text.split("\n", -1);
        double w = width(fm, lines);
        double h = height(fm, lines.length);
        double gap = GAP * scale;
        Rectangle2D box = box(p, w, h, side, gap);
        double x = box.getX();
        double y = box.getY();
        Color back = Palette.background();
        g.setColor(new Color(back.getRed(), back.getGreen(), back.getBlue(), 200));
        g.fill(new RoundRectangle2D.Double(x, y, w, h, 8 * scale, 8 * scale));
        g.setColor(Palette.color(ink));
        for (int i = 0; i < lines.length; i++) {
            g.drawString(lines[i], (float) (x + 4 * scale), (float) (y + scale + fm.getAscent() + i * fm.getHeight()));
        }
        return box;
    }

    /**
     * Returns the room {@link #draw} takes for {@code text}, in world units: its background and
     * the gap to its anchor, in pixels of the label font, divided by the world-to-screen scale
     * along each axis.
     */
    Vec2 size(String text) {
        FontMetrics fm = g.getFontMetrics(font);
        double across = Math.hypot(worldToScreen.getScaleX(), worldToScreen.getShearY());
        double down = Math.hypot(worldToScreen.getShearX(), worldToScreen.getScaleY());
        String[] lines = text.split("\n", -1);
        return new Vec2((width(fm, lines) + GAP * scale) / across, (height(fm, lines.length) + GAP * scale) / down);
    }

    /** Returns a label background's width in pixels: the longest line and 4 pixels (at scale 1) each side. */
    private double width(FontMetrics fm, String[] lines) {
        int widest = 0;
        for (String line : lines) {
            widest = Math.max(widest, fm.stringWidth(line));
        }
        return widest + 8 * scale;
    }

    /** Returns a label background's height in pixels: its lines and a pixel (at scale 1) above and below. */
    private double height(FontMetrics fm, int lines) {
        return lines * fm.getHeight() + 2 * scale;
    }

    /** Returns where a label's background of {@code w} x {@code h} stands, {@code gap} from {@code p} on {@code side} (screen pixels). */
    public static Rectangle2D box(Point2D p, double w, double h, Side side, double gap) {
        double x = switch (side) {
            case ABOVE, BELOW -> p.getX() - w / 2;
            case LEFT -> p.getX() - w - gap;
            case RIGHT -> p.getX() + gap;
        };
        double y = switch (side) {
            case ABOVE -> p.getY() - h - gap;
            case BELOW -> p.getY() + gap;
            case LEFT, RIGHT -> p.getY() - h / 2;
        };
        return new Rectangle2D.Double(x, y, w, h);
    }
}
