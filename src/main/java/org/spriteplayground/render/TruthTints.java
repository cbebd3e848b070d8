package org.spriteplayground.render;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.WeakHashMap;
import org.spriteplayground.sprite.AlphaMask;

/**
 * For each sprite image, an image of the same size in which exactly the opaque pixels (alpha
 * &ge; 128) carry the truth tint and all others are clear. Made once per image and colour.
 */
final class TruthTints {

    private static final Map<BufferedImage, Tint> CACHE = new WeakHashMap<>();

    private TruthTints() {
    }

    /** Returns the tint of {@code image} in {@code colour}; call on the event thread. */
    static BufferedImage of(BufferedImage image, Color colour) {
        int argb = colour.getRGB();
        Tint tint = CACHE.get(image);
        if (tint == null || tint.argb() != argb) {
            int w = image.getWidth();
            int h = image.getHeight();
            int[] pixels = image.getRGB(0, 0, w, h, null, 0, w);
            for (int i = 0; i < pixels.length; i++) {
                pixels[i] = pixels[i] >>> 24 >= AlphaMask.ALPHA_THRESHOLD ? argb : 0;
            }
            tint = new Tint(argb, new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB));
            tint.image().setRGB(0, 0, w, h, pixels, 0, w);
            CACHE.put(image, tint);
        }
        return tint.image();
    }

    /** A tint made in colour {@code argb}. */
    private record Tint(int argb, BufferedImage image) {
    }
}
