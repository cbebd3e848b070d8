package org.spriteplayground.ui;

import java.util.Locale;

/**
 * Tick time, paint time and frames per second, as the canvas shows them for the stress lesson:
 * times smoothed over recent frames, frames counted per wall-clock second.
 */
final class PerfMeter {

    private static final double SMOOTHING = 0.1;

    private double tickMillis;
    private double paintMillis;
    private int framesThisSecond;
    private long secondStart = System.nanoTime();
    private int fps;

    /** Records one tick's duration. */
    void ticked(long nanos) {
        tickMillis += SMOOTHING * (nanos / 1e6 - tickMillis);
    }

    /** Records one paint's duration and counts the frame. */
    void painted(long nanos) {
        paintMillis += SMOOTHING * (nanos / 1e6 - paintMillis);
        framesThisSecond++;
        long now = System.nanoTime();
        if (now - secondStart >= 1_000_000_000L) {
            fps = (int) Math.round(framesThisSecond * 1e9 / (now - secondStart));
            framesThisSecond = 0;
            secondStart = now;
        }
    }

    /** Returns frames painted in the last full second. */
    int fps() {
        return fps;
    }

    /** Returns "tick 0.31 ms · paint 4.2 ms · 60 fps". */
    String line() {
        return String.format(Locale.ROOT, "tick %.2f ms · paint %.1f ms · %d fps", tickMillis, paintMillis, fps);
    }
}
