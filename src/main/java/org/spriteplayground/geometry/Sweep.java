package org.spriteplayground.geometry;

import java.util.OptionalDouble;

/**
 * Predicted collisions: when, during one step, a moving circle first touches something.
 *
 * <p>A test at the end of each step alone (point-in-time) lets a small fast circle jump over a
 * thin wall. A swept test follows the centre along p + t&middot;d for t in [0, 1] and solves
 * for the first t at which the distance to the target equals the sum of the radii: against a
 * circle that is the quadratic |p + t d - c|&sup2; = R&sup2;; against a capsule it is the same
 * quadratic for each round end, plus the straight sides, where the distance to the spine's line
 * is linear in t.
 */
public final class Sweep {

    private Sweep() {
    }

    /**
     * Returns the first fraction t in [0, 1] of the step at which {@code moving}, displaced by
     * {@code displacement}, touches {@code target}; 0 if they already touch; empty if they never
     * meet during the step. A zero displacement answers 0 or empty.
     */
    public static OptionalDouble timeOfImpact(Circle moving, Vec2 displacement, Circle target) {
        return firstRoot(moving.center(), displacement, target.center(), moving.radius() + target.radius());
    }

    /**
     * Returns the first fraction t in [0, 1] of the step at which {@code moving}, displaced by
     * {@code displacement}, touches the capsule {@code wall}; 0 if they already touch; empty if
     * they never meet during the step.
     */
    public static OptionalDouble timeOfImpact(Circle moving, Vec2 displacement, Capsule wall) {
        double reach = moving.radius() + wall.radius();
        Vec2 p = moving.center();
        Segment spine = wall.spine();
        if (spine.closestPoint(p).distanceSquared(p) <= reach * reach) {
            return OptionalDouble.of(0);
        }
        double best = Double.POSITIVE_INFINITY;
        for (Vec2 end : new Vec2[] {spine.from(), spine.to()}) {
            OptionalDouble t = firstRoot(p, displacement, end, reach);
            if (t.isPresent()) {
                best = Math.min(best, t.getAsDouble());
            }
        }
        Vec2 along = spine.to().minus(spine.from());
        double length = along.length();
        if (length > 0) {
            Vec2 axis = along.times(1 / length);
            Vec2 normal = new Vec2(-axis.y(), axis.x());
            double offset = p.minus(spine.from()).dot(normal);
            double closing = displacement.dot(normal);
            if (closing != 0) {
                // The side facing the circle: the distance to the line falls from |offset| to reach.
                double t = (Math.copySign(reach, offset) - offset) / closing;
                double s = p.plus(displacement.times(t)).minus(spine.from()).dot(axis);
                if (t >= 0 && t <= 1 && s >= 0 && s <= length) {
                    best = Math.min(best, t);
                }
            }
        }
        return best <= 1 ? OptionalDouble.of(best) : OptionalDouble.empty();
    }

    /** The first t in [0, 1] with |p + t d - c| = reach, for a p outside that distance. */
    private static OptionalDouble firstRoot(Vec2 p, Vec2 d, Vec2 c, double reach) {
        Vec2 m = p.minus(c);
        double cc = m.lengthSquared() - reach * reach;
        if (cc <= 0) {
            return OptionalDouble.of(0);
        }
        double a = d.lengthSquared();
        double b = m.dot(d);
        if (a == 0 || b >= 0) {
            return OptionalDouble.empty(); // standing still, or moving away
        }
        double discriminant = b * b - a * cc;
        if (discriminant < 0) {
            return OptionalDouble.empty();
        }
        double t = (-b - Math.sqrt(discriminant)) / a;
        return t <= 1 ? OptionalDouble.of(Math.max(0, t)) : OptionalDouble.empty();
    }
}
