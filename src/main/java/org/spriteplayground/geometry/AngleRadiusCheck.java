package org.spriteplayground.geometry;

/**
 * Seed 002's circle-versus-box test with its working shown: which step decided, the angle, the
 * box "radius" along the ray to the circle's centre, and the corner it tried.
 * {@link Collisions#overlapsByAngleRadius(Circle, Aabb)} is {@code of(c, box).hit()}.
 *
 * @param hit the method's verdict
 * @param decidedBy the step that answered
 * @param theta the angle in [0, 2&pi;) from the box centre to the circle centre (0 when the
 *     centre-inside step answered before it was needed)
 * @param boxRadius the distance from the box centre to its edge along that ray
 * @param rayPoint where that ray leaves the box
 * @param corner the box corner in the quadrant of theta
 */
public record AngleRadiusCheck(boolean hit, Step decidedBy, double theta, double boxRadius, Vec2 rayPoint, Vec2 corner) {

    /** The three steps of the method, in the order it tries them. */
    public enum Step {
        /** The circle's centre lies in the box (edges included). */
        CENTER_INSIDE,
        /** Centre distance minus circle radius minus box radius is at most 0. */
        BOX_RADIUS,
        /** The closest corner lies in the circle; also the step that says "no" when it fails. */
        CORNER
    }

    /**
     * Runs seed 002's method; see {@link Collisions#overlapsByAngleRadius(Circle, Aabb)} for
     * its steps and its blind spot.
     */
    public static AngleRadiusCheck of(Circle c, Aabb box) {
        Vec2 center = c.center();
        Vec2 boxCenter = box.center();
        double halfW = box.width() / 2;
        double halfH = box.height() / 2;
        double dx = center.x() - boxCenter.x();
        double dy = center.y() - boxCenter.y();
        double theta = Math.atan2(dy, dx);
        if (theta < 0) {
            theta += 2 * Math.PI;
        }
        double boxRadius = boxRadiusAt(theta, halfW, halfH);
        Vec2 rayPoint = new Vec2(boxCenter.x() + boxRadius * Math.cos(theta), boxCenter.y() + boxRadius * Math.sin(theta));
        boolean right = theta > 1.5 * Math.PI || theta < 0.5 * Math.PI;
        boolean below = theta >= 0 && theta <= Math.PI;
        Vec2 corner = new Vec2(boxCenter.x() + (right ? halfW : -halfW), boxCenter.y() + (below ? halfH : -halfH));
        if (box.contains(center)) {
            return new AngleRadiusCheck(true, Step.CENTER_INSIDE, theta, boxRadius, rayPoint, corner);
        }
        double remaining = Math.sqrt(dx * dx + dy * dy) - c.radius() - boxRadius;
        if (remaining <= 0) {
            return new AngleRadiusCheck(true, Step.BOX_RADIUS, theta, boxRadius, rayPoint, corner);
        }
        return new AngleRadiusCheck(c.contains(corner), Step.CORNER, theta, boxRadius, rayPoint, corner);
    }

    /**
     * The distance from a box's centre to its edge along the ray at {@code theta} in
     * [0, 2&pi;): the hypotenuse of the right triangle whose adjacent side is the half-extent of
     * the edge the ray crosses, split at the diagonal angle atan2(halfH, halfW).
     */
    static double boxRadiusAt(double theta, double halfW, double halfH) {
        double diagonal = Math.atan2(halfH, halfW);
        if (theta < diagonal || theta >= 2 * Math.PI - diagonal) {
            return halfW / Math.cos(theta);
        }
        if (theta < Math.PI - diagonal) {
            return halfH / Math.cos(theta - Math.PI / 2);
        }
        if (theta < Math.PI + diagonal) {
            return halfW / Math.cos(theta - Math.PI);
        }
        return halfH / Math.cos(theta - 1.5 * Math.PI);
    }
}
