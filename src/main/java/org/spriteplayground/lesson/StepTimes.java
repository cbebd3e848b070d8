package org.spriteplayground.lesson;

/**
 * Wall-clock times of a few methods over their last {@value #WINDOW} steps, for readouts measured
 * on this machine: each method's fastest and slowest step, shown as a range by the house rule for
 * timings ({@link org.spriteplayground.i18n.Sampled#spread}). They vary from run to run, so they
 * are kept apart from the lesson's state and never steer it.
 */
final class StepTimes {

    /** How many recent steps a mean covers. */
    static final int WINDOW = 60;

    private final long[][] nanos;
    private int next;
    private int filled;

    /** Times for {@code methods} methods, none measured yet. */
    StepTimes(int methods) {
        nanos = new long[methods][WINDOW];
    }

    /** Records one step's time of each method, in nanoseconds, by method. */
    void record(long[] stepNanos) {
        for (int m = 0; m < nanos.length; m++) {
            nanos[m][next] = stepNanos[m];
        }
        next = (next + 1) % WINDOW;
        filled = Math.min(WINDOW, filled + 1);
    }

    /** Returns the fastest step of method {@code m} among those measured, in milliseconds; NaN before any step. */
    double leastMillis(int m) {
        return filled == 0 ? Double.NaN : java.util.Arrays.stream(nanos[m], 0, filled).min().getAsLong() / 1e6;
    }

    /** Returns the slowest step of method {@code m} among those measured, in milliseconds; NaN before any step. */
    double mostMillis(int m) {
        return filled == 0 ? Double.NaN : java.util.Arrays.stream(nanos[m], 0, filled).max().getAsLong() / 1e6;
    }

    /** Returns how many steps the ranges cover. */
    int steps() {
        return filled;
    }
}
