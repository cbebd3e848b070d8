package org.spriteplayground.render;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.awt.image.SinglePixelPackedSampleModel;

/**
 * An opaque RGB image that {@link Stamp}s are laid on directly, pixel by pixel, as Java2D's
 * source-over would blend them (premultiplied source over an opaque destination, each channel
 * rounded alike), within the graphics' clip and shifted by its translation. Drawing through it
 * costs by the stamp's inked pixels instead of by its box, and makes no object.
 */
final class RasterTarget {

    private final int[] data;
    private final int stride;
    private final int shiftX;
    private final int shiftY;
    private final int clipX0;
    private final int clipY0;
    private final int clipX1;
    private final int clipY1;

    private RasterTarget(int[] data, int stride, int shiftX, int shiftY, Rectangle clip) {
        this.data = data;
        this.stride = stride;
        this.shiftX = shiftX;
        this.shiftY = shiftY;
        this.clipX0 = clip.x;
        this.clipY0 = clip.y;
        this.clipX1 = clip.x + clip.width;
        this.clipY1 = clip.y + clip.height;
    }

    /**
     * Returns a target for drawing into {@code image} as {@code g} would, or null when {@code g}
     * does more than shift whole pixels and clip to a rectangle, blends other than plain
     * source-over, or {@code image} is not a plain {@code TYPE_INT_RGB} image.
     */
    static RasterTarget of(BufferedImage image, Graphics2D g) {
        if (image == null || image.getType() != BufferedImage.TYPE_INT_RGB
                || !(image.getRaster().getDataBuffer() instanceof DataBufferInt buffer)
                || !(image.getSampleModel() instanceof SinglePixelPackedSampleModel model)
                || image.getRaster().getSampleModelTranslateX() != 0 || image.getRaster().getSampleModelTranslateY() != 0
                || !AlphaComposite.SrcOver.equals(g.getComposite())) {
            return null;
        }
        AffineTransform t = g.getTransform();
        if ((t.getType() & ~AffineTransform.TYPE_TRANSLATION) != 0 || t.getTranslateX() != Math.rint(t.getTranslateX())
                || t.getTranslateY() != Math.rint(t.getTranslateY())) {
            return null;
        }
        if (g.getClip() != null && !(g.getClip() instanceof Rectangle)) {
            return null;
        }
        int dx = (int) t.getTranslateX();
        int dy = (int) t.getTranslateY();
        Rectangle clip = new Rectangle(0, 0, image.getWidth(), image.getHeight());
        if (g.getClip() instanceof Rectangle user) {
            clip = clip.intersection(new Rectangle(user.x + dx, user.y + dy, user.width, user.height));
        }
        return new RasterTarget(buffer.getData(), model.getScanlineStride(), dx, dy, clip);
    }

    /** Lays {@code stamp} with its top-left corner at ({@code x}, {@code y}) in the graphics' coordinates. */
    void lay(Stamp stamp, int x, int y) {
        int left = x + shiftX;
        int top = y + shiftY;
        if (left >= clipX1 || top >= clipY1 || left + stamp.width <= clipX0 || top + stamp.height <= clipY0) {
            return;
        }
        boolean inside = left >= clipX0 && top >= clipY0 && left + stamp.width <= clipX1 && top + stamp.height <= clipY1;
        int[] rows = stamp.runRows;
        for (int r = 0; r < rows.length; r++) {
            int py = top + rows[r];
            int from = left + stamp.runXs[r];
            int to = from + stamp.runLengths[r];
            int start = stamp.runStarts[r];
            if (!inside) {
                if (py < clipY0 || py >= clipY1) {
                    continue;
                }
                start += Math.max(0, clipX0 - from);
                from = Math.max(from, clipX0);
                to = Math.min(to, clipX1);
            }
            if (to > from) {
                System.arraycopy(stamp.runColours, start, data, py * stride + from, to - from);
            }
        }
        int[] places = stamp.places;
        int[] colours = stamp.colours;
        for (int k = 0; k < places.length; k++) {
            int place = places[k];
            int px = left + (place & 0xFFFF);
            int py = top + (place >>> 16);
            if (inside || px >= clipX0 && px < clipX1 && py >= clipY0 && py < clipY1) {
                int i = py * stride + px;
                data[i] = over(colours[k], data[i]);
            }
        }
    }

    /** Returns premultiplied, see-through {@code source} over the opaque RGB {@code under}. */
    static int over(int source, int under) {
        int keep = 0xFF - (source >>> 24);
        int r = (source >> 16 & 0xFF) + mul(keep, under >> 16 & 0xFF);
        int g = (source >> 8 & 0xFF) + mul(keep, under >> 8 & 0xFF);
        int b = (source & 0xFF) + mul(keep, under & 0xFF);
        return Math.min(r, 0xFF) << 16 | Math.min(g, 0xFF) << 8 | Math.min(b, 0xFF);
    }

    /** Returns a &times; b / 255 rounded, for a and b in 0-255. */
    private static int mul(int a, int b) {
        int t = a * b + 0x80;
        return (t + (t >> 8)) >> 8;
    }
}
