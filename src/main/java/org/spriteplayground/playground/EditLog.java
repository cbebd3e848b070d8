package org.spriteplayground.playground;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The changes made by hand that a {@link Timeline} keeps, oldest first and in the order of their
 * steps, as a list that never changes: adding, inserting near the end or dropping the newest
 * makes a new list that shares everything older with the one before, so undo keeps every
 * version it needs for the cost of the changes themselves.
 */
final class EditLog {

    /** A change and the step it was made at. */
    record Timed(long at, Timeline.Edit edit) {
    }

    /** The empty log. */
    static final EditLog EMPTY = new EditLog(null, null, 0);

    private final Timed newest;
    private final EditLog older;
    private final int size;

    private EditLog(Timed newest, EditLog older, int size) {
        this.newest = newest;
        this.older = older;
        this.size = size;
    }

    /** Returns how many changes the log holds. */
    int size() {
        return size;
    }

    /** Returns this log with {@code timed} after the rest. */
    EditLog add(Timed timed) {
        return new EditLog(timed, this, size + 1);
    }

    /** Returns this log with {@code timed} at index {@code at} (0 to {@link #size()}), before those after it. */
    EditLog insert(int at, Timed timed) {
        List<Timed> after = new ArrayList<>();
        EditLog log = this;
        while (log.size > at) {
            after.add(log.newest);
            log = log.older;
        }
        log = log.add(timed);
        for (int i = after.size() - 1; i >= 0; i--) {
            log = log.add(after.get(i));
        }
        return log;
    }

    /** Returns how many of the newest changes came after step {@code step}. */
    int countAfter(long step) {
        int n = 0;
        for (EditLog log = this; log.newest != null && log.newest.at() > step; log = log.older) {
            n++;
        }
        return n;
    }

    /** Returns this log without the changes made after step {@code step}. */
    EditLog upTo(long step) {
        EditLog log = this;
        while (log.newest != null && log.newest.at() > step) {
            log = log.older;
        }
        return log;
    }

    /** Returns the changes made at step {@code from} or later, oldest first. */
    List<Timed> from(long from) {
        List<Timed> since = new ArrayList<>();
        for (EditLog log = this; log.newest != null && log.newest.at() >= from; log = log.older) {
            since.add(log.newest);
        }
        Collections.reverse(since);
        return since;
    }
}
