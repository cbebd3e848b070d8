package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The test tolerances, named once, plus the comparisons that use them. */
final class Deltas {

    /** Computed values compared against exact expectations. */
    static final double EXACT = 1e-9;

    /** Values the seeds print to six significant figures (e.g. seed 003's "3.39254"). */
    static final double PRINTED = 1e-5;

    private Deltas() {
    }

    static void assertNear(Vec2 actual, Vec2 expected, double delta) {
        assertThat(actual.x()).as("x of %s", actual).isCloseTo(expected.x(), within(delta));
        assertThat(actual.y()).as("y of %s", actual).isCloseTo(expected.y(), within(delta));
    }
}
