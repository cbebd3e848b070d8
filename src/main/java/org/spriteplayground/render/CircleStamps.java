package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.sim.Ink;

/**
 * The bulk circle path: circle outlines in one colour and line style, drawn (antialiased or not)
 * once per screen radius (to a quarter pixel) into a premultiplied image and its {@link Stamp}: a
 * batch of circles is then one plain blit, or one stamp laid on the canvas's raster, per circle,
 * several times cheaper than stroking each, with the ink set once and no shape made per circle.
 * Up to {@value #DETAILED_CIRCLES} circles get the ink's own antialiased line, unless the lines
 * of the whole crowd would cover more than {@value #DETAILED_SHARE} of the world on screen and
 * bury the sprites; otherwise each is a one-pixel outline without antialiasing. A stamp's centre sits on a pixel corner, so a circle
 * lands within half a pixel of its exact place. Stamps apply where the world maps to the screen
 * by a uniform scale and a shift; the stamps of one style stay within {@value #BUDGET_BYTES}
 * bytes; circles beyond that, larger than {@value #MAX_RADIUS} pixels, or under another map are
 * stroked one by one. Safe to use from several threads.
 */
final class CircleStamps {

    /** The most circles one batch draws with the ink's own antialiased line. */
    static final int DETAILED_CIRCLES = 500;
    /** The most of the clip's area that the ink's own lines of all circles in a crowd may cover. */
    static final double DETAILED_SHARE = 0.2;
    /** The outline of each circle in a batch too large for the ink's own line. */
    private static final Stroke PLAIN_OUTLINE = new BasicStroke(1f);
    /** The most bytes the stamps of one colour and style take. */
    static final long BUDGET_BYTES = 8L << 20;
    /** The largest screen radius, in pixels, drawn with a stamp. */
    static final int MAX_RADIUS = 200;
    /** The most colour-and-style pairs kept; more (theme switches) start the list afresh. */
    private static final int MAX_STYLES = 8;
    private static final List<CircleStamps> STYLES = new ArrayList<>();
    private static final int SHIFT_OR_SCALE = AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE;

    private final Color colour;
    private final Stroke stroke;
    private final boolean smooth;
    private final BufferedImage[] stamps = new BufferedImage[4 * MAX_RADIUS + 1];
    private final Stamp[] sparse = new Stamp[4 * MAX_RADIUS + 1];
    private final int[] centres = new int[4 * MAX_RADIUS + 1];
    private long bytes;

    private CircleStamps(Color colour, Stroke stroke, boolean smooth) {
        this.colour = colour;
        this.stroke = stroke;
        this.smooth = smooth;
    }

    /** Returns the stamps for outlines in {@code colour} and {@code stroke}, antialiased if {@code smooth}. */
    private static synchronized CircleStamps of(Color colour, Stroke stroke, boolean smooth) {
        for (CircleStamps style : STYLES) {
            if (style.colour.equals(colour) && style.stroke == stroke && style.smooth == smooth) {
                return style;
            }
        }
        if (STYLES.size() >= MAX_STYLES) {
            STYLES.clear();
        }
        CircleStamps style = new CircleStamps(colour, stroke, smooth);
        STYLES.add(style);
        return style;
    }

