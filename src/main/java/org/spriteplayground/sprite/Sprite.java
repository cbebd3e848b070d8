package org.spriteplayground.sprite;

/**
 * A sprite as the collision code sees it: a name and the alpha mask of its image. Its pivot is
 * the image centre, as in seed 004 (half width, half height).
 *
 * @param name the short name, such as {@code jet}; not blank
 * @param mask the opaque pixels; not null
 */
public record Sprite(String name, AlphaMask mask) {

    public Sprite {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("sprite name must not be blank, was '" + name + "'");
        }
        if (mask == null) {
            throw new IllegalArgumentException("mask must not be null");
        }
    }

    /** Returns the image width in pixels. */
    public int width() {
        return mask.width();
    }

    /** Returns the image height in pixels. */
    public int height() {
        return mask.height();
    }

    /** Returns the number of opaque pixels (alpha &ge; 128): the area the bounds are judged by. */
    public int opaquePixels() {
        return mask.opaqueCount();
    }
}
