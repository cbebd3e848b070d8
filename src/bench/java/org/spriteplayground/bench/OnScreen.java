package org.spriteplayground.bench;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.spriteplayground.ui.MainFrame;

/** What the on-screen tools share: waiting for the app's window, asking on the event thread, finding a part by name. */
final class OnScreen {

    private OnScreen() {
    }

    /** Waits until the app's main window shows and returns it, polling every {@code pollMillis}. */
    static MainFrame mainWindow(long pollMillis) throws InterruptedException {
        while (true) {
            for (Frame f : Frame.getFrames()) {
                if (f instanceof MainFrame frame && f.isShowing()) {
                    return frame;
                }
            }
            Thread.sleep(pollMillis);
        }
    }

    /** Runs {@code query} on the event thread and returns its answer, passing on what it throws. */
    static <T> T onEdt(Callable<T> query) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                result.set(query.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }

    /** Returns the component named {@code name} below {@code root} or in a window it owns, or null. */
    static Component named(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = named(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        if (root instanceof java.awt.Window w) {
            return Arrays.stream(w.getOwnedWindows()).map(owned -> named(owned, name)).filter(java.util.Objects::nonNull).findFirst().orElse(null);
        }
        return null;
    }
}
