package org.spriteplayground.sim;

/** One overlay switch. A scene draws the ones it knows; the app hides the others' switches. */
public enum Overlay {
    /** The sprite images. */
    SPRITES,
    /** Seed 004's bounding circles (radius = half-diagonal of the image). */
    CIRCLES,
    /** The axis-aligned boxes of the turned images. */
    BOXES,
    /** The axis-aligned boxes of the turned opaque pixels. */
    TIGHT_BOXES,
    /** The opaque pixels' tight boxes, turning with the sprites. */
    TURNED_BOXES,
    /** The smallest circles around the opaque pixels. */
    MIN_CIRCLES,
    /** The convex hulls of the opaque pixels, turning with the sprites. */
    HULLS,
    /** The smallest capsules along the sprites' long axes, turning with them. */
    CAPSULES,
    /** The 8-DOPs of the opaque pixels (tight boxes with the corners cut), turning with the sprites. */
    KDOPS,
    /** The pixel truth: a tint over every opaque pixel. */
    PIXELS,
    /** Centre dots and heading arrows. */
    CENTERS,
    /** Points where circle borders cross. */
    INTERSECTIONS,
    /** Where the chosen bound raises a false alarm for B's centre about A's, and where the pixels touch. */
    FALSE_ALARM_MAP
}
