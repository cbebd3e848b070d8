package org.spriteplayground.experiment;

import java.util.Arrays;

/**
 * A time per test over several timed runs, in nanoseconds: the median run, which is the figure
 * shown, and the fastest and slowest, which show how far the runs spread.
 *
 * @param median the median run
 * @param least the fastest run
 * @param most the slowest run
 */
public record Nanos(double median, double least, double most) {

    /** Returns the median, fastest and slowest of {@code runs} (an odd count, so that one run is the median). */
    public static Nanos of(double[] runs) {
        double[] sorted = runs.clone();
        Arrays.sort(sorted);
        return new Nanos(sorted[sorted.length / 2], sorted[0], sorted[sorted.length - 1]);
    }
}
