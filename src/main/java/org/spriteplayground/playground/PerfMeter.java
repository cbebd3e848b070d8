package org.spriteplayground.playground;

import org.spriteplayground.i18n.Texts;

/**
 * The app's one meter of how fast the lesson runs on this machine: the time of a step (ticks and
 * single steps alike), the time of a paint, frames painted and steps run per wall-clock second.
 * Times are smoothed over recent samples (exponential, weight {@value #SMOOTHING}); counts are
 * whole seconds. It measures the app, never the world, so lessons stay deterministic.
 *
 * <p>What the app shows is one {@link Reading} per tick, taken when the tick's steps are recorded
 * (and when the lesson is paused, resumed or changed): the canvas's status line and the side
 * panel's table both show it, so a paint in between (which the meter records at once) never sets
 * the two apart.
 */
public final class PerfMeter {

    private static final double SMOOTHING = 0.1;
    private static final long SECOND = 1_000_000_000L;

    private double stepMillis = Double.NaN;
    private double paintMillis = Double.NaN;
    private int framesThisSecond;
    private int stepsThisSecond;
    private long secondStart = System.nanoTime();
    private int fps;
    private int stepsPerSecond = -1;
    private Reading reading = new Reading(Double.NaN, Double.NaN, 0);
    private final java.util.List<Runnable> paintListeners = new java.util.ArrayList<>();

    /**
     * The figures the app shows until the next tick: the smoothed step and paint times in
     * milliseconds (NaN before the first) and the frames painted in the last whole second.
     *
     * @param stepMillis the smoothed time of one step
     * @param paintMillis the smoothed time of one paint
     * @param fps frames painted in the last whole second
     */
    public record Reading(double stepMillis, double paintMillis, int fps) {

        /** Returns "step 0.31 ms · paint 4.2 ms · 60 fps", with "–" for what has not been measured yet. */
        public String line() {
            return Texts.format("perf.line", ms(stepMillis, 2), ms(paintMillis, 1), fps);
        }

        /** Returns the step time as the side panel shows it: two decimals, "–" before the first. */
        public String step() {
            return number(stepMillis, 2);
        }

        /** Returns the paint time as the side panel shows it: one decimal, "–" before the first. */
        public String paint() {
            return number(paintMillis, 1);
        }

        private static String ms(double value, int decimals) {
            return Double.isNaN(value) ? "– ms" : number(value, decimals) + " ms";
        }

        private static String number(double value, int decimals) {
            return Double.isNaN(value) ? "–" : String.format(Texts.numbers(), "%." + decimals + "f", value);
        }
    }

    /** Records that {@code steps} steps took {@code nanos} in all. */
    public void stepped(int steps, long nanos) {
        if (steps <= 0) {
            return;
        }
        double each = nanos / 1e6 / steps;
        stepMillis = Double.isNaN(stepMillis) ? each : stepMillis + SMOOTHING * (each - stepMillis);
        stepsThisSecond += steps;
        roll();
        reading = new Reading(stepMillis, paintMillis, fps);
    }

    /** Records one paint's duration and counts the frame. */
    public void painted(long nanos) {
        double ms = nanos / 1e6;
        paintMillis = Double.isNaN(paintMillis) ? ms : paintMillis + SMOOTHING * (ms - paintMillis);
        framesThisSecond++;
        roll();
        for (Runnable listener : java.util.List.copyOf(paintListeners)) {
            listener.run();
        }
    }

    /** Runs {@code listener} after each paint is recorded: the canvas now shows the latest tick. */
    public void whenPainted(Runnable listener) {
        paintListeners.add(listener);
    }

    /** Returns the figures of the last tick, which the canvas and the side panel both show. */
    public Reading reading() {
        return reading;
    }

    private void roll() {
        long now = System.nanoTime();
        if (now - secondStart >= SECOND) {
            double seconds = (now - secondStart) / 1e9;
            fps = (int) Math.round(framesThisSecond / seconds);
            stepsPerSecond = (int) Math.round(stepsThisSecond / seconds);
            framesThisSecond = 0;
            stepsThisSecond = 0;
            secondStart = now;
        }
    }

    /** Forgets the step rate: the lesson was paused, resumed or changed, so the last second says nothing. */
    public void restartRate() {
        stepsThisSecond = 0;
        framesThisSecond = 0;
        secondStart = System.nanoTime();
        stepsPerSecond = -1;
        reading = new Reading(stepMillis, paintMillis, fps); // paused, resumed or changed: shown at once, then kept
    }

    /** Returns frames painted in the last full second. */
    public int fps() {
        return fps;
    }

    /** Returns steps run in the last full second while running, or -1 before a full second has passed. */
    public int stepsPerSecond() {
        return stepsPerSecond;
    }

    /** Returns the smoothed time of one step in milliseconds, NaN before the first. */
    public double stepMillis() {
        return stepMillis;
    }

    /** Returns the smoothed time of one paint in milliseconds, NaN before the first. */
    public double paintMillis() {
        return paintMillis;
    }

    /** Returns the last tick's figures as one line ({@link Reading#line()}). */
    public String line() {
        return reading.line();
    }

    /**
     * Returns the rate the lesson really runs at, as a factor of real time, when it is more than a
     * tenth below the set {@code speed} (the machine cannot keep up); NaN while it keeps up, is
     * paused, or has not run a full second.
     */
    public double behindRate(boolean paused, double speed) {
        int perSecond = stepsPerSecond();
        if (paused || perSecond < 0) {
            return Double.NaN;
        }
        double actual = perSecond * org.spriteplayground.sim.Simulation.STEP_SECONDS;
        return actual < BEHIND * speed ? actual : Double.NaN;
    }

    /** Below this share of the set speed, the status says the machine is behind. */
    private static final double BEHIND = 0.9;
}
