package org.spriteplayground.playground;

import java.util.function.IntFunction;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.ForwardingHandle;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Piece;

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
    private HeldHandle(Handle handle, Playground playground, IntFunction<Timeline.Edit> find) {
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

    /** Returns the handle grabbed at {@code at}, which a rebuilt lesson finds by the same grab. */
    static HeldHandle grabbed(Handle handle, Playground playground, Vec2 at, double slop) {
        return new HeldHandle(handle, playground, id -> r -> r.hold(id, r.lesson().grab(at, slop).orElse(null)));
    }

    /** Returns the handle of {@code piece}, which a rebuilt lesson finds by the piece's name. */
    static HeldHandle of(Piece piece, Playground playground) {
        String name = piece.name();
        return new HeldHandle(piece.handle(), playground, id -> r -> r.hold(id, r.lesson().pieces().stream()
                .filter(p -> p.name().equals(name)).map(Piece::handle).findFirst().orElse(null)));
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

    private Handle held(Replay replay) {
        Handle h = replay.held(id);
        if (h == null) {
            throw new Replay.LostHandle();
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
            playground.changedByHand();
            timeline.record(change);
        }
    }
}
