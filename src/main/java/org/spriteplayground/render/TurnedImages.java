package org.spriteplayground.render;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import org.spriteplayground.sprite.TurnCache;

/**
 * One sprite image turned by each whole degree at one screen scale, made on first use: drawing
 * a turned sprite is then one plain blit at whole pixels. Each turn is made with the same
 * transform and filter as a transformed draw, with the sprite's centre on a pixel corner, so a
 * sprite whose centre lands on a pixel corner gets the very pixels a transformed draw would give.
 * Images are premultiplied ARGB, the form a software blit onto the canvas's image draws fastest,
 * cropped to their pixels that are not wholly clear (a blit costs by its area), each with its
 * {@link Stamp} for laying straight onto the canvas's raster.
 */
final class TurnedImages {

    /**
     * One turn: the turned image cropped to its pixels that are not wholly clear, its stamp, and
     * where its top-left corner lies relative to the sprite's centre, in screen pixels.
     */
    record Turn(BufferedImage image, Stamp stamp, int x, int y) {

        /** Returns the bytes the turn takes: its image and its stamp. */
        long bytes() {
            return (long) image.getWidth() * image.getHeight() * Integer.BYTES + stamp.bytes();
        }
    }

    private final BufferedImage source;
    private final double scale;
    private final boolean smooth;
    /** The turns by each whole degree, as many as the cache lets this sprite keep. */
    final TurnCache.Turns<Turn> turns;

    TurnedImages(BufferedImage source, double scale, boolean smooth, TurnCache cache) {
        this.source = source;
        this.scale = scale;
        this.smooth = smooth;
        this.turns = cache.turns(this::make, Turn::bytes);
    }

    /** Returns whether these are the turns of {@code image} at {@code scale}, filtered as {@code smooth} asks. */
    boolean isFor(BufferedImage image, double scale, boolean smooth) {
        return source == image && this.scale == scale && this.smooth == smooth;
    }

    /** Returns whether these are turns of {@code image} filtered as {@code smooth} asks, at any scale. */
    boolean isOf(BufferedImage image, boolean smooth) {
        return source == image && this.smooth == smooth;
    }

    /** Returns the bytes a turn of {@code image} at {@code scale} takes at most, at any angle: its image and its stamp. */
    static long maxTurnBytes(BufferedImage image, double scale) {
        long side = (long) Math.ceil(scale * Math.hypot(image.getWidth(), image.getHeight())) + 3;
        // The image takes an int a pixel; its stamp at most two and a half (one-pixel runs between clear pixels).
        return side * side * 4 * Integer.BYTES;
    }

    /** Makes the turn by {@code degrees}. */
    private Turn make(int degrees) {
        AffineTransform turn = AffineTransform.getScaleInstance(scale, scale);
        turn.rotate(Math.toRadians(degrees));
        turn.translate(-source.getWidth() / 2.0, -source.getHeight() / 2.0);
        Rectangle2D box = turn.createTransformedShape(new Rectangle2D.Double(0, 0, source.getWidth(), source.getHeight())).getBounds2D();
        // One spare pixel each side for the filter's reach; the centre stays on a pixel corner.
        int left = (int) Math.floor(box.getMinX()) - 1;
        int top = (int) Math.floor(box.getMinY()) - 1;
        int width = (int) Math.ceil(box.getMaxX()) + 1 - left;
        int height = (int) Math.ceil(box.getMaxY()) + 1 - top;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                    smooth ? RenderingHints.VALUE_INTERPOLATION_BILINEAR : RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            g.translate(-left, -top);
            g.drawImage(source, turn, null);
        } finally {
            g.dispose();
        }
        // Most of a turned sprite's box is clear; a blit costs by its area, so keep only the inked part.
        Rectangle inked = inked(image);
        BufferedImage cropped = copy(image, inked);
        return new Turn(cropped, Stamp.of(cropped), left + inked.x, top + inked.y);
    }

    /** Returns the smallest rectangle holding every pixel of {@code image} that is not wholly clear (at least 1 &times; 1). */
    private static Rectangle inked(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] argb = image.getRGB(0, 0, w, h, null, 0, w);
        int minX = w;
        int minY = h;
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (argb[y * w + x] >>> 24 != 0) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        return maxX < 0 ? new Rectangle(0, 0, 1, 1) : new Rectangle(minX, minY, maxX - minX + 1, maxY - minY + 1);
    }

    private static BufferedImage copy(BufferedImage image, Rectangle part) {
        BufferedImage copy = new BufferedImage(part.width, part.height, BufferedImage.TYPE_INT_ARGB_PRE);
        copy.getRaster().setRect(-part.x, -part.y, image.getRaster());
        return copy;
    }
}
