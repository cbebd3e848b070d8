package org.spriteplayground.playground;

import java.util.Map;
import java.util.TreeMap;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Restorable;
import org.spriteplayground.sim.Simulation;

/**
 * The steps the playground has shown, kept so that any of the last {@link #WINDOW} can be shown
 * again exactly. Nothing is copied: the simulation is deterministic, so a past state is rebuilt.
 * The timeline starts where the lesson was built fresh (opened, or a scene loaded) and keeps every
 * change made by hand since, at the step it came, as the very call that made it (a handle moved by
 * so much, a control set to a value, a preset, a reset); showing step k builds the lesson afresh
 * and plays its steps and changes up to k ({@link Replay}). It offers the steps since the lesson's step count
 * began (opened, loaded, or started again at 0 by a preset, a reset or a new start), so that a
 * step further left always has a smaller count. Steps are counted here from the first lesson on,
 * so they keep growing when another lesson is opened or the lesson's own count starts again.
 */
final class Timeline {

    /** How many steps back the timeline reaches: ten minutes of 1/60 s steps. */
    static final long WINDOW = 36_000;

    /**
     * How often a {@link Restorable} lesson's state is copied, in steps, at the least: a replay runs
     * at most this many steps (1.2 s at 10,000 jets), and ten minutes hold 120 copies (3 MB at 500
     * jets, 67 MB at 10,000).
     */
    static final long CHECKPOINT_STEPS = 300;

    /** The most the copies take together, in bytes: a larger world is copied less often, so the timeline's memory is bounded at any count. */
    static final long CHECKPOINT_BUDGET = 96L << 20;

    /** A change made by hand, played again on a rebuilt lesson. */
    interface Edit {
        /** Makes the same change in {@code replay}. */
        void redo(Replay replay);
    }

    /** A copy of a {@link Restorable} lesson's state right after a step, before the changes made at that step. */
    private record Checkpoint(Object saved, long count) {
    }

    /** Steps from {@code start} on, from a lesson built by {@code source} whose step count was {@code count}. */
    private record Segment(long start, Lessons.Entry entry, Replay.Source source, long count) {
    }

    /**
     * What the timeline held at one moment, kept by undo and redo to put it back as it was (the
     * step on show among them); it never changes, and shares the changes made by hand with the
     * timeline rather than copying them.
     */
    record Kept(Segment segment, EditLog edits, TreeMap<Long, Checkpoint> checkpoints, long head, long position, long start) {
        /** Returns whether a change made by hand was kept or forgotten between {@code earlier} and this. */
        boolean changedSince(Kept earlier) {
            return edits != earlier.edits;
        }
    }

    private Segment segment;
    /** The changes made by hand since the segment's lesson was built, oldest first. */
    private EditLog edits = EditLog.EMPTY;
    /** Copies of a {@link Restorable} lesson's state, by step. */
    private TreeMap<Long, Checkpoint> checkpoints = new TreeMap<>();
    private long head;
    private long position;
    /** Where the lesson's step count began: the lesson opened, a scene loaded, or the count started again at 0. */
    private long start;
    private int nextId;

    /** Returns the first step that can be shown again. */
    long first() {
        return Math.max(start, head - WINDOW);
    }

    /** Returns the step at which the lesson's step count began (see {@link #first()}, which the window may put later). */
    long start() {
        return start;
    }

    /** Returns the last step recorded. */
    long last() {
        return head;
    }

    /** Returns the step on show: {@link #last()} unless an earlier one was shown again. */
    long position() {
        return position;
    }

    /**
     * Starts again at the step on show, with a lesson built by {@code source} whose step count is
     * {@code count}; what came before (another lesson, another scene) is forgotten.
     */
    void begin(Lessons.Entry entry, Replay.Source source, long count) {
        segment = new Segment(position, entry, source, count);
        edits = EditLog.EMPTY;
        checkpoints = new TreeMap<>();
        head = position;
        start = position;
    }

    /** Says that the lesson's step count starts again at 0 at the step on show: the steps before it are no longer offered. */
    void restarted() {
        forgetFuture();
        start = position;
        prune();
    }

    /** Keeps a change made by hand at the step on show. */
    void record(Edit edit) {
        forgetFuture();
        edits = edits.add(new EditLog.Timed(position, edit));
    }

    /** Returns whether a change made by hand is kept at step {@code step}. */
    boolean editedAt(long step) {
        return edits.countAfter(step - 1) > edits.countAfter(step);
    }

