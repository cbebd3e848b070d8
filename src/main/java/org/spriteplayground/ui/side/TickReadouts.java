package org.spriteplayground.ui.side;

import org.spriteplayground.ui.canvas.PaintMeter;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import org.spriteplayground.lesson.ReadoutTable;

/**
 * Shows a tick's readouts in the side panel only once the canvas has painted that tick, so the
 * panel never runs ahead of the canvas's status strip: while a slow frame of thousands of jets
 * paints (15 ms), the panel would otherwise already show the next tick's counts and times beside
 * the canvas's old ones. The tables are read when the canvas has painted, and shown just after.
 * While the canvas does not paint (not shown, squeezed to nothing, a test without a window), a
 * tick's readouts show at once.
 */
final class TickReadouts {

    private final Supplier<List<ReadoutTable>> tables;
    private final Consumer<List<ReadoutTable>> show;
    /** Whether the canvas painted since the last tick: it paints ticks, so this one waits for it. */
    private boolean canvasPaints;
    /** Whether a tick's readouts wait for the canvas to paint it. */
    private boolean waiting;
    /** Counts the readouts shown, so a tick's readouts read at a paint do not replace newer ones. */
    private long shown;

    /**
     * @param meter the meter the canvas reports its paints to
     * @param tables reads the readouts as they are now
     * @param show shows readouts in the panel
     */
    TickReadouts(PaintMeter meter, Supplier<List<ReadoutTable>> tables, Consumer<List<ReadoutTable>> show) {
        this.tables = tables;
        this.show = show;
        meter.whenPainted(this::painted);
    }

    /** A tick ran: its readouts wait for the canvas's paint if the canvas paints, else show now. */
    void stepped() {
        if (canvasPaints) {
            canvasPaints = false;
            waiting = true;
        } else {
            showNow();
        }
    }

    /** Shows the readouts as they are now (after a change by hand, a pause, a new lesson). */
    void showNow() {
        waiting = false;
        shown++;
        show.accept(tables.get());
    }

    /** The canvas painted: the tick it painted is the latest, whose readouts show just after this paint. */
    private void painted() {
        canvasPaints = true;
        if (waiting) {
            waiting = false;
            List<ReadoutTable> painted = tables.get();
            long at = ++shown;
            SwingUtilities.invokeLater(() -> {
                if (shown == at) {
                    show.accept(painted);
                }
            });
        }
    }
}
