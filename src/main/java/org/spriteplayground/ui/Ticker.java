package org.spriteplayground.ui;

import java.awt.event.HierarchyEvent;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.Timer;
import org.spriteplayground.sim.Simulation;

/**
 * The app's one {@link Timer}: about 60 times a second it ticks the simulation, tells the
 * listener what changed and asks the canvas to repaint. It runs only while the canvas is showing.
 */
final class Ticker {

    /** Milliseconds between ticks: about 60 Hz. */
    static final int PERIOD_MS = 16;

    private final Timer timer;

    /**
     * @param canvas whose visibility starts and stops the timer, and which is repainted
     * @param simulation what is ticked: the simulation on show at each tick
     * @param afterSteps called on the event thread after a tick that ran at least one step
     * @param perf where step times are recorded
     * @param failed hears a tick that threw; the timer keeps running
     */
    Ticker(JComponent canvas, Supplier<Simulation> simulation, Runnable afterSteps, PerfMeter perf, BiConsumer<String, Throwable> failed) {
        timer = new Timer(PERIOD_MS, e -> {
            long start = System.nanoTime();
            try {
                int steps = simulation.get().tick();
                if (steps > 0) {
                    perf.ticked((System.nanoTime() - start) / steps);
                    afterSteps.run();
                    canvas.repaint();
                }
            } catch (RuntimeException | StackOverflowError failure) {
                failed.accept("The tick", failure);
                canvas.repaint();
            }
        });
        timer.setCoalesce(true);
        canvas.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0) {
                if (canvas.isShowing()) {
                    timer.start();
                } else {
                    timer.stop();
                }
            }
        });
    }

    /** Returns whether the timer is running. */
    boolean isRunning() {
        return timer.isRunning();
    }
}
