package org.spriteplayground.sim;

/**
 * What a drawn mark means. The renderer picks colour and line style per ink from the theme, so
 * that a meaning never rests on colour alone.
 */
public enum Ink {
    /** A sprite's bounding circle (solid line). */
    BOUNDING_CIRCLE,
    /** The axis-aligned box of a turned sprite (dashed line). */
    AABB,
    /** A sprite's centre (a dot). */
    CENTER,
    /** A sprite's heading, from the centre to its nose (an arrow). */
    HEADING,
    /** Where a collision just happened (a thick line). */
    HIT,
    /** Plain annotation text. */
    TEXT
}
