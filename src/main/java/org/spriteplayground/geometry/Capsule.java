package org.spriteplayground.geometry;

/**
 * Every point within {@code radius} of a segment: a thick line with round ends, such as a thin
 * wall, or the region a moving circle sweeps in one step.
 *
 * @param spine the middle segment; not null
 * @param radius half the thickness; finite, &ge; 0
 */
public record Capsule(Segment spine, double radius) {

    public Capsule {
        Checks.notNull("spine", spine);
        Checks.nonNegative("radius", radius);
    }

    /** Returns the region a circle covers while its centre moves by {@code displacement}. */
    public static Capsule swept(Circle circle, Vec2 displacement) {
        return new Capsule(new Segment(circle.center(), circle.center().plus(displacement)), circle.radius());
    }
}
