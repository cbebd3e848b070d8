package org.spriteplayground.geometry;

import java.util.List;

/** Rigid motions the geometry tests apply to worked examples: each case must survive them. */
final class Transforms {

    /** Translations, including large and fractional ones. */
    static final List<Vec2> OFFSETS = List.of(
            Vec2.ZERO, new Vec2(10, -7), new Vec2(-1234.5, 987.25), new Vec2(0.125, 40_000));

    /** Turns about the origin, in radians, including awkward ones. */
    static final List<Double> ANGLES = List.of(0.0, Math.PI / 6, 1.0, Math.PI / 2, 2.5, Math.PI, -0.7, 5.9);

    private Transforms() {
    }

    /** Turns then moves a circle. */
    static Circle move(Circle c, double angle, Vec2 offset) {
        return new Circle(c.center().rotate(angle).plus(offset), c.radius());
    }

    /** Turns then moves a point. */
    static Vec2 move(Vec2 p, double angle, Vec2 offset) {
        return p.rotate(angle).plus(offset);
    }
}
