package org.spriteplayground.playground;

import org.spriteplayground.sim.Simulation;

/**
 * How fast the lesson's steps run on this machine: the time of a step (ticks and single steps
 * alike), smoothed over recent ticks (exponential, weight {@value #SMOOTHING}), and the steps run
 * in the last whole wall-clock second, from which the real rate follows. It measures the app,
 * never the world, so lessons stay deterministic; the views time their own painting.
 */
public final class PerfMeter {

    private static final double SMOOTHING = 0.1;
    private static final long SECOND = 1_000_000_000L;
    /** Below this share of the set speed, the status says the machine is behind. */
    private static final double BEHIND = 0.9;

    private double stepMillis = Double.NaN;
    private int stepsThisSecond;
    private long secondStart = System.nanoTime();
    private int stepsPerSecond = -1;

    /** Records that {@code steps} steps took {@code nanos} in all. */
    public void stepped(int steps, long nanos) {
        if (steps <= 0) {
            return;
        }
        double each = nanos / 1e6 / steps;
        stepMillis = Double.isNaN(stepMillis) ? each : stepMillis + SMOOTHING * (each - stepMillis);
        stepsThisSecond += steps;
        long now = System.nanoTime();
        if (now - secondStart >= SECOND) {
            stepsPerSecond = (int) Math.round(stepsThisSecond / ((now - secondStart) / 1e9));
            stepsThisSecond = 0;
            secondStart = now;
        }
    }

    /** Forgets the step rate: the lesson was paused, resumed or changed, so the last second says nothing. */
    public void restartRate() {
        stepsThisSecond = 0;
        secondStart = System.nanoTime();
        stepsPerSecond = -1;
    }

    /** Returns steps run in the last full second while running, or -1 before a full second has passed. */
    public int stepsPerSecond() {
        return stepsPerSecond;
    }

    /** Returns the smoothed time of one step in milliseconds, NaN before the first. */
    public double stepMillis() {
        return stepMillis;
    }

    /**
     * Returns the rate the lesson really runs at, as a factor of real time, when it is more than a
     * tenth below the set {@code speed} (the machine cannot keep up); NaN while it keeps up, is
     * paused, or has not run a full second.
     */
    public double behindRate(boolean paused, double speed) {
        if (paused || stepsPerSecond < 0) {
            return Double.NaN;
        }
        double actual = stepsPerSecond * Simulation.STEP_SECONDS;
        return actual < BEHIND * speed ? actual : Double.NaN;
    }
}
