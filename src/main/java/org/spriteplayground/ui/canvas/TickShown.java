package org.spriteplayground.ui.canvas;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;

/**
 * Shows what a tick changed (the side panel's readouts, the status strip's counts and figures)
 * only once the canvas has painted that tick, so that the world, the strip and the side panel
 * always show the same step: while a slow frame of thousands of jets paints, a strip or panel
 * updated at the tick would already show the next step's counts beside the world of the last.
 * While the canvas does not paint (not shown, squeezed to nothing, a test without a window), a
 * tick shows at once.
 *
 * <p>There is one per canvas ({@link PaintMeter#ticks()}), and every part that shows figures of
 * the tick is {@link #add added} to it: each showing reads all parts at the same moment and shows
 * them together, so whichever part asks to show afresh (the strip after a notice or a new size,
 * the panel after an overlay), the others show the same moment with it, never a tick apart.
 */
public final class TickShown {

    /** The parts: each reads what it would show now, and returns how to show it. */
    private final List<Supplier<Runnable>> parts = new ArrayList<>();
    /** Whether the canvas painted since the last tick: it paints ticks, so this one waits for it. */
    private boolean canvasPaints;
    /** Whether a tick waits for the canvas to paint it. */
    private boolean waiting;
    /** Counts the showings, so what was read at a paint does not replace something newer. */
    private long shown;

    /** Shows what the canvas that {@code meter} times has painted. */
    TickShown(PaintMeter meter) {
        meter.whenPainted(this::painted);
    }

    /**
     * Adds a part that {@code show}s what {@code read} reads, whenever the others show; it shows
     * nothing until the next showing.
     *
     * @param <T> what is shown
     */
    public <T> void add(Supplier<T> read, Consumer<T> show) {
        parts.add(() -> {
            T now = read.get();
            return () -> show.accept(now);
        });
    }

    /** A tick ran: it shows once the canvas has painted it if the canvas paints, else now. */
    void stepped() {
        if (canvasPaints) {
            canvasPaints = false;
            waiting = true;
        } else {
            showNow();
        }
    }

    /** Shows what is now in every part (after a change by hand, a pause, a new lesson). */
    public void showNow() {
        waiting = false;
        shown++;
        read().forEach(Runnable::run);
    }

    /** The canvas painted: the tick it painted is the latest, which shows just after this paint. */
    private void painted() {
        canvasPaints = true;
        if (waiting) {
            waiting = false;
            List<Runnable> painted = read();
            long at = ++shown;
            SwingUtilities.invokeLater(() -> {
                if (shown == at) {
                    painted.forEach(Runnable::run);
                }
            });
        }
    }

    /** Reads every part at this one moment. */
    private List<Runnable> read() {
        return List.copyOf(parts).stream().map(Supplier::get).toList();
    }
}
