/**
 * Sprites as collision shapes: an image's alpha mask (a pixel is opaque when its alpha is at
 * least 128) and what is derived from it once per image, such as the opaque-pixel count that
 * every fill ratio divides by.
 *
 * <p>Masks are stored as rows of 64-bit words, bit {@code x % 64} of word {@code x / 64} of row
 * {@code y}, so that two masks can later be compared a word at a time. Only {@link
 * org.spriteplayground.sprite.SpriteLoader} touches image decoding (AWT and ImageIO); the rest
 * is plain Java and runs headless.
 *
 * <p>The masks turned by each whole degree, which the pixel truth compares, are kept by one
 * {@link org.spriteplayground.sprite.TurnCache} within a fixed budget across all sprites;
 * a large sprite is tested straight from its source pixels, cell by cell where both could be.
 * {@link org.spriteplayground.sprite.SwarmConfirm} runs the same tests between thousands of
 * bodies of one sprite, by index, without making an object per pair.
 *
 * <p>A turned mask's cells sit on the lattice of whole pixels around the pivot (the image's
 * centre). Each cell is sampled a hair right of and below its centre, so that where a turned edge
 * falls on cell centres (an odd side at a quarter turn) every tie goes the same way in the world:
 * at 0&deg;, 90&deg;, 180&deg; and 270&deg; the mask is the image's pixels turned as an array, with
 * as many opaque cells as the image, half a pixel up or left of centre along an odd side and
 * centred along an even one, at every one of those turns alike ({@link
 * org.spriteplayground.sprite.TurnedMask}).
 */
package org.spriteplayground.sprite;
