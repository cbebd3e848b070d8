package org.spriteplayground.sprite;

import java.awt.image.BufferedImage;

/**
 * A decoded sprite: the collision view ({@link Sprite}) and the ARGB image it came from, which
 * only the renderer draws.
 *
 * @param sprite the name and mask
 * @param image the pixels, {@code TYPE_INT_ARGB}
 */
public record LoadedSprite(Sprite sprite, BufferedImage image) {
}
