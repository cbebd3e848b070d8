package org.spriteplayground.ui.canvas;

import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;

/**
 * Shows what a tick changed (the side panel's readouts, the status strip's counts and figures)
 * only once the canvas has painted that tick, so that the world, the strip and the side panel
 * always show the same step: while a slow frame of thousands of jets paints, a strip or panel
 * updated at the tick would already show the next step's counts beside the world of the last.
 * What to show is read when the canvas has painted, and shown just after. While the canvas does
 * not paint (not shown, squeezed to nothing, a test without a window), a tick shows at once.
 *
 * @param <T> what is shown
 */
public final class TickShown<T> {

    private final Supplier<T> read;
    private final Consumer<T> show;
    /** Whether the canvas painted since the last tick: it paints ticks, so this one waits for it. */
    private boolean canvasPaints;
    /** Whether a tick waits for the canvas to paint it. */
    private boolean waiting;
    /** Counts the showings, so what was read at a paint does not replace something newer. */
    private long shown;

    /**
     * @param meter the meter the canvas reports its paints to
     * @param read reads what to show as it is now
     * @param show shows it
     */
    public TickShown(PaintMeter meter, Supplier<T> read, Consumer<T> show) {
        this.read = read;
        this.show = show;
        meter.whenPainted(this::painted);
    }

    /** A tick ran: it shows once the canvas has painted it if the canvas paints, else now. */
    public void stepped() {
        if (canvasPaints) {
            canvasPaints = false;
            waiting = true;
        } else {
            showNow();
        }
    }

    /** Shows what is now (after a change by hand, a pause, a new lesson). */
    public void showNow() {
        waiting = false;
        shown++;
        show.accept(read.get());
    }

    /** The canvas painted: the tick it painted is the latest, which shows just after this paint. */
    private void painted() {
        canvasPaints = true;
        if (waiting) {
            waiting = false;
            T painted = read.get();
            long at = ++shown;
            SwingUtilities.invokeLater(() -> {
                if (shown == at) {
                    show.accept(painted);
                }
            });
        }
    }
}
