package org.spriteplayground.playground;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.LongSupplier;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.scene.Scene;

/**
 * Undo and redo of the edits made by hand in the lesson on show: each step holds what it did (its
 * label, "move flyer") and what the {@link Timeline} held before and after it. Undo shows again
 * the moment before the edit, redo what was on show before the undo (the moment after the edit,
 * or the steps run since it and the one shown among them), each rebuilt exactly as it was (bodies,
 * choices, counters, the step count and the steps before it that step back offers), keeping the
 * pause, the speed and the overlays as they are now. An edit that changes nothing is not kept; a new edit forgets
 * what could be redone; opening another lesson forgets everything (the history is not kept per
 * lesson). Quick repeats of one mergeable edit (wheel notches, arrow presses on one piece) within
 * {@link #MERGE_NANOS} make one step.
 */
public final class History {

    /** How many steps undo goes back at most; the oldest is forgotten first. */
    public static final int LIMIT = 200;

    /** How close in time two mergeable edits with the same label must be to make one step. */
    public static final long MERGE_NANOS = 500_000_000L;

    /** One undoable edit. */
    private record Step(String label, Timeline.Kept before, Timeline.Kept after, boolean mergeable, long at) {
    }

    private final Playground playground;
    private final LongSupplier clock;
    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private final List<Runnable> listeners = new ArrayList<>();
    private Scene begun;
    private Timeline.Kept begunAt;

    History(Playground playground) {
        this(playground, System::nanoTime);
    }

    /**
     * @param playground whose scenes are kept and shown again
     * @param clock the time in nanoseconds, for merging quick repeats
     */
    History(Playground playground, LongSupplier clock) {
        this.playground = playground;
        this.clock = clock;
    }

    /** Adds a listener that hears every change of what can be undone or redone. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** Remembers the scene now as the start of an edit that {@link #commit} ends (a drag: press, then release). */
    public void begin() {
        begun = playground.scene();
        begunAt = playground.timeline().kept();
    }

    /** Ends the edit {@link #begin} started; keeps it as one step if the scene changed. */
    public void commit(String label) {
        commit(label, false);
    }

    /**
     * Ends the edit {@link #begin} started; keeps it if the scene changed, merged into the last step
     * when both are {@code mergeable}, have the same label and came within {@link #MERGE_NANOS}.
     */
    public void commit(String label, boolean mergeable) {
        Scene before = begun;
        Timeline.Kept then = begunAt;
        begun = null;
        begunAt = null;
        if (before == null) {
            return;
        }
        Scene after = playground.scene();
        Timeline.Kept now = playground.timeline().kept();
        if (!before.lesson().equals(after.lesson()) || sameState(before, after) && !(after.bodies().isEmpty() && now.changedSince(then))) {
            return; // a scene without bodies (the stress lesson's jets come from its seed) shows a drag only in the timeline's changes
        }
        long at = clock.getAsLong();
        Step last = undo.peekLast();
        if (mergeable && last != null && last.mergeable() && last.label().equals(label) && at - last.at() <= MERGE_NANOS
                && redo.isEmpty()) {
            undo.removeLast();
            then = last.before();
        }
        undo.addLast(new Step(label, then, now, mergeable, at));
        while (undo.size() > LIMIT) {
            undo.removeFirst();
        }
        redo.clear();
        changed();
    }

    /** Runs {@code change} as one undoable edit named {@code label}. */
    public void edit(String label, Runnable change) {
        edit(label, false, change);
    }

    /** Runs {@code change} as one undoable edit, merged with quick repeats if {@code mergeable}. */
    public void edit(String label, boolean mergeable, Runnable change) {
        begin();
        change.run();
        commit(label, mergeable);
    }

    /** Returns whether there is an edit to undo. */
    public boolean canUndo() {
        return !undo.isEmpty();
    }

    /** Returns whether there is an undone edit to redo. */
    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** Returns what undo would undo ("move flyer"), or "" if nothing. */
    public String undoLabel() {
        return undo.isEmpty() ? "" : undo.peekLast().label();
    }

    /** Returns what redo would redo, or "" if nothing. */
    public String redoLabel() {
        return redo.isEmpty() ? "" : redo.peekLast().label();
    }

    /** Returns how many edits can be undone. */
    public int undoSize() {
        return undo.size();
    }

    /**
     * Shows the scene before the last edit; does nothing if there is none. Redo then brings back
     * what is on show now (the steps run since the edit and the step shown among them), not only
     * the moment after the edit: nothing was forgotten by the undo.
     */
    public void undo() {
        Step step = undo.pollLast();
        if (step != null) {
            redo.addLast(new Step(step.label(), step.before(), playground.timeline().kept(), step.mergeable(), step.at()));
            show(step.before(), Texts.format("history.undone", step.label()));
        }
    }

    /** Shows the scene after the last undone edit; does nothing if there is none. */
    public void redo() {
        Step step = redo.pollLast();
        if (step != null) {
            undo.addLast(step);
            show(step.after(), Texts.format("history.redone", step.label()));
        }
    }

    /** Forgets every step: another lesson is on show. */
    public void clear() {
        begun = null;
        begunAt = null;
        if (!undo.isEmpty() || !redo.isEmpty()) {
            undo.clear();
            redo.clear();
            changed();
        }
    }

    /** Shows again the moment {@code kept} was taken, keeping the pause as it is now, and says {@code done}. */
    private void show(Timeline.Kept kept, String done) {
        boolean paused = playground.paused();
        playground.restore(kept);
        playground.setPaused(paused);
        playground.say(done);
        changed();
    }

    private static boolean sameState(Scene a, Scene b) {
        return a.choices().equals(b.choices()) && a.bodies().equals(b.bodies());
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }
}
