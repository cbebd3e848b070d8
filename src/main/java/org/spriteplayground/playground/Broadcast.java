package org.spriteplayground.playground;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * How the {@link Playground} tells its views what changed (as Swing's {@code AbstractListModel}
 * keeps the listeners of every list model): the listeners, each told once per change, and the
 * one-line message for the status bar that goes with the changes.
 */
public abstract class Broadcast {

    /** Each hears every change, with what changed, after it, on the thread that made it. */
    private final List<Consumer<Change>> listeners = new ArrayList<>();
    private String notice = "";
    private Supplier<String> standingNotice = () -> "";

    Broadcast() {
    }

    /** Adds a listener. */
    public void addListener(Consumer<Change> listener) {
        listeners.add(listener);
    }

    /** Removes a listener. */
    public void removeListener(Consumer<Change> listener) {
        listeners.remove(listener);
    }

    /**
     * Returns the one-line message for the status bar: the last one said, or, when none is
     * pending, the {@linkplain #standingNotice standing notice} ("" for none).
     */
    public String notice() {
        return notice.isEmpty() ? standingNotice.get() : notice;
    }

    /**
     * Sets what the status bar says while no message is pending (the note of the piece a view
     * has selected), read whenever {@link #notice()} is: a message said hides it until the next
     * change clears the message.
     */
    public void standingNotice(Supplier<String> note) {
        standingNotice = note;
    }

    /** Shows a one-line message in the status bar. */
    public void say(String message) {
        notice = message == null ? "" : message;
        fire(Change.NOTICE);
    }

    /**
     * Tells every listener, once, what changed. A new lesson, a pause, a speed or a change by hand
     * also clears the message said (what it was about has changed, or a new action was made: it
     * would mislead now); that goes with this one broadcast, so a view of {@link #notice()}
     * reads it again at each of these changes.
     */
    final void fire(Change change) {
        if (change == Change.LESSON || change == Change.PAUSE || change == Change.SPEED || change == Change.SCENE) {
            notice = "";
        }
        for (Consumer<Change> listener : List.copyOf(listeners)) {
            listener.accept(change);
        }
    }
}
