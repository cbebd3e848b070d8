package org.spriteplayground.ui;

import java.awt.event.ActionEvent;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.KeyStroke;

/** Small factories for the app's {@link Action}s: a command, or an on/off switch. */
final class Commands {

    private Commands() {
    }

    /** An action that runs {@code command}; {@code key} may be null. */
    static Action command(String name, KeyStroke key, String tooltip, Runnable command) {
        Action action = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                command.run();
            }
        };
        describe(action, key, tooltip);
        return action;
    }

    /**
     * An on/off action. Its state lives in {@link Action#SELECTED_KEY}, which check boxes and
     * menu items of the action follow; {@code changed} hears every change, whatever made it.
     */
    static Action toggle(String name, KeyStroke key, String tooltip, boolean initial, Consumer<Boolean> changed) {
        Action action = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                // A button has already flipped SELECTED_KEY before it fires; a bare key binding has not.
                if (!(e.getSource() instanceof AbstractButton)) {
                    putValue(SELECTED_KEY, !Boolean.TRUE.equals(getValue(SELECTED_KEY)));
                }
            }
        };
        action.putValue(Action.SELECTED_KEY, initial);
        action.addPropertyChangeListener(e -> {
            if (Action.SELECTED_KEY.equals(e.getPropertyName())) {
                changed.accept(Boolean.TRUE.equals(e.getNewValue()));
            }
        });
        describe(action, key, tooltip);
        return action;
    }

    /** Returns whether a toggle action is on. */
    static boolean isOn(Action toggle) {
        return Boolean.TRUE.equals(toggle.getValue(Action.SELECTED_KEY));
    }

    private static void describe(Action action, KeyStroke key, String tooltip) {
        if (key != null) {
            action.putValue(Action.ACCELERATOR_KEY, key);
        }
        action.putValue(Action.SHORT_DESCRIPTION, tooltip);
    }
}
