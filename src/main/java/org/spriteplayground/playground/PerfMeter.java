package org.spriteplayground.playground;

import java.util.ArrayDeque;
import java.util.function.LongSupplier;
import org.spriteplayground.sim.Simulation;

/**
 * How fast the lesson's steps run on this machine: the mean time of a step (ticks and single steps
 * alike) over the steps run in the second up to the latest one, and the steps run in the last
 * whole wall-clock second, from which the real rate follows. The step time is thus the same kind
 * of figure as the canvas's paint time (a mean over one second), and it holds still while the
 * lesson is paused. It measures the app, never the world, so lessons stay deterministic; the views
 * time their own painting.
 */
public final class PerfMeter {

    private static final long SECOND = 1_000_000_000L;
    /** Below this share of the set speed, the status says the machine is behind. */
    private static final double BEHIND = 0.9;

    private final LongSupplier clock;
    /** The batches of steps run in the second up to the latest: when each ended, its steps and its nanoseconds. */
    private final ArrayDeque<long[]> recent = new ArrayDeque<>();
    private int stepsThisSecond;
    private long secondStart;
    private int stepsPerSecond = -1;

    /** A meter on the system's clock. */
    public PerfMeter() {
        this(System::nanoTime);
    }

    /** A meter timed by {@code clock} (nanoseconds), so a test can set when each step ends. */
    PerfMeter(LongSupplier clock) {
        this.clock = clock;
        secondStart = clock.getAsLong();
    }

    /** Records that {@code steps} steps took {@code nanos} in all. */
    public void stepped(int steps, long nanos) {
        if (steps <= 0) {
            return;
        }
        long now = clock.getAsLong();
        while (!recent.isEmpty() && recent.peekFirst()[0] < now - SECOND) {
            recent.removeFirst();
        }
        recent.addLast(new long[] {now, steps, nanos});
        stepsThisSecond += steps;
        if (now - secondStart >= SECOND) {
            stepsPerSecond = (int) Math.round(stepsThisSecond / ((now - secondStart) / 1e9));
            stepsThisSecond = 0;
            secondStart = now;
        }
    }

    /** Forgets the step rate: the lesson was paused, resumed or changed, so the last second says nothing. */
    public void restartRate() {
        stepsThisSecond = 0;
        secondStart = clock.getAsLong();
        stepsPerSecond = -1;
    }

    /** Forgets the step times: another lesson is on show, whose steps may take another time. */
    public void forgetSteps() {
        recent.clear();
    }

    /** Returns steps run in the last full second while running, or -1 before a full second has passed. */
    public int stepsPerSecond() {
        return stepsPerSecond;
    }

    /** Returns the mean time of one step over the second up to the latest step, in milliseconds; NaN before the first. */
    public double stepMillis() {
        long steps = recent.stream().mapToLong(b -> b[1]).sum();
        return steps == 0 ? Double.NaN : recent.stream().mapToLong(b -> b[2]).sum() / 1e6 / steps;
    }

    /**
     * Returns the rate the lesson really runs at, as a factor of real time, when it is more than a
     * tenth below the set {@code speed} (the machine cannot keep up); NaN while it keeps up, is
     * paused, or has not yet counted a step in a full second: a rate of none is not a measure.
     */
    public double behindRate(boolean paused, double speed) {
        if (paused || stepsPerSecond <= 0) {
            return Double.NaN;
        }
        double actual = stepsPerSecond * Simulation.STEP_SECONDS;
        return actual < BEHIND * speed ? actual : Double.NaN;
    }
}
