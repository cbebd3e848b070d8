package org.spriteplayground.sim;

/**
 * Which overlays are switched on. Each lesson draws those that make sense for it.
 *
 * @param sprites the sprite images
 * @param circles the bounding circles (radius = half-diagonal of the image)
 * @param boxes the axis-aligned boxes of the turned sprites
 * @param centers the centre dots and heading arrows
 * @param intersections the points where circle borders cross
 */
public record Overlays(boolean sprites, boolean circles, boolean boxes, boolean centers, boolean intersections) {

    /** What a new window shows: sprites, circles and crossing points. */
    public static final Overlays DEFAULT = new Overlays(true, true, false, false, true);

    /** Everything on. */
    public static final Overlays ALL = new Overlays(true, true, true, true, true);

    /** Everything off. */
    public static final Overlays NONE = new Overlays(false, false, false, false, false);

    /** Returns a copy with {@code boxes} set. */
    public Overlays withBoxes(boolean on) {
        return new Overlays(sprites, circles, on, centers, intersections);
    }

    /** Returns a copy with {@code circles} set. */
    public Overlays withCircles(boolean on) {
        return new Overlays(sprites, on, boxes, centers, intersections);
    }
}
