package org.spriteplayground.geometry;

/**
 * The straight piece between two points, ends included. A segment whose ends coincide is a
 * point.
 *
 * @param from one end; not null
 * @param to the other end; not null
 */
public record Segment(Vec2 from, Vec2 to) {

    public Segment {
        Checks.notNull("from", from);
        Checks.notNull("to", to);
    }

    /** Returns the length. */
    public double length() {
        return to.minus(from).length();
    }

    /**
     * Returns the point of the segment nearest {@code p}: the foot of the perpendicular when it
     * falls between the ends, else the nearer end; an end for a zero-length segment.
     */
    public Vec2 closestPoint(Vec2 p) {
        Vec2 along = to.minus(from);
        double lengthSquared = along.lengthSquared();
        if (lengthSquared == 0) {
            return from;
        }
        double t = Math.max(0, Math.min(1, p.minus(from).dot(along) / lengthSquared));
        return from.plus(along.times(t));
    }
}
