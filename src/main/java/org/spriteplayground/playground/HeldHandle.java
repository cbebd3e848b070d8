package org.spriteplayground.playground;

import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.ForwardingHandle;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;

/**
 * A handle of the lesson on show, held by hand, whose every change the {@link Timeline} keeps as
 * the same call, so that it can be played again on a rebuilt lesson. How it was found (the grab
 * at a point, or a piece by name) is kept before its first change, where it was found.
 */
final class HeldHandle extends ForwardingHandle {

    private final Playground playground;
    private final Lesson lesson;
    private final Timeline.Edit find;
    private final Object segment;
    private final int mark;
    private final long step;
    private final int id;
    private boolean found;

    /**
     * @param handle the lesson's own handle
     * @param playground whose timeline keeps the changes, while {@code lesson} is on show
     * @param find how a rebuilt lesson finds the same handle, given this handle's number
     */
    HeldHandle(Handle handle, Playground playground, java.util.function.IntFunction<Timeline.Edit> find) {
        super(handle);
        this.playground = playground;
        this.lesson = playground.lesson();
        Timeline timeline = playground.timeline();
        this.segment = timeline.segment();
        this.mark = timeline.mark();
        this.step = timeline.position();
        this.id = timeline.nextId();
        this.find = find.apply(id);
    }

    @Override
    public void moveTo(Vec2 to) {
        handle.moveTo(to);
        kept(r -> held(r).moveTo(to));
    }

    @Override
    public void turnBy(double radians) {
        handle.turnBy(radians);
        kept(r -> held(r).turnBy(radians));
    }

    @Override
    public void resizeBy(double amount) {
        handle.resizeBy(amount);
        kept(r -> held(r).resizeBy(amount));
    }

    @Override
    public void place(Vec2 to, double angle, double size) {
        handle.place(to, angle, size);
        kept(r -> held(r).place(to, angle, size));
    }

    private Handle held(Timeline.Replay replay) {
        Handle h = replay.held(id);
        if (h == null) {
            throw new Timeline.LostHandle();
        }
        return h;
    }

    /**
     * Keeps a change, with how the handle was found before the first; nothing once another
     * lesson is on show, or when the steps since it was found were taken back.
     */
    private void kept(Timeline.Edit change) {
        if (playground.lesson() != lesson) {
            return;
        }
        Timeline timeline = playground.timeline();
        if (!found) {
            found = timeline.insert(segment, mark, step, find);
        }
        if (found) {
            timeline.record(change);
        }
    }
}
