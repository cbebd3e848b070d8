package org.spriteplayground.lesson;

/**
 * Wall-clock times of a few methods, each the mean of its last {@value #WINDOW} steps, for
 * readouts measured on this machine. They vary from run to run, so they are kept apart from
 * the lesson's state and never steer it.
 */
final class StepTimes {

    /** How many recent steps a mean covers. */
    static final int WINDOW = 60;

    private final long[][] nanos;
    private final long[] sums;
    private int next;
    private int filled;

    /** Times for {@code methods} methods, none measured yet. */
    StepTimes(int methods) {
        nanos = new long[methods][WINDOW];
        sums = new long[methods];
    }

    /** Records one step's time of each method, in nanoseconds, by method. */
    void record(long[] stepNanos) {
        for (int m = 0; m < sums.length; m++) {
            sums[m] += stepNanos[m] - nanos[m][next];
            nanos[m][next] = stepNanos[m];
        }
        next = (next + 1) % WINDOW;
        filled = Math.min(WINDOW, filled + 1);
    }

    /** Returns the mean time of one step of method {@code m} in milliseconds, NaN before any step. */
    double meanMillis(int m) {
        return filled == 0 ? Double.NaN : sums[m] / 1e6 / filled;
    }

    /** Returns how many steps the means cover. */
    int steps() {
        return filled;
    }
}
