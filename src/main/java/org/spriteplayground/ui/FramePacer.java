package org.spriteplayground.ui;

/**
 * Keeps ticks on a steady 60 Hz grid of deadlines. A repeating Swing timer waits its delay after
 * each firing, so every frame adds the timer's wake-up lateness and a whole-millisecond delay can
 * only give 62.5 or 58.8 Hz; here each deadline is the last one plus exactly 1/60 s, and the
 * timer is armed for the whole milliseconds left until it. When a frame runs late by more than a
 * period, the grid restarts from now instead of racing to catch up.
 */
final class FramePacer {

    /** Nanoseconds between deadlines: 1/60 s. */
    static final long PERIOD_NANOS = 1_000_000_000L / 60;

    private long deadline;
    private boolean started;

    /**
     * Returns the milliseconds to wait from {@code now} (nanoseconds, any origin) until the next
     * deadline, never negative.
     */
    int nextDelayMillis(long now) {
        if (!started) {
            started = true;
            deadline = now;
        }
        deadline += PERIOD_NANOS;
        if (deadline - now < 0) {
            deadline = now + PERIOD_NANOS;
        }
        return (int) ((deadline - now) / 1_000_000L);
    }

    /** Forgets the grid: the next call starts a new one (the timer was stopped). */
    void restart() {
        started = false;
    }
}
