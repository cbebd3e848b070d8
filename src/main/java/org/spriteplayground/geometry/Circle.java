package org.spriteplayground.geometry;

/**
 * A circle: every point within {@code radius} of {@code center}, border included.
 *
 * <p>A zero radius is allowed and makes the circle a single point.
 *
 * @param center the centre; not null
 * @param radius the radius; finite and {@code >= 0}
 * @throws IllegalArgumentException for a null centre or a negative, NaN or infinite radius,
 *     naming the value
 */
public record Circle(Vec2 center, double radius) {

    public Circle {
        Checks.notNull("center", center);
        Checks.nonNegative("radius", radius);
    }

    /**
     * Returns the circle of the given radius centred at ({@code x}, {@code y}).
     *
     * @throws IllegalArgumentException as the canonical constructor, naming the bad value
     */
    public static Circle of(double x, double y, double radius) {
        return new Circle(new Vec2(x, y), radius);
    }

    /** Returns the area, &pi;r&sup2;; zero for a zero radius. */
    public double area() {
        return Math.PI * radius * radius;
    }

    /**
     * Returns whether {@code p} lies inside or on the border; compares squared distances, so a
     * point exactly on the border is inside.
     */
    public boolean contains(Vec2 p) {
        return center.distanceSquared(p) <= radius * radius;
    }

    /** Returns the same circle moved by {@code offset}. */
    public Circle translate(Vec2 offset) {
        return new Circle(center.plus(offset), radius);
    }
}
