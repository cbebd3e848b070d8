package org.spriteplayground.geometry;

import java.util.List;

/**
 * A turned box: a rectangle of half-extents ({@code halfWidth}, {@code halfHeight}) around
 * {@code center}, turned by {@code angle} (positive clockwise on screen), edges included. For a
 * sprite's image rectangle this is the "exact box": it turns with the sprite, so unlike the AABB
 * its area never changes.
 *
 * @param center the centre; not null
 * @param halfWidth half the width along the box's own x axis; finite, &ge; 0
 * @param halfHeight half the height along its own y axis; finite, &ge; 0
 * @param angle the turn in radians; finite
 * @throws IllegalArgumentException for a null centre, a negative or non-finite half-extent or a
 *     non-finite angle, naming it
 */
public record Obb(Vec2 center, double halfWidth, double halfHeight, double angle) {

    public Obb {
        Checks.notNull("center", center);
        Checks.nonNegative("halfWidth", halfWidth);
        Checks.nonNegative("halfHeight", halfHeight);
        Checks.finite("angle", angle);
    }

    /** Returns the box of a {@code width} &times; {@code height} image placed at {@code pose}. */
    public static Obb of(Pose pose, double width, double height) {
        return new Obb(pose.position(), width / 2, height / 2, pose.angle());
    }

    /** Returns the unit vector of the box's own x axis in world space. */
    public Vec2 axisX() {
        return new Vec2(Math.cos(angle), Math.sin(angle));
    }

    /** Returns the unit vector of the box's own y axis in world space. */
    public Vec2 axisY() {
        return new Vec2(-Math.sin(angle), Math.cos(angle));
    }

    /** Returns half the length of the box's shadow on a unit {@code axis}. */
    public double projectedHalfExtent(Vec2 axis) {
        return halfWidth * Math.abs(axisX().dot(axis)) + halfHeight * Math.abs(axisY().dot(axis));
    }

    /** Returns the four corners, clockwise on screen from the local top-left. */
    public List<Vec2> corners() {
        Pose pose = new Pose(center, angle);
        return List.of(
                pose.toWorld(new Vec2(-halfWidth, -halfHeight)),
                pose.toWorld(new Vec2(halfWidth, -halfHeight)),
                pose.toWorld(new Vec2(halfWidth, halfHeight)),
                pose.toWorld(new Vec2(-halfWidth, halfHeight)));
    }

    /** Returns the area, 4 &middot; halfWidth &middot; halfHeight, the same at every angle. */
    public double area() {
        return 4 * halfWidth * halfHeight;
    }

    /** Returns whether {@code p} lies in the box or on its edges (within {@link Tolerance#TOUCH}). */
    public boolean contains(Vec2 p) {
        Vec2 d = p.minus(center);
        return Math.abs(d.dot(axisX())) <= halfWidth + Tolerance.TOUCH && Math.abs(d.dot(axisY())) <= halfHeight + Tolerance.TOUCH;
    }
}
