package org.spriteplayground.sim;

/** One overlay switch, for saying which of them a scene draws. */
public enum Overlay {
    /** The sprite images. */
    SPRITES,
    /** The bounding circles. */
    CIRCLES,
    /** The axis-aligned boxes of the turned sprites. */
    BOXES,
    /** Centre dots and heading arrows. */
    CENTERS,
    /** Points where circle borders cross. */
    INTERSECTIONS
}
