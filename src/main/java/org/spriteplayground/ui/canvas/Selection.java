package org.spriteplayground.ui.canvas;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Piece;

/**
 * The piece of the lesson that the keyboard works on, by its name, so that it stays selected when
 * undo shows a fresh copy of the lesson. Empty when nothing is selected.
 */
public final class Selection {

    private String name;
    private Runnable cleared = () -> { };

    /** Runs {@code action} whenever the selection becomes empty (a click on empty canvas, Esc, Tab past the last piece). */
    void whenCleared(Runnable action) {
        cleared = action;
    }

    private void set(String next) {
        boolean was = name != null;
        name = next;
        if (was && name == null) {
            cleared.run();
        }
    }

    /** Returns the selected piece's name, if any. */
    public Optional<String> name() {
        return Optional.ofNullable(name);
    }

    /** Selects the piece named {@code piece}, or nothing for null. */
    public void select(String piece) {
        set(piece);
    }

    /** Returns the selected piece in {@code lesson}, or empty if nothing is selected or the lesson has no such piece. */
    Optional<Piece> piece(Lesson lesson) {
        return lesson.pieces().stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /**
     * Selects the piece after ({@code +1}) or before ({@code -1}) the selected one in the lesson's
     * order; returns false, selecting nothing, when that runs off either end.
     */
    boolean cycle(Lesson lesson, int direction) {
        List<String> pieces = lesson.pieces().stream().map(Piece::name).toList();
        int at = pieces.contains(name) ? pieces.indexOf(name) : direction > 0 ? -1 : pieces.size();
        int next = at + direction;
        set(next >= 0 && next < pieces.size() ? pieces.get(next) : null);
        return name != null;
    }

    /** Returns the name of the piece whose handle is where {@code handle} is (the one the mouse holds), if any. */
    static Optional<String> nameOf(Lesson lesson, Handle handle) {
        return lesson.pieces().stream()
                .filter(p -> p.handle().anchor().equals(handle.anchor()) && p.handle().angle() == handle.angle()
                        && Double.compare(p.handle().size(), handle.size()) == 0)
                .map(Piece::name).findFirst();
    }
}
