package org.spriteplayground.ui;

import java.awt.event.HierarchyEvent;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;
import javax.swing.JComponent;
import javax.swing.Timer;
import org.spriteplayground.i18n.Texts;

/**
 * The app's one {@link Timer}: 60 times a second it ticks the playground, whose listeners then
 * refresh what they show. The timer fires once and is armed again after each tick for the time
 * left until the next deadline of a {@link FramePacer}, so ticks keep to 60 Hz and never queue
 * up behind a slow frame. It runs only while the canvas is showing.
 */
final class Ticker {

    private final Timer timer;
    private final FramePacer pacer = new FramePacer();
    private final LongSupplier clock;
    private boolean running;

    /**
     * @param canvas whose visibility starts and stops the timer
     * @param tick what runs each tick
     * @param failed hears a tick that threw; the timer keeps running
     */
    Ticker(JComponent canvas, Runnable tick, BiConsumer<String, Throwable> failed) {
        this(tick, failed, System::nanoTime);
        canvas.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0) {
                if (canvas.isShowing()) {
                    start();
                } else {
                    stop();
                }
            }
        });
    }

    /** A ticker started and stopped by hand, reading the time from {@code clock} (nanoseconds). */
    Ticker(Runnable tick, BiConsumer<String, Throwable> failed, LongSupplier clock) {
        this.clock = clock;
        timer = new Timer(0, e -> {
            try {
                tick.run();
            } catch (RuntimeException | StackOverflowError failure) {
                failed.accept(Texts.text("failure.where.tick"), failure);
            } finally {
                arm();
            }
        });
        timer.setRepeats(false);
        // A coalescing timer drops a firing while its last event is still being handled; armed
        // from inside that handler with a short delay, it would drop its only firing and stop.
        timer.setCoalesce(false);
    }

    /** Starts ticking, the first tick a period from now. */
    void start() {
        if (!running) {
            running = true;
            pacer.restart();
            arm();
        }
    }

    /** Stops ticking. */
    void stop() {
        running = false;
        timer.stop();
    }

    private void arm() {
        if (running) {
            timer.setInitialDelay(pacer.nextDelayMillis(clock.getAsLong()));
            timer.restart();
        }
    }

    /** Returns whether the timer is running. */
    boolean isRunning() {
        return running;
    }
}
