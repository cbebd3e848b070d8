package org.spriteplayground.ui.canvas;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.LongSupplier;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/**
 * The canvas's meter of its own paints: when each paint ended and how long it took. The
 * playground measures its steps; this measures the drawing, which the playground knows nothing of.
 *
 * <p>Both paint figures describe the same frames: those whose paint ended in the second before
 * the reading. The frame rate is how many there were, the paint time their mean. So the two never
 * disagree (a smoothed time that still remembers fast frames beside a count of slow ones): under
 * a load that paints once in 1.1 s the reading is "paint 1,100 ms &middot; 1 fps", never a lagging
 * "paint 300 ms &middot; 2 fps".
 *
 * <p>What the canvas's strip and the side panel show is one {@link Reading} per tick: the
 * playground's step time and this meter's paint figures, taken when the playground announces a
 * tick or single step, a pause or resume, a new speed or a new lesson. A paint in between (which
 * the meter records at once) thus never sets the two apart. The meter hears each announcement
 * before the side panel does, as the panel is built with it.
 */
public final class PaintMeter {

    private static final long SECOND = 1_000_000_000L;

    private final Playground model;
    private final LongSupplier clock;
    /** The paints that ended within the last second, oldest first: when each ended and how long it took, in nanoseconds. */
    private final ArrayDeque<long[]> recent = new ArrayDeque<>();
    private Reading reading;
    private final List<Runnable> paintListeners = new ArrayList<>();
    /** Shows the tick this canvas painted in the strip and the side panel alike. */
    private final TickShown ticks;

    /** A meter whose readings go with the ticks of {@code model}; it listens to the model from now on. */
    public PaintMeter(Playground model) {
        this(model, System::nanoTime);
    }

    /** A meter timed by {@code clock} (nanoseconds), so a test can set the hour of every paint. */
    PaintMeter(Playground model, LongSupplier clock) {
        this.model = model;
        this.clock = clock;
        reading = read();
        ticks = new TickShown(this);
        model.addListener(this::changed);
    }

    /** Returns what shows the figures of the tick the canvas painted: the strip and the side panel add their parts to it. */
    public TickShown ticks() {
        return ticks;
    }

    /**
     * The figures shown until the next tick: the mean step time over a second, and the frames painted in the
     * second before the reading with their mean paint time.
     *
     * @param stepMillis the mean time of one step in milliseconds ({@code PerfMeter}), NaN before the first
     * @param paintMillis the mean time of the paints counted in {@code fps}, in milliseconds; NaN if there were none
     * @param fps how many paints ended in the second before the reading
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

        /** Returns the paint time as the side panel shows it: one decimal, "–" with no paint in the last second. */
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

    /** Records one paint, ending now, of {@code nanos}, then tells those waiting for a paint. */
    void painted(long nanos) {
        long now = clock.getAsLong();
        forgetBefore(now - SECOND);
        recent.addLast(new long[] {now, nanos});
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

    /** Returns how many paints ended in the last second, as of now. */
    public int fps() {
        forgetBefore(clock.getAsLong() - SECOND);
        return recent.size();
    }


    /**
     * Takes the reading shown until the next tick, a pause or resume, a new speed or a new lesson;
     * a tick then shows once painted.
     */
    private void changed(Change change) {
        if (EnumSet.of(Change.STEPS, Change.PAUSE, Change.SPEED, Change.LESSON).contains(change)) {
            reading = read();
        }
        if (change == Change.STEPS) {
            ticks.stepped();
        }
    }

    private Reading read() {
        forgetBefore(clock.getAsLong() - SECOND);
        double mean = recent.stream().mapToLong(p -> p[1]).average().orElse(Double.NaN) / 1e6;
        return new Reading(model.perf().stepMillis(), mean, recent.size());
    }

    /** Drops the paints that ended before {@code start}. */
    private void forgetBefore(long start) {
        while (!recent.isEmpty() && recent.peekFirst()[0] < start) {
            recent.removeFirst();
        }
    }
}
