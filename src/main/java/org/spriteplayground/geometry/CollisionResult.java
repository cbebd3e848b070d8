package org.spriteplayground.geometry;

/**
 * The three outcomes of the radius hit test between two circles.
 *
 * <p>In a snug-fit game (blocks that must meet without overlapping) {@link #TOUCHING} is the
 * goal and {@link #OVERLAPPING} a failure; for a bullet both are simply a hit.
 */
public enum CollisionResult {
    /** The borders are more than {@link Tolerance#TOUCH} apart: the circles do not meet. */
    NO_COLLISION,
    /** The gap between the borders is within {@link Tolerance#TOUCH}: they just touch. */
    TOUCHING,
    /** The circles share area: the centres are closer than the sum of the radii by more than the tolerance. */
    OVERLAPPING
}
