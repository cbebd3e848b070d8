package org.spriteplayground.render;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import org.spriteplayground.geometry.Pose;

/**
 * The bulk sprite path: each sprite is the pre-turned image for its nearest whole degree, laid at
 * whole pixels (as a {@link Stamp} on a {@link RasterTarget} when there is one, else blitted),
 * with no transform and no object made per sprite. It applies when the world maps
 * to the screen by a uniform scale and a shift, and the graphics only shifts, which is how the
 * canvas draws; anything else is drawn through a transform per sprite ({@link #drawTransformed}).
 */
final class SpriteBlits {

    private static final int SHIFT_OR_SCALE = AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE;

    private SpriteBlits() {
    }

    /**
     * Draws {@code count} copies of {@code image} centred at the screen images of (xs[i], ys[i])
     * and turned by angles[i] radians rounded to a whole degree; returns false, having drawn
     * nothing, where this path does not apply.
     *
     * @param target the raster to lay the turns on as stamps, or null to blit them through {@code g}
     */
    static boolean draw(Graphics2D g, RasterTarget target, AffineTransform worldToScreen, TurnedImageCache cache, BufferedImage image,
            double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
        if ((worldToScreen.getType() & ~SHIFT_OR_SCALE) != 0 || worldToScreen.getScaleX() <= 0
                || (g.getTransform().getType() & ~AffineTransform.TYPE_TRANSLATION) != 0) {
            return false;
        }
        double scale = worldToScreen.getScaleX();
        TurnedImages turns = cache.turns(image, scale, smooth);
        if (turns == null) {
            return false;
        }
        double shiftX = worldToScreen.getTranslateX();
        double shiftY = worldToScreen.getTranslateY();
        // A turn reaches at most its half-diagonal and three pixels (a spare pixel, rounding) from the sprite's
        // centre: a sprite farther outside the clip shows none of its pixels, and is left before its turn is looked up.
        Rectangle clip = g.getClipBounds();
        double reach = scale * Math.hypot(image.getWidth(), image.getHeight()) / 2 + 3;
        double left = clip == null ? Double.NEGATIVE_INFINITY : clip.getMinX() - reach;
        double right = clip == null ? Double.POSITIVE_INFINITY : clip.getMaxX() + reach;
        double top = clip == null ? Double.NEGATIVE_INFINITY : clip.getMinY() - reach;
        double bottom = clip == null ? Double.POSITIVE_INFINITY : clip.getMaxY() + reach;
        for (int i = 0; i < count; i++) {
            double cx = scale * xs[i] + shiftX;
            double cy = scale * ys[i] + shiftY;
            if (cx < left || cx > right || cy < top || cy > bottom) {
                continue;
            }
            int d = degrees(angles[i]);
            TurnedImages.Turn turn = turns.turns.get(d);
            int x = (int) Math.floor(cx + 0.5) + turn.x();
            int y = (int) Math.floor(cy + 0.5) + turn.y();
            if (target != null) {
                target.lay(turn.stamp(), x, y);
            } else {
                g.drawImage(turn.image(), x, y, null);
            }
        }
        return true;
    }

    /**
     * Draws {@code count} copies of {@code image} as {@link #draw} does, each through its own
     * transform (turned exactly, smooth or nearest neighbour): the path where {@link #draw} does not apply.
     */
    static void drawTransformed(Graphics2D g, AffineTransform worldToScreen, BufferedImage image, double[] xs, double[] ys, double[] angles,
            int count, boolean smooth) {
        Object before = g.getRenderingHint(RenderingHints.KEY_INTERPOLATION);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                smooth ? RenderingHints.VALUE_INTERPOLATION_BILINEAR : RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
        double halfW = image.getWidth() / 2.0;
        double halfH = image.getHeight() / 2.0;
        AffineTransform at = new AffineTransform();
        for (int i = 0; i < count; i++) {
            at.setTransform(worldToScreen);
            at.translate(xs[i], ys[i]);
            at.rotate(angles[i]);
            at.translate(-halfW, -halfH);
            g.drawImage(image, at, null);
        }
        if (before != null) {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, before);
        }
    }

    /** Draws one copy of {@code image} at {@code pose} as {@link #drawTransformed(Graphics2D, AffineTransform, BufferedImage, double[], double[], double[], int, boolean)} does. */
    static void drawTransformed(Graphics2D g, AffineTransform worldToScreen, BufferedImage image, Pose pose, boolean smooth) {
        drawTransformed(g, worldToScreen, image, new double[] {pose.position().x()}, new double[] {pose.position().y()}, new double[] {pose.angle()}, 1, smooth);
    }

    /** Returns {@code radians} as the nearest whole degree, 0-359. */
    static int degrees(double radians) {
        return Math.floorMod(Math.round(Math.toDegrees(radians)), 360);
    }
}