    /**
     * Outlines {@code count} circles centred at (xs[i], ys[i]) with radii[i] world units in an
     * outlined (not filled) ink. Assumes the world-to-screen map scales both axes alike.
     *
     * @param target the raster to lay stamps on, or null to blit them through {@code g}
     * @param lineScale how many times as thick as usual the outlines are ({@link Thickness})
     * @param outlines the length, in screen pixels, of all outlines in the crowd: the ink's own
     *     line is kept where, so long, it would cover at most {@value #DETAILED_SHARE} of the
     *     clip's area (the world on the canvas), else each circle gets the one-pixel outline
     * @param faint whether to draw in the ink's faint colour ({@link Palette#faint}), for a crowd whose
     *     outlines would otherwise bury its sprites
     */
    static void draw(Graphics2D g, RasterTarget target, AffineTransform worldToScreen, double[] xs, double[] ys, double[] radii,
            int count, Ink ink, float lineScale, double outlines, boolean faint) {
        float width = Thickness.stroke(ink, lineScale) instanceof BasicStroke basic ? basic.getLineWidth() : 1f;
        boolean detailed = count <= DETAILED_CIRCLES && !buries(g, outlines * width);
        Stroke line = detailed ? Thickness.stroke(ink, lineScale) : Thickness.scaled(PLAIN_OUTLINE, lineScale);
        Object aa = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, detailed ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
        Color colour = faint ? Palette.faint(ink) : Palette.color(ink);
        g.setColor(colour);
        g.setStroke(line);
        of(colour, line, detailed).draw(g, target, worldToScreen, xs, ys, radii, count);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, aa);
    }

    /**
     * Returns whether {@code ink} square pixels of lines would cover more than
     * {@value #DETAILED_SHARE} of {@code g}'s clip (the world on the canvas), burying the sprites
     * under them; false without a clip.
     */
    static boolean buries(Graphics2D g, double ink) {
        Rectangle area = g.getClipBounds();
        return area != null && ink > DETAILED_SHARE * area.getWidth() * area.getHeight();
    }

    /** Stamps the circles where the maps allow it; the rest are stroked with {@code g}'s current settings. */
    private synchronized void draw(Graphics2D g, RasterTarget target, AffineTransform worldToScreen, double[] xs, double[] ys, double[] radii, int count) {
        boolean stamped = (worldToScreen.getType() & ~SHIFT_OR_SCALE) == 0 && worldToScreen.getScaleX() > 0
                && (g.getTransform().getType() & ~AffineTransform.TYPE_TRANSLATION) == 0;
        double scale = stamped ? worldToScreen.getScaleX() : Math.sqrt(Math.abs(worldToScreen.getDeterminant()));
        double[] m = new double[6];
        worldToScreen.getMatrix(m);
        Ellipse2D.Double circle = new Ellipse2D.Double();
        for (int i = 0; i < count; i++) {
            double x = m[0] * xs[i] + m[2] * ys[i] + m[4];
            double y = m[1] * xs[i] + m[3] * ys[i] + m[5];
            double r = scale * radii[i];
            int quarters = (int) Math.round(4 * r);
            BufferedImage stamp = stamped && quarters >= 0 && quarters < stamps.length ? stamp(quarters) : null;
            if (stamp != null) {
                int left = (int) Math.floor(x + 0.5) - centres[quarters];
                int top = (int) Math.floor(y + 0.5) - centres[quarters];
                if (target != null) {
                    target.lay(sparse[quarters], left, top);
                } else {
                    g.drawImage(stamp, left, top, null);
                }
            } else {
                circle.setFrame(x - r, y - r, 2 * r, 2 * r);
                g.draw(circle);
            }
        }
    }

    /** Returns the stamp of radius {@code quarters} / 4 pixels, made now if it fits the budget, else null. */
    private BufferedImage stamp(int quarters) {
        BufferedImage stamp = stamps[quarters];
        if (stamp == null) {
            double r = quarters / 4.0;
            // Room for the widest line style on either side of the circle, and a pixel for antialiasing.
            int centre = (int) Math.ceil(r) + 5;
            long size = 4L * Integer.BYTES * (2 * centre) * (2 * centre);
            if (bytes + size > BUDGET_BYTES) {
                return null;
            }
            stamp = new BufferedImage(2 * centre, 2 * centre, BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D g = stamp.createGraphics();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, smooth ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
                g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
                g.setColor(colour);
                g.setStroke(stroke);
                g.draw(new Ellipse2D.Double(centre - r, centre - r, 2 * r, 2 * r));
            } finally {
                g.dispose();
            }
            stamps[quarters] = stamp;
            sparse[quarters] = Stamp.of(stamp);
            centres[quarters] = centre;
            bytes += size;
        }
        return stamp;
    }
}
