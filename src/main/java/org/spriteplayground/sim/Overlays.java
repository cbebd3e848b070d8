package org.spriteplayground.sim;

/**
 * Which overlays are switched on.
 *
 * @param sprites the sprite images
 * @param circles the bounding circles (radius = half-diagonal of the image)
 * @param boxes the axis-aligned boxes of the turned sprites
 * @param centers the centre dots and heading arrows
 */
public record Overlays(boolean sprites, boolean circles, boolean boxes, boolean centers) {

    /** What a new window shows: sprites and circles. */
    public static final Overlays DEFAULT = new Overlays(true, true, false, false);

    /** Returns a copy with {@code sprites} set. */
    public Overlays withSprites(boolean on) {
        return new Overlays(on, circles, boxes, centers);
    }

    /** Returns a copy with {@code circles} set. */
    public Overlays withCircles(boolean on) {
        return new Overlays(sprites, on, boxes, centers);
    }

    /** Returns a copy with {@code boxes} set. */
    public Overlays withBoxes(boolean on) {
        return new Overlays(sprites, circles, on, centers);
    }

    /** Returns a copy with {@code centers} set. */
    public Overlays withCenters(boolean on) {
        return new Overlays(sprites, circles, boxes, on);
    }
}
