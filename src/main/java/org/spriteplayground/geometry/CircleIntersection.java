package org.spriteplayground.geometry;

/**
 * Where the borders of two circles cross, by Paul Bourke's construction: with centres P0, P1,
 * radii r0, r1 and d = |P1 - P0|, the chord's midpoint is P2 = P0 + a(P1 - P0)/d with
 * a = (r0&sup2; - r1&sup2; + d&sup2;) / 2d, and the crossings lie h = sqrt(r0&sup2; - a&sup2;)
 * either side of it, perpendicular to the centre line.
 *
 * <p>One of five answers, decided with {@link Tolerance#TOUCH} so that "exactly" survives
 * rounding:
 * <ul>
 *   <li>{@link Separate}: d &gt; r0 + r1 + TOUCH, the circles do not meet;</li>
 *   <li>{@link Coincident}: d &le; TOUCH and |r0 - r1| &le; TOUCH, the same circle twice, every
 *       border point is shared;</li>
 *   <li>{@link Contained}: d &lt; |r0 - r1| - TOUCH, or concentric circles of different
 *       radii: one lies wholly inside the other and the borders never meet;</li>
 *   <li>{@link Tangent}: d within TOUCH of r0 + r1 (outer) or of |r0 - r1| (inner): one point,
 *       P2. A zero-radius circle on the other's border is tangent at itself;</li>
 *   <li>{@link Crossing}: two points, {@code first} = P2 + h(y1 - y0, -(x1 - x0))/d and
 *       {@code second} = P2 - h(y1 - y0, -(x1 - x0))/d, in that order; swapping the arguments
 *       swaps them.</li>
 * </ul>
 */
public sealed interface CircleIntersection {

    /** The circles are apart: no shared point. */
    record Separate() implements CircleIntersection {
    }

    /** One circle lies strictly inside the other: the borders never meet. */
    record Contained() implements CircleIntersection {
    }

    /** The same circle twice (within tolerance): the borders coincide everywhere. */
    record Coincident() implements CircleIntersection {
    }

    /**
     * The borders touch at one point, from outside or from inside.
     *
     * @param point the point of contact; not null
     */
    record Tangent(Vec2 point) implements CircleIntersection {
        public Tangent {
            Checks.notNull("point", point);
        }
    }

    /**
     * The borders cross at two points, in Bourke's order.
     *
     * @param first the point P2 + h&middot;(y1 - y0, x0 - x1)/d; not null
     * @param second the point P2 - h&middot;(y1 - y0, x0 - x1)/d; not null
     */
    record Crossing(Vec2 first, Vec2 second) implements CircleIntersection {
        public Crossing {
            Checks.notNull("first", first);
            Checks.notNull("second", second);
        }
    }

    /**
     * Returns where the borders of {@code a} (P0, r0) and {@code b} (P1, r1) meet; see the type's
     * documentation for the cases and their tolerances.
     *
     * @param a the first circle, not null
     * @param b the second circle, not null
     * @return the case with its points, never null
     */
    static CircleIntersection of(Circle a, Circle b) {
        double eps = Tolerance.TOUCH;
        double r0 = a.radius();
        double r1 = b.radius();
        double d = Math.sqrt(a.center().distanceSquared(b.center()));
        double sum = r0 + r1;
        double difference = Math.abs(r0 - r1);
        if (d > sum + eps) {
            return new Separate();
        }
        if (d <= eps) {
            return difference <= eps ? new Coincident() : new Contained();
        }
        if (d < difference - eps) {
            return new Contained();
        }
        Construction c = Construction.of(a, b);
        if (Math.abs(d - sum) <= eps || Math.abs(d - difference) <= eps) {
            return new Tangent(c.midpoint());
        }
        Vec2 offset = c.towardsFirst();
        return new Crossing(c.midpoint().plus(offset), c.midpoint().minus(offset));
    }

    /**
     * Bourke's construction for two circles whose borders meet: with d = |P1 - P0|, the chord's
     * midpoint P2 = P0 + a(P1 - P0)/d, a = (r0&sup2; - r1&sup2; + d&sup2;)/2d, and the half
     * chord h = sqrt(r0&sup2; - a&sup2;) (0 where rounding makes the square negative).
     *
     * @param distance d, the distance between the centres
     * @param along a, the signed distance from P0 to P2 along the centre line
     * @param halfChord h
     * @param midpoint P2
     * @param direction the unit vector from P0 towards P1
     */
    record Construction(double distance, double along, double halfChord, Vec2 midpoint, Vec2 direction) {

        /**
         * Builds the construction for two circles with distinct centres.
         *
         * @throws IllegalArgumentException if the centres coincide (d = 0), where it is undefined
         */
        public static Construction of(Circle a, Circle b) {
            Vec2 p0 = a.center();
            Vec2 delta = b.center().minus(p0);
            double d = delta.length();
            if (d == 0) {
                throw new IllegalArgumentException("the construction needs distinct centres, both were " + p0);
            }
            double r0 = a.radius();
            double r1 = b.radius();
            double along = (r0 * r0 - r1 * r1 + d * d) / (2 * d);
            double h = Math.sqrt(Math.max(0, r0 * r0 - along * along));
            Vec2 direction = delta.times(1 / d);
            return new Construction(d, along, h, p0.plus(direction.times(along)), direction);
        }

        /** Returns h along (y1 - y0, -(x1 - x0))/d: from P2 to the first crossing point. */
        public Vec2 towardsFirst() {
            return new Vec2(direction.y() * halfChord, -direction.x() * halfChord);
        }
    }
}
