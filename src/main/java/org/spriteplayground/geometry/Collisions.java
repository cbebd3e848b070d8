package org.spriteplayground.geometry;

/**
 * Collision queries between circles and axis-aligned boxes.
 *
 * <p>The rule throughout: touching counts. Two shapes whose borders are at most
 * {@link Tolerance#TOUCH} world units apart collide. The yes/no circle tests compare squared
 * lengths and take no square root.
 */
public final class Collisions {

    private Collisions() {
    }

    /**
     * Classifies two circles by the radius hit test: with d the distance between the centres
     * and R the sum of the radii, the gap between the borders is d - R.
     * <ul>
     *   <li>{@link CollisionResult#TOUCHING} when |d - R| &le; {@link Tolerance#TOUCH}: the
     *       borders meet at one point (within rounding);</li>
     *   <li>{@link CollisionResult#OVERLAPPING} when d &lt; R - {@code TOUCH};</li>
     *   <li>{@link CollisionResult#NO_COLLISION} when d &gt; R + {@code TOUCH}.</li>
     * </ul>
     * The comparison is made on squares: d&sup2; against (R &plusmn; TOUCH)&sup2;. Degenerate
     * cases: two zero-radius circles at the same point are TOUCHING; coincident centres with a
     * positive radius sum are OVERLAPPING. Symmetric in its arguments.
     *
     * @param a one circle, not null
     * @param b the other circle, not null
     * @return the outcome, never null
     */
    public static CollisionResult classify(Circle a, Circle b) {
        double distanceSquared = a.center().distanceSquared(b.center());
        double radii = a.radius() + b.radius();
        double outer = radii + Tolerance.TOUCH;
        if (distanceSquared > outer * outer) {
            return CollisionResult.NO_COLLISION;
        }
        double inner = radii - Tolerance.TOUCH;
        if (inner <= 0 || distanceSquared >= inner * inner) {
            return CollisionResult.TOUCHING;
        }
        return CollisionResult.OVERLAPPING;
    }

    /**
     * Returns whether two circles meet: d&sup2; &le; (R + {@link Tolerance#TOUCH})&sup2;, which
     * is exactly when {@link #classify(Circle, Circle)} says TOUCHING or OVERLAPPING. No square
     * root. Coincident centres always collide; symmetric in its arguments.
     */
    public static boolean overlaps(Circle a, Circle b) {
        double distanceSquared = a.center().distanceSquared(b.center());
        double reach = a.radius() + b.radius() + Tolerance.TOUCH;
        return distanceSquared <= reach * reach;
    }

    /**
     * Returns the point of {@code box} nearest to {@code p}: each coordinate clamped to the box's
     * range. A point inside the box or on its edge is returned unchanged (equal, not nearer to
     * an edge). For a degenerate box the answer lies on that segment or is that point.
     */
    public static Vec2 closestPoint(Aabb box, Vec2 p) {
        double x = Math.max(box.minX(), Math.min(p.x(), box.maxX()));
        double y = Math.max(box.minY(), Math.min(p.y(), box.maxY()));
        return x == p.x() && y == p.y() ? p : new Vec2(x, y);
    }

    /**
     * Returns whether a circle and a box share a point, exactly: the point of the box nearest
     * the circle's centre is within the radius (+ {@link Tolerance#TOUCH}), compared squared.
     * A centre inside the box always collides, even with a zero radius; a circle touching an
     * edge or a corner collides.
     */
    public static boolean overlaps(Circle c, Aabb box) {
        Vec2 nearest = closestPoint(box, c.center());
        double reach = c.radius() + Tolerance.TOUCH;
        return nearest.distanceSquared(c.center()) <= reach * reach;
    }

    /**
     * Seed 002's circle-versus-box test, kept as that tutorial describes it so that it can be
     * compared with {@link #overlaps(Circle, Aabb)}. In order:
     * <ol>
     *   <li>a centre inside the box (edges included) is a hit;</li>
     *   <li>the angle &theta; in [0, 2&pi;) from the box centre to the circle centre selects the
     *       box's "radius" along that ray, half-width / |cos&theta;| or half-height / |sin&theta;|
     *       depending on which side the ray leaves through (split at the diagonal angle
     *       atan2(halfHeight, halfWidth)); if the centre distance minus the circle radius minus
     *       that box radius is &le; 0 it is a hit;</li>
     *   <li>otherwise the box corner in the quadrant of &theta; is tested against the circle
     *       (border included).</li>
     * </ol>
     * It never reports a hit that the exact test denies, but it misses circles that reach past
     * a long edge away from its middle: a circle of radius 2.5 at (3, 5) beside a 2&times;20 box
     * centred at the origin touches the box at (1, 5), yet the ray's box point (1, 1.67) and the
     * corner (1, 10) are both out of reach. A degenerate box works (its "radius" shrinks to the
     * segment or point).
     */
    public static boolean overlapsByAngleRadius(Circle c, Aabb box) {
        Vec2 center = c.center();
        if (box.contains(center)) {
            return true;
        }
        double halfW = box.width() / 2;
        double halfH = box.height() / 2;
        Vec2 boxCenter = box.center();
        double dx = center.x() - boxCenter.x();
        double dy = center.y() - boxCenter.y();
        double theta = Math.atan2(dy, dx);
        if (theta < 0) {
            theta += 2 * Math.PI;
        }
        double remaining = Math.sqrt(dx * dx + dy * dy) - c.radius() - boxRadiusAt(theta, halfW, halfH);
        if (remaining <= 0) {
            return true;
        }
        boolean right = theta > 1.5 * Math.PI || theta < 0.5 * Math.PI;
        boolean below = theta >= 0 && theta <= Math.PI;
        Vec2 corner = new Vec2(boxCenter.x() + (right ? halfW : -halfW), boxCenter.y() + (below ? halfH : -halfH));
        return c.contains(corner);
    }

    /**
     * The distance from a box's centre to its edge along the ray at {@code theta} in
     * [0, 2&pi;): the hypotenuse of the right triangle whose adjacent side is the half-extent of
     * the edge the ray crosses (seed 002's "box radius").
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
