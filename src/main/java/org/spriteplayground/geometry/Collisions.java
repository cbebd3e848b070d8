package org.spriteplayground.geometry;

/**
 * Collision queries between circles, axis-aligned boxes and turned boxes.
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
        return classify(a, b, Tolerance.TOUCH);
    }

    /**
     * Classifies two circles as {@link #classify(Circle, Circle)} does, with another width of
     * the touching band. A {@code tolerance} of 0 is the exact comparison
     * d&sup2; == (r1 + r2)&sup2;, which rounding rarely lets through: a circle walked into
     * contact in steps of 0.1 ends a few ulps off and is called apart or overlapping.
     *
     * @param tolerance the largest gap between the borders, in world units, that still counts
     *     as touching; finite and &ge; 0
     * @throws IllegalArgumentException for a negative or non-finite tolerance
     */
    public static CollisionResult classify(Circle a, Circle b, double tolerance) {
        Checks.nonNegative("tolerance", tolerance);
        double distanceSquared = a.center().distanceSquared(b.center());
        double radii = a.radius() + b.radius();
        double outer = radii + tolerance;
        if (distanceSquared > outer * outer) {
            return CollisionResult.NO_COLLISION;
        }
        double inner = radii - tolerance;
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
        return AngleRadiusCheck.of(c, box).hit();
    }

    /**
     * Returns whether two axis-aligned boxes share a point; boxes that only share an edge or a
     * corner (within {@link Tolerance#TOUCH}) collide. Symmetric.
     */
    public static boolean overlaps(Aabb a, Aabb b) {
        double t = Tolerance.TOUCH;
        return a.minX() <= b.maxX() + t && b.minX() <= a.maxX() + t && a.minY() <= b.maxY() + t && b.minY() <= a.maxY() + t;
    }

    /**
     * Returns whether two turned boxes share a point, by the separating axis theorem: two convex
     * shapes are apart exactly when their projections onto some axis are apart, and for two
     * rectangles the four edge normals are the only axes to try. Projections that meet within
     * {@link Tolerance#TOUCH} count as touching. Symmetric.
     */
    public static boolean overlaps(Obb a, Obb b) {
        Vec2[] axes = {a.axisX(), a.axisY(), b.axisX(), b.axisY()};
        Vec2 between = b.center().minus(a.center());
        for (Vec2 axis : axes) {
            double reach = a.projectedHalfExtent(axis) + b.projectedHalfExtent(axis) + Tolerance.TOUCH;
            if (Math.abs(between.dot(axis)) > reach) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns whether a circle and a capsule share a point: the spine's point nearest the
     * circle's centre is within the sum of the radii (+ {@link Tolerance#TOUCH}), compared
     * squared. This is the point-in-time test of a circle against a thin wall.
     */
    public static boolean overlaps(Circle c, Capsule capsule) {
        Vec2 nearest = capsule.spine().closestPoint(c.center());
        double reach = c.radius() + capsule.radius() + Tolerance.TOUCH;
        return nearest.distanceSquared(c.center()) <= reach * reach;
    }
    /**
     * Returns whether two capsules share a point: their spines come within the sum of the radii
     * (+ {@link Tolerance#TOUCH}), compared squared. Touching counts; zero-length spines make
     * the capsules circles.
     */
    public static boolean overlaps(Capsule a, Capsule b) {
        double reach = a.radius() + b.radius() + Tolerance.TOUCH;
        Segment p = a.spine();
        Segment q = b.spine();
        return Segment.distanceSquared(p.from().x(), p.from().y(), p.to().x(), p.to().y(),
                q.from().x(), q.from().y(), q.to().x(), q.to().y()) <= reach * reach;
    }
}
