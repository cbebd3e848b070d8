package org.spriteplayground.geometry;

/**
 * A point or a vector in world space (x right, y down).
 *
 * @param x the horizontal coordinate; finite
 * @param y the vertical coordinate, growing downwards on screen; finite
 * @throws IllegalArgumentException if a coordinate is NaN or infinite, naming it
 */
public record Vec2(double x, double y) {

    /** The origin. */
    public static final Vec2 ZERO = new Vec2(0, 0);

    public Vec2 {
        Checks.finite("x", x);
        Checks.finite("y", y);
    }

    /** Returns this plus {@code other}. */
    public Vec2 plus(Vec2 other) {
        return new Vec2(x + other.x, y + other.y);
    }

    /** Returns this minus {@code other}: the vector from {@code other} to this. */
    public Vec2 minus(Vec2 other) {
        return new Vec2(x - other.x, y - other.y);
    }

    /** Returns this scaled by {@code factor}. */
    public Vec2 times(double factor) {
        return new Vec2(x * factor, y * factor);
    }

    /** Returns the dot product with {@code other}. */
    public double dot(Vec2 other) {
        return x * other.x + y * other.y;
    }

    /** Returns the squared length; no square root is taken. */
    public double lengthSquared() {
        return x * x + y * y;
    }

    /** Returns the length. */
    public double length() {
        return Math.sqrt(lengthSquared());
    }

    /** Returns the squared distance to {@code other}; zero for the same point. */
    public double distanceSquared(Vec2 other) {
        double dx = other.x - x;
        double dy = other.y - y;
        return dx * dx + dy * dy;
    }

    /**
     * Returns this vector turned about the origin by {@code angleRadians}; in y-down screen
     * space a positive angle turns it clockwise.
     */
    public Vec2 rotate(double angleRadians) {
        double c = Math.cos(angleRadians);
        double s = Math.sin(angleRadians);
        return new Vec2(x * c - y * s, x * s + y * c);
    }
}
