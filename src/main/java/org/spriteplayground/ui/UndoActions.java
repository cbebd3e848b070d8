package org.spriteplayground.ui;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.Action;
import javax.swing.KeyStroke;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.History;

/** Edit &gt; Undo and Redo: each names what it would undo or redo and is off when there is nothing. */
final class UndoActions {

    private final History history;
    private final Action undo;
    private final Action redo;

    UndoActions(History history) {
        this.history = history;
        int mask = AppActions.menuMask();
        undo = Commands.command("menu.edit.undo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, mask), history::undo);
        redo = Commands.command("menu.edit.redo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, mask | InputEvent.SHIFT_DOWN_MASK), history::redo);
        redo.putValue(AppActions.ALSO_KEYS, List.of(KeyStroke.getKeyStroke(KeyEvent.VK_Y, mask)));
        history.addListener(this::sync);
        sync();
    }

    /** Names both after what they would do, and switches off the one with nothing to do. */
    private void sync() {
        undo.putValue(Action.NAME, history.canUndo() ? Texts.format("edit.undoNamed", history.undoLabel()) : MenuText.name("menu.edit.undo"));
        undo.setEnabled(history.canUndo());
        redo.putValue(Action.NAME, history.canRedo() ? Texts.format("edit.redoNamed", history.redoLabel()) : MenuText.name("menu.edit.redo"));
        redo.setEnabled(history.canRedo());
    }

    Action undo() {
        return undo;
    }

    Action redo() {
        return redo;
    }
}
