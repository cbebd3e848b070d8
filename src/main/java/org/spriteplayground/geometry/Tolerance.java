package org.spriteplayground.geometry;

/**
 * The one tolerance policy of the geometry core, in world units (pixels in the app).
 *
 * <p>Floating-point sums rarely land exactly on a boundary, so "exactly touching" is decided
 * with a small band instead of {@code ==}. Every query that speaks of touching uses
 * {@link #TOUCH}; no other epsilon appears in the geometry code.
 */
public final class Tolerance {

    /**
     * Two borders whose gap is at most this many world units are touching (1e-9). Touching
     * counts as a collision.
     */
    public static final double TOUCH = 1e-9;

    private Tolerance() {
    }
}
