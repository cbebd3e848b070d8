package org.spriteplayground.playground;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.sim.Restorable;
import org.spriteplayground.sim.Simulation;

/**
 * A past state of the {@link Timeline} rebuilt: a fresh lesson (or one set back to a copy of its
 * state) played through the kept steps and changes made by hand, as the same calls in the same
 * order; the simulation is deterministic, so the result is the state that was shown, exactly.
 * While it plays, it holds the handles its changes found, by number.
 */
final class Replay {

    /** Thrown by a replayed change whose handle was found before the copy the replay started from. */
    static final class LostHandle extends RuntimeException {
        LostHandle() {
            super("a replayed change found no handle where the first one was held", null, false, false); // not shown
        }
    }

    /** How a segment's lesson is built afresh. */
    interface Source {
        /** Returns a fresh lesson, as the segment's first one was built. */
        Lesson build() throws SceneException;
    }

    /** A past state rebuilt: its catalogue entry and a simulation of a fresh lesson set to it. */
    record Rebuilt(Lessons.Entry entry, Simulation simulation) {
    }

    private final Lesson lesson;
    private final Simulation simulation;
    private final Map<Integer, Handle> held = new HashMap<>();

    private Replay(Lesson lesson, Simulation simulation) {
        this.lesson = lesson;
        this.simulation = simulation;
    }

    Lesson lesson() {
        return lesson;
    }

    Simulation simulation() {
        return simulation;
    }

    /** Keeps {@code handle} as number {@code id} (null when nothing was under the pointer). */
    void hold(int id, Handle handle) {
        held.put(id, handle);
    }

    /** Returns the handle kept as {@code id}, or null. */
    Handle held(int id) {
        return held.get(id);
    }

    /**
     * Builds a lesson from {@code source}, counting from {@code count} and set to {@code saved}
     * (a {@link Restorable} lesson's copy, or null for the lesson as built), and plays from step
     * {@code from} to {@code step}: at each step first the changes kept there, then the step.
     */
    static Rebuilt play(Lessons.Entry entry, Source source, long count, Object saved, Iterable<EditLog.Timed> log, long from, long step) {
        Lesson lesson;
        try {
            lesson = source.build();
        } catch (SceneException e) {
            throw new IllegalStateException("a scene that loaded once no longer loads: " + e.getMessage(), e);
        }
        Simulation simulation = new Simulation(lesson);
        simulation.countFrom(count);
        if (saved != null) {
            ((Restorable) lesson).restore(saved);
        }
        Replay replay = new Replay(lesson, simulation);
        Iterator<EditLog.Timed> edits = log.iterator();
        EditLog.Timed next = edits.hasNext() ? edits.next() : null;
        for (long t = from; ; t++) {
            while (next != null && next.at() == t) {
                next.edit().redo(replay);
                next = edits.hasNext() ? edits.next() : null;
            }
            if (t == step) {
                return new Rebuilt(entry, simulation);
            }
            simulation.step();
        }
    }
}
