package org.spriteplayground.ui;

import java.awt.event.HierarchyEvent;
import java.util.function.BiConsumer;
import javax.swing.JComponent;
import javax.swing.Timer;
import org.spriteplayground.playground.Playground;

/**
 * The app's one {@link Timer}: about 60 times a second it ticks the playground, whose listeners
 * then refresh what they show. It runs only while the canvas is showing.
 */
final class Ticker {

    /** Milliseconds between ticks: about 60 Hz. */
    static final int PERIOD_MS = 16;

    private final Timer timer;

    /**
     * @param canvas whose visibility starts and stops the timer
     * @param model what is ticked
     * @param failed hears a tick that threw; the timer keeps running
     */
    Ticker(JComponent canvas, Playground model, BiConsumer<String, Throwable> failed) {
        timer = new Timer(PERIOD_MS, e -> {
            try {
                model.tick();
            } catch (RuntimeException | StackOverflowError failure) {
                failed.accept("The tick", failure);
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
