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
    /**
     * Returns the shortest distance between this segment and {@code other}: 0 where they cross or
     * touch, else the least of the four distances from an end to the other segment.
     */
    public double distance(Segment other) {
        return Math.sqrt(distanceSquared(from.x(), from.y(), to.x(), to.y(), other.from.x(), other.from.y(), other.to.x(), other.to.y()));
    }

    /**
     * Returns the squared shortest distance between the segments (ax0, ay0)-(ax1, ay1) and
     * (bx0, by0)-(bx1, by1), with no object made: 0 when each segment's ends lie strictly on
     * either side of the other's line (they cross), else the least squared distance from one
     * segment's end to the other segment (which is 0 for collinear overlapping segments and for
     * an end lying on the other). A zero-length segment is a point.
     */
    public static double distanceSquared(double ax0, double ay0, double ax1, double ay1, double bx0, double by0, double bx1, double by1) {
        double d1 = cross(ax0, ay0, ax1, ay1, bx0, by0);
        double d2 = cross(ax0, ay0, ax1, ay1, bx1, by1);
        double d3 = cross(bx0, by0, bx1, by1, ax0, ay0);
        double d4 = cross(bx0, by0, bx1, by1, ax1, ay1);
        if ((d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0)) {
            return 0;
        }
        return Math.min(Math.min(pointSquared(bx0, by0, ax0, ay0, ax1, ay1), pointSquared(bx1, by1, ax0, ay0, ax1, ay1)),
                Math.min(pointSquared(ax0, ay0, bx0, by0, bx1, by1), pointSquared(ax1, ay1, bx0, by0, bx1, by1)));
    }

    /** Which side of the line from (x0, y0) to (x1, y1) the point (px, py) lies: the sign of the cross product. */
    private static double cross(double x0, double y0, double x1, double y1, double px, double py) {
        return (x1 - x0) * (py - y0) - (y1 - y0) * (px - x0);
    }

    /** Squared distance from (px, py) to the segment (x0, y0)-(x1, y1), as {@link #closestPoint} finds it. */
    private static double pointSquared(double px, double py, double x0, double y0, double x1, double y1) {
        double ux = x1 - x0;
        double uy = y1 - y0;
        double lengthSquared = ux * ux + uy * uy;
        double t = lengthSquared == 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * ux + (py - y0) * uy) / lengthSquared));
        double dx = x0 + ux * t - px;
        double dy = y0 + uy * t - py;
        return dx * dx + dy * dy;
    }
}
