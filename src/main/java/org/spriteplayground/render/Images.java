package org.spriteplayground.render;

import java.awt.image.BufferedImage;
import org.spriteplayground.sprite.SpriteLoader;

/** Sprite images in the form Java2D draws fastest: premultiplied ARGB, converted once at load. */
public final class Images {

    private Images() {
    }

    /** Returns {@code image} as {@code TYPE_INT_ARGB_PRE}; the same object if it already is. */
    public static BufferedImage premultiplied(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_ARGB_PRE) {
            return image;
        }
        return SpriteLoader.copy(image, BufferedImage.TYPE_INT_ARGB_PRE);
    }
}
