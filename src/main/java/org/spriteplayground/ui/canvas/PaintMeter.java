package org.spriteplayground.ui.canvas;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/**
 * The canvas's meter of its own paints: the time of a paint, smoothed over recent paints
 * (exponential, weight {@value #SMOOTHING}), and the frames painted in the last whole second. The
 * playground measures its steps; this measures the drawing, which the playground knows nothing of.
 *
 * <p>What the canvas's strip and the side panel show is one {@link Reading} per tick: the
 * playground's step time and this meter's paint figures, taken when the playground announces a
 * tick or single step, a pause or resume, a new speed or a new lesson. A paint in between (which
 * the meter records at once) thus never sets the two apart. The meter hears each announcement
 * before the side panel does, as the panel is built with it.
 */
public final class PaintMeter {

    private static final double SMOOTHING = 0.1;
    private static final long SECOND = 1_000_000_000L;

    private final Playground model;
    private double paintMillis = Double.NaN;
    private int framesThisSecond;
    private long secondStart = System.nanoTime();
    private int fps;
    private Reading reading;
    private final List<Runnable> paintListeners = new ArrayList<>();

    /** A meter whose readings go with the ticks of {@code model}; it listens to the model from now on. */
    public PaintMeter(Playground model) {
        this.model = model;
        reading = read();
        model.addListener(this::changed);
    }

    /**
     * The figures shown until the next tick: the smoothed step and paint times in milliseconds
     * (NaN before the first) and the frames painted in the last whole second.
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

    /** Records one paint's duration and counts the frame, then tells those waiting for a paint. */
    void painted(long nanos) {
        double ms = nanos / 1e6;
        paintMillis = Double.isNaN(paintMillis) ? ms : paintMillis + SMOOTHING * (ms - paintMillis);
        framesThisSecond++;
        roll();
        List.copyOf(paintListeners).forEach(Runnable::run);
    }

    /** Runs {@code listener} after each paint is recorded: the canvas now shows the latest tick. */
    public void whenPainted(Runnable listener) {
        paintListeners.add(listener);
    }

    /** Returns the figures of the last tick, which the canvas and the side panel both show. */
    public Reading reading() {
        return reading;
    }

    /** Returns frames painted in the last whole second. */
    public int fps() {
        return fps;
    }

    /** Returns the smoothed time of one paint in milliseconds, NaN before the first. */
    public double paintMillis() {
        return paintMillis;
    }

    /**
     * Takes the reading shown until the next tick. A tick also closes a second without paints; a
     * pause, resume, new speed or new lesson starts the second afresh, as the playground does its
     * step rate, so frames counted before it do not mix with frames after it.
     */
    private void changed(Change change) {
        switch (change) {
            case STEPS -> roll();
            case PAUSE, SPEED, LESSON -> {
                framesThisSecond = 0;
                secondStart = System.nanoTime();
            }
            default -> {
                return;
            }
        }
        reading = read();
    }

    private Reading read() {
        return new Reading(model.perf().stepMillis(), paintMillis, fps);
    }

    private void roll() {
        long now = System.nanoTime();
        if (now - secondStart >= SECOND) {
            fps = (int) Math.round(framesThisSecond / ((now - secondStart) / 1e9));
            framesThisSecond = 0;
            secondStart = now;
        }
    }
}
