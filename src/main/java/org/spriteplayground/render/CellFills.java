package org.spriteplayground.render;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;

/**
 * Fills the cells of a raster laid on the world ({@code DebugDraw.cells}): the fill (a wash, or
 * stripes a fixed distance apart on screen) is painted over the raster's screen rectangle into a
 * layer of its own, cut to the cells by their mask scaled up without smoothing, and the layer is
 * laid on the canvas. So stripes keep their spacing at any zoom and cells meet without seams.
 */
final class CellFills {

    /** Distance between stripes, screen pixels at line scale 1. */
    private static final float STRIPE_GAP = 6f;

    private CellFills() {
    }

    /**
     * Fills the cells of {@code on} (rows of {@code width}), the raster's top-left corner at world
     * ({@code x}, {@code y}), in {@code colour}: striped when {@code hatch}, else washed.
     */
    static void draw(Graphics2D g, AffineTransform worldToScreen, double x, double y, int width, boolean[] on, Color colour, boolean hatch,
            float lineScale) {
        int height = on.length / width;
        Rectangle area = worldToScreen.createTransformedShape(new Rectangle2D.Double(x, y, width, height)).getBounds();
        Rectangle clip = g.getClipBounds();
        if (clip != null) {
            area = area.intersection(clip);
        }
        if (area.isEmpty()) {
            return;
        }
        BufferedImage layer = new BufferedImage(area.width, area.height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D lg = layer.createGraphics();
        try {
            if (hatch) {
                stripes(lg, area.width, area.height, colour, lineScale);
            } else {
                lg.setColor(new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), 90));
                lg.fillRect(0, 0, area.width, area.height);
            }
            lg.setComposite(AlphaComposite.DstIn);
            lg.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            // The layer is the raster's rectangle rounded out to whole pixels; a pixel whose centre
            // lies in that rounding is under no cell, and the mask drawn nearest-neighbour would
            // leave it filled: a thin line along the raster's edge. A clear border cuts it too.
            int border = 1 + (int) Math.ceil(1 / Math.sqrt(Math.abs(worldToScreen.getDeterminant())));
            AffineTransform at = AffineTransform.getTranslateInstance(-area.x, -area.y);
            at.concatenate(worldToScreen);
            at.translate(x - border, y - border);
            lg.drawImage(mask(on, width, height, border), at, null);
        } finally {
            lg.dispose();
        }
        g.drawImage(layer, area.x, area.y, null);
    }

    /** Lines from bottom-left to top-right, {@link #STRIPE_GAP} apart, over a w &times; h layer. */
    private static void stripes(Graphics2D lg, int w, int h, Color colour, float lineScale) {
        lg.setColor(colour);
        lg.setStroke(new BasicStroke(1.5f * lineScale));
        lg.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        float gap = STRIPE_GAP * lineScale;
        for (float k = 0; k < w + h; k += gap) {
            lg.draw(new Line2D.Float(k, 0, k - h, h));
        }
    }

    /** An image with an opaque pixel for every cell that is on, inside a clear border {@code border} pixels wide. */
    private static BufferedImage mask(boolean[] on, int width, int height, int border) {
        int stride = width + 2 * border;
        BufferedImage mask = new BufferedImage(stride, height + 2 * border, BufferedImage.TYPE_INT_ARGB);
        int[] pixels = ((DataBufferInt) mask.getRaster().getDataBuffer()).getData();
        for (int j = 0; j < height; j++) {
            for (int i = 0; i < width; i++) {
                pixels[(j + border) * stride + i + border] = on[j * width + i] ? 0xFF000000 : 0;
            }
        }
        return mask;
    }
}
