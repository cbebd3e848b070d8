package org.spriteplayground.ui;

import java.awt.event.ActionEvent;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/**
 * Small factories for the app's {@link Action}s: a command, or an on/off switch whose state lives
 * in the model. A switch's {@link Action#SELECTED_KEY} only mirrors the model (check boxes and
 * menu items follow it); {@link #sync} brings it up to date after the model changed.
 */
public final class Commands {

    private Commands() {
    }

    /** An action that runs {@code command}; {@code key} may be null. */
    public static Action command(String name, KeyStroke key, String tooltip, Runnable command) {
        Action action = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                if (KeyboardAccess.keyForTheMenu(e)) {
                    return;
                }
                command.run();
            }
        };
        describe(action, key, tooltip);
        return action;
    }

    /**
     * An on/off action: firing it sets the model to the opposite of what the model holds, whatever
     * fired it (a key, a menu item, a check box that has already flipped its own look).
     */
    public static Action toggle(String name, KeyStroke key, String tooltip, BooleanSupplier isOn, Consumer<Boolean> set) {
        Action action = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                if (KeyboardAccess.keyForTheMenu(e)) {
                    return;
                }
                set.accept(!isOn.getAsBoolean());
                putValue(SELECTED_KEY, isOn.getAsBoolean());
            }
        };
        action.putValue(Action.SELECTED_KEY, isOn.getAsBoolean());
        action.putValue(SYNC, isOn);
        describe(action, key, tooltip);
        return action;
    }

    /** A command named, described and given its menu mnemonic by the bundles' {@code key} (see {@link MenuText}). */
    public static Action command(String key, KeyStroke stroke, Runnable command) {
        Action action = command(key, stroke, null, command);
        named(action, key);
        return action;
    }

    /** A switch named, described and given its menu mnemonic by the bundles' {@code key} (see {@link MenuText}). */
    public static Action toggle(String key, KeyStroke stroke, BooleanSupplier isOn, Consumer<Boolean> set) {
        Action action = toggle(key, stroke, null, isOn, set);
        named(action, key);
        return action;
    }

    private static void named(Action action, String key) {
        MenuText.describe(action, key);
        action.putValue(PLAIN_NAME, action.getValue(Action.NAME));
    }

    /** Sets a switch's look from the model. */
    public static void sync(Action toggle) {
        BooleanSupplier isOn = (BooleanSupplier) toggle.getValue(SYNC);
        toggle.putValue(Action.SELECTED_KEY, isOn.getAsBoolean());
    }

    private static final String SYNC = "SpritePlayground.isOn";

    /** The name a command is made with, kept while the menu's name follows the model ("Undo drag flyer"). */
    public static final String PLAIN_NAME = "SpritePlayground.plainName";

    /** The tooltip a command is made with, kept while the tooltip says why it is greyed: what Help &gt; Keys lists. */
    public static final String PLAIN_TIP = "SpritePlayground.plainTip";

    private static void describe(Action action, KeyStroke key, String tooltip) {
        action.putValue(PLAIN_NAME, action.getValue(Action.NAME));
        action.putValue(PLAIN_TIP, tooltip);
        if (key != null) {
            action.putValue(Action.ACCELERATOR_KEY, key);
        }
        action.putValue(Action.SHORT_DESCRIPTION, tooltip);
    }
}
