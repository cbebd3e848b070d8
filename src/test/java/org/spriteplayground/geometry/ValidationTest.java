package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Bad values are refused at construction, and the message names the value. */
class ValidationTest {

    @Test
    void vectorsRejectNonFiniteCoordinates() {
        assertRejected(() -> new Vec2(Double.NaN, 0), "x must be finite, was NaN");
        assertRejected(() -> new Vec2(0, Double.POSITIVE_INFINITY), "y must be finite, was Infinity");
    }

    @Test
    void circlesRejectBadRadiiAndCentres() {
        assertRejected(() -> Circle.of(0, 0, -1), "radius must be >= 0, was -1.0");
        assertRejected(() -> Circle.of(0, 0, Double.NaN), "radius must be finite, was NaN");
        assertRejected(() -> Circle.of(0, 0, Double.POSITIVE_INFINITY), "radius must be finite, was Infinity");
        assertRejected(() -> Circle.of(Double.NEGATIVE_INFINITY, 0, 1), "x must be finite, was -Infinity");
        assertRejected(() -> new Circle(null, 1), "center must not be null");
    }

    @Test
    void boxesRejectInvertedOrNonFiniteBounds() {
        assertRejected(() -> new Aabb(2, 0, 1, 1), "minX must be <= maxX, was minX=2.0 > maxX=1.0");
        assertRejected(() -> new Aabb(0, 5, 1, 1), "minY must be <= maxY, was minY=5.0 > maxY=1.0");
        assertRejected(() -> new Aabb(0, 0, Double.NaN, 1), "maxX must be finite, was NaN");
        assertRejected(() -> Aabb.ofRotatedRect(0, 0, -2, 1, 0), "width must be >= 0, was -2.0");
        assertRejected(() -> Aabb.ofRotatedRect(0, 0, 2, 1, Double.NaN), "angleRadians must be finite, was NaN");
        assertRejected(() -> Aabb.centered(0, 0, 1, -3), "height must be >= 0, was -3.0");
    }

    @Test
    void boundingCirclesAndPosesRejectBadValues() {
        assertRejected(() -> BoundingCircle.radiusFor(-60, 80), "width must be >= 0, was -60.0");
        assertRejected(() -> BoundingCircle.radiusFor(60, Double.NaN), "height must be finite, was NaN");
        assertRejected(() -> Pose.of(0, 0, Double.NaN), "angle must be finite, was NaN");
        assertRejected(() -> new CircleIntersection.Tangent(null), "point must not be null");
    }

    private static void assertRejected(Executable construction, String message) {
        assertThatThrownBy(construction::execute).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }
}
