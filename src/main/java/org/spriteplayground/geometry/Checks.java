package org.spriteplayground.geometry;

/** Argument checks shared by the geometry records; each failure names the offending value. */
final class Checks {

    private Checks() {
    }

    static double finite(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite, was " + value);
        }
        return value;
    }

    static double nonNegative(String name, double value) {
        finite(name, value);
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be >= 0, was " + value);
        }
        return value;
    }

    static <T> T notNull(String name, T value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }
}
