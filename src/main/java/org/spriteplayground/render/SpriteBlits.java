package org.spriteplayground.render;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;

/**
 * The bulk sprite path: each sprite is the pre-turned image for its nearest whole degree, laid at
 * whole pixels (as a {@link Stamp} on a {@link RasterTarget} when there is one, else blitted),
 * with no transform and no object made per sprite. It applies when the world maps
 * to the screen by a uniform scale and a shift, and the graphics only shifts, which is how the
 * canvas draws; anything else is left to a transformed draw.
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
        for (int i = 0; i < count; i++) {
            int d = degrees(angles[i]);
            BufferedImage turn = cache.turn(turns, d);
            int x = (int) Math.floor(scale * xs[i] + shiftX + 0.5) + turns.offsetX(d);
            int y = (int) Math.floor(scale * ys[i] + shiftY + 0.5) + turns.offsetY(d);
            if (target != null) {
                target.lay(turns.stamp(d), x, y);
            } else {
                g.drawImage(turn, x, y, null);
            }
        }
        return true;
    }

    /** Returns {@code radians} as the nearest whole degree, 0-359. */
    static int degrees(double radians) {
        return Math.floorMod(Math.round(Math.toDegrees(radians)), 360);
    }
}
