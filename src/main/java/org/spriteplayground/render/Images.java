package org.spriteplayground.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/** Sprite images in the form Java2D draws fastest: premultiplied ARGB, converted once at load. */
public final class Images {

    private Images() {
    }

    /** Returns {@code image} as {@code TYPE_INT_ARGB_PRE}; the same object if it already is. */
    public static BufferedImage premultiplied(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_ARGB_PRE) {
            return image;
        }
        BufferedImage converted = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = converted.createGraphics();
        try {
            g.drawImage(image, 0, 0, null);
        } finally {
            g.dispose();
        }
        return converted;
    }
}