    /** Returns a mark of where a change made now would go (after those at the step on show), for {@link #insert}. */
    int mark() {
        return edits.size() - edits.countAfter(position);
    }

    /** Returns the segment now being recorded, to tell whether a mark still belongs to it. */
    Object segment() {
        return segment;
    }

    /**
     * Keeps {@code edit} where the mark {@code at} was taken, before the changes since (a grab made
     * at a press, kept once the drag first moves something); does nothing if that segment is gone
     * or the steps since were taken back; returns whether it was kept.
     */
    boolean insert(Object from, int at, long step, Edit edit) {
        forgetFuture();
        if (segment != from || step > position || at > edits.size()) {
            return false;
        }
        edits = edits.insert(at, new EditLog.Timed(step, edit));
        return true;
    }

    /** Returns a fresh number for a held handle. */
    int nextId() {
        return nextId++;
    }

    /**
     * Counts {@code steps} more steps that {@code live} ran from the step on show; a step from an
     * earlier one forgets what came after it. Copies a {@link Restorable} lesson's state every
     * {@link #checkpointSteps} steps.
     */
    void stepped(int steps, Simulation live) {
        forgetFuture();
        position += steps;
        head = position;
        if (live.world() instanceof Restorable lesson) {
            long every = checkpointSteps(lesson.savedBytes());
            if (position / every > (position - steps) / every) {
                checkpoints.put(position, new Checkpoint(lesson.save(), live.steps()));
            }
        }
        prune();
    }

    /**
     * Returns how many steps apart copies of {@code bytes} each are kept: a multiple of {@link
     * #CHECKPOINT_STEPS} that keeps the window's copies within {@link #CHECKPOINT_BUDGET}, or
     * {@link Long#MAX_VALUE} (none) if two copies would not fit.
     */
    static long checkpointSteps(long bytes) {
        long copies = CHECKPOINT_BUDGET / Math.max(1, bytes);
        if (copies < 2) {
            return Long.MAX_VALUE; // no copy at all: a replay starts from the lesson built fresh
        }
        long every = (WINDOW + copies - 1) / copies;
        return Math.max(1, (every + CHECKPOINT_STEPS - 1) / CHECKPOINT_STEPS) * CHECKPOINT_STEPS;
    }

    /** Says that step {@code step}, rebuilt by {@link #rebuild}, is now on show. */
    void showing(long step) {
        position = step;
    }

    /** Returns what the timeline holds now, to be {@linkplain #restore put back} later; it shares the changes, not copies them. */
    Kept kept() {
        return new Kept(segment, edits, new TreeMap<>(checkpoints), head, position, start);
    }

    /** Puts back what the timeline held when {@code kept} was taken, the step on show among it ({@link #rebuild} shows it). */
    void restore(Kept kept) {
        segment = kept.segment();
        edits = kept.edits();
        checkpoints = new TreeMap<>(kept.checkpoints());
        head = kept.head();
        position = kept.position();
        start = kept.start();
    }

    /**
     * Builds the state shown at {@code step}, from {@link #first()} to {@link #last()}: a fresh
     * lesson played through the steps and changes since it was built; every change at that step is in it.
     */
    Replay.Rebuilt rebuild(long step) {
        if (step < first() || step > head) {
            throw new IllegalArgumentException("step " + step + " is outside " + first() + "–" + head);
        }
        for (Map.Entry<Long, Checkpoint> from : checkpoints.headMap(step, true).descendingMap().entrySet()) {
            try {
                return replay(from.getKey(), from.getValue(), step);
            } catch (Replay.LostHandle e) {
                // a drag that began before this copy: start from an earlier one
            }
        }
        return replay(segment.start(), null, step);
    }

    /** Plays the segment's steps and changes from step {@code from} (its start, or a copy of the state there) to {@code step}. */
    private Replay.Rebuilt replay(long from, Checkpoint copy, long step) {
        return Replay.play(segment.entry(), segment.source(), copy == null ? segment.count() : copy.count(), copy == null ? null : copy.saved(),
                edits.from(from), from, step);
    }

    /** Forgets the steps and changes after the step on show: something new happens from there. */
    private void forgetFuture() {
        if (position == head) {
            return;
        }
        edits = edits.upTo(position);
        checkpoints.tailMap(position, false).clear();
        head = position;
    }

    /** Forgets the copies of the state that no replay of a step still offered starts from. */
    private void prune() {
        Long kept = checkpoints.floorKey(first()); // the copy a replay of the first step kept starts from
        if (kept != null) {
            checkpoints.headMap(kept, false).clear();
        }
    }
}
