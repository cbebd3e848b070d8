package org.spriteplayground.ui.canvas;

import java.awt.AWTKeyStroke;
import java.awt.KeyboardFocusManager;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Playground;

/**
 * The keyboard on the canvas's pieces: Tab and Shift+Tab select the next or previous piece (past
 * the last, focus moves on as usual); while one is selected, arrows move it 1 world unit (Shift:
 * 10), [ and ] turn it 1° (Shift: 15°), Page Up and Page Down resize it by 1, Enter (not Shift+Enter, which
 * always steps back) opens its exact values and Esc lets it go; the status line names only those that act on the piece. With
 * nothing selected these keys do what they did before.
 * Quick repeats of one key on one piece make one undo step.
 */
public final class PieceKeys {

    private final CanvasPanel canvas;
    private final Playground model;
    private final Consumer<Piece> openValues;

    /**
     * @param canvas where the keys are pressed and the selection is shown
     * @param model whose lesson's pieces the keys work on
     * @param openValues opens the exact-value dialog of a piece
     */
    PieceKeys(CanvasPanel canvas, Playground model, Consumer<Piece> openValues) {
        this.canvas = canvas;
        this.model = model;
        this.openValues = openValues;
    }

    /** Takes Tab and Shift+Tab from focus traversal, so that they select pieces first. */
    void install() {
        canvas.setFocusTraversalKeys(KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS, Set.<AWTKeyStroke>of());
        canvas.setFocusTraversalKeys(KeyboardFocusManager.BACKWARD_TRAVERSAL_KEYS, Set.<AWTKeyStroke>of());
    }

    /** Handles a key going down; consumes it if it was used. */
    void pressed(KeyEvent e) {
        int modifiers = e.getModifiersEx();
        if ((modifiers & ~InputEvent.SHIFT_DOWN_MASK) != 0) {
            return; // Ctrl, Alt, Meta: menu shortcuts
        }
        boolean shift = modifiers != 0;
        if (e.getKeyCode() == KeyEvent.VK_TAB) {
            cycle(shift ? -1 : +1);
            e.consume();
            return;
        }
        Piece piece = canvas.selection().piece(model.lesson()).orElse(null);
        if (piece != null && use(e.getKeyCode(), shift, piece)) {
            e.consume();
        }
    }

    private void cycle(int direction) {
        Selection selection = canvas.selection();
        if (selection.cycle(model.lesson(), direction)) {
            model.say(selected(selection.piece(model.lesson()).orElseThrow()));
        } else if (direction > 0) {
            canvas.transferFocus();
        } else {
            canvas.transferFocusBackward();
        }
        canvas.repaint();
    }

    /** The patterns of {@link #selected}: each names only the keys that do something to the piece. */
    private static final List<String> NOTES = List.of("pieces.selected", "pieces.selected.move", "pieces.selected.moveTurn", "pieces.selected.moveResize");

    /** Returns the status line's note that {@code piece} is selected and what the keys now do to it. */
    public static String selected(Piece piece) {
        return selected(piece.name(), piece.handle());
    }

    /** Returns the status line's note that the piece {@code name}, held by {@code handle}, is selected: the keys that move, turn or resize it. */
    public static String selected(String name, Handle handle) {
        return Texts.format(NOTES.get(handle.turns() ? handle.resizes() ? 0 : 2 : handle.resizes() ? 3 : 1), Piece.label(name));
    }

    /** Returns whether {@code notice} is a note of {@link #selected}: it begins and ends as one of those notes does. */
    public static boolean isSelectedNote(String notice) {
        return NOTES.stream().anyMatch(key -> {
            String note = Texts.format(key, "\0");
            String before = note.substring(0, note.indexOf('\0'));
            String after = note.substring(note.indexOf('\0') + 1);
            return notice.length() > before.length() + after.length() && notice.startsWith(before) && notice.endsWith(after);
        });
    }

    private boolean use(int key, boolean shift, Piece piece) {
        Handle handle = model.hold(piece);
        String name = piece.label();
        double step = shift ? 10 : 1;
        switch (key) {
            case KeyEvent.VK_LEFT, KeyEvent.VK_RIGHT, KeyEvent.VK_UP, KeyEvent.VK_DOWN -> {
                Vec2 by = key == KeyEvent.VK_LEFT ? new Vec2(-step, 0) : key == KeyEvent.VK_RIGHT ? new Vec2(step, 0)
                        : new Vec2(0, key == KeyEvent.VK_UP ? -step : step);
                edit(Texts.format("history.move", name), () -> handle.moveTo(handle.anchor().plus(by)));
            }
            case KeyEvent.VK_OPEN_BRACKET, KeyEvent.VK_CLOSE_BRACKET -> {
                if (!handle.turns()) {
                    model.say(Texts.format("pieces.noTurn", name));
                    return true;
                }
                double degrees = (shift ? 15 : 1) * (key == KeyEvent.VK_CLOSE_BRACKET ? 1 : -1);
                edit(Texts.format("history.turn", name), () -> handle.turnBy(Math.toRadians(degrees)));
            }
            case KeyEvent.VK_PAGE_UP, KeyEvent.VK_PAGE_DOWN -> {
                if (!handle.resizes()) {
                    model.say(Texts.format("pieces.noResize", name));
                    return true;
                }
                edit(Texts.format("history.resize", name), () -> handle.resizeBy(key == KeyEvent.VK_PAGE_UP ? 1 : -1));
            }
            case KeyEvent.VK_ENTER -> {
                if (shift) {
                    return false; // Shift+Enter always steps back
                }
                openValues.accept(piece);
            }
            case KeyEvent.VK_ESCAPE -> {
                canvas.selection().select(null);
                model.say("");
                canvas.repaint();
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /** Makes the change as one undoable edit (the selection's note, which a changed scene clears, comes back: {@link CanvasPanel}). */
    private void edit(String label, Runnable change) {
        model.history().edit(label, true, () -> {
            change.run();
            model.edited();
        });
    }
}
