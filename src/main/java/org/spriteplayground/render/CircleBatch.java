package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import org.spriteplayground.sim.Ink;

/**
 * The bulk circle path: each centre is mapped to the screen and a screen-space outline is drawn
 * there, with the ink set once and no shape transformed or made per circle. Up to
 * {@value #DETAILED_CIRCLES} circles get the ink's own antialiased line; above that each is a
 * one-pixel outline without antialiasing, several times cheaper. Either is stamped from an outline
 * drawn once per radius ({@link CircleStamps}) where the world maps to the screen by a uniform
 * scale and a shift, and stroked circle by circle elsewhere.
 */
final class CircleBatch {

    /** The most circles one batch draws with the ink's own antialiased line. */
    static final int DETAILED_CIRCLES = 500;
    /** The outline of each circle in a batch too large for the ink's own line. */
    private static final Stroke PLAIN_OUTLINE = new BasicStroke(1f);

    private CircleBatch() {
    }

    /**
     * Outlines {@code count} circles centred at (xs[i], ys[i]) with radii[i] world units in an
     * outlined (not filled) ink. Assumes the world-to-screen map scales both axes alike.
     *
     * @param target the raster to lay stamps on, or null to draw through {@code g}
     * @param lineScale how many times as thick as usual the outlines are ({@link Thickness})
     */
    static void draw(Graphics2D g, RasterTarget target, AffineTransform worldToScreen, double[] xs, double[] ys, double[] radii,
            int count, Ink ink, float lineScale) {
        boolean detailed = count <= DETAILED_CIRCLES;
        Stroke line = detailed ? Thickness.stroke(ink, lineScale) : Thickness.scaled(PLAIN_OUTLINE, lineScale);
        Object aa = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, detailed ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setColor(Palette.color(ink));
        g.setStroke(line);
        if (!CircleStamps.of(Palette.color(ink), line, detailed).draw(g, target, worldToScreen, xs, ys, radii, count)) {
            double scale = Math.sqrt(Math.abs(worldToScreen.getDeterminant()));
            double[] centre = new double[2];
            Ellipse2D.Double circle = new Ellipse2D.Double();
            for (int i = 0; i < count; i++) {
                centre[0] = xs[i];
                centre[1] = ys[i];
                worldToScreen.transform(centre, 0, centre, 0, 1);
                double r = radii[i] * scale;
                circle.setFrame(centre[0] - r, centre[1] - r, 2 * r, 2 * r);
                g.draw(circle);
            }
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, aa);
    }
}
