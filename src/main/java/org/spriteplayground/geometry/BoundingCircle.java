package org.spriteplayground.geometry;

/**
 * The bounding circle a game gives a sprite: centred on the sprite's centre, its radius the
 * distance from there to a corner. It contains the sprite at every rotation, so it never needs
 * recomputing as the sprite turns.
 */
public final class BoundingCircle {

    private BoundingCircle() {
    }

    /**
     * Returns the half-diagonal sqrt((w/2)&sup2; + (h/2)&sup2;) of a {@code width} &times;
     * {@code height} image: 50 for a 60&times;80 jet. A zero size gives zero; a zero width gives
     * half the height.
     *
     * @throws IllegalArgumentException for a negative, NaN or infinite size, naming it
     */
    public static double radiusFor(double width, double height) {
        Checks.nonNegative("width", width);
        Checks.nonNegative("height", height);
        double halfW = width / 2;
        double halfH = height / 2;
        return Math.sqrt(halfW * halfW + halfH * halfH);
    }

    /**
     * Returns the bounding circle of a {@code width} &times; {@code height} image centred at
     * {@code center}; the same at every rotation.
     *
     * @throws IllegalArgumentException as {@link #radiusFor(double, double)}
     */
    public static Circle of(Vec2 center, double width, double height) {
        return new Circle(center, radiusFor(width, height));
    }
}
