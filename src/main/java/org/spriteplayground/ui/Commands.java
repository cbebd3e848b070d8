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

    /** The name a command is made with, kept while the menu's name follows the model ("Undo drag flyer"). */
    public static final String PLAIN_NAME = "SpritePlayground.plainName";

    /** The tooltip a command is made with, kept while the tooltip says why it is greyed: what Help &gt; Keys lists. */
    public static final String PLAIN_TIP = "SpritePlayground.plainTip";

    private static final String SYNC = "SpritePlayground.isOn";

    private Commands() {
    }

    /** An action that runs {@code command}; {@code key} may be null. A window key that comes while a menu is open is the menu's. */
    public static Action command(String name, KeyStroke key, String tooltip, Runnable command) {
        Action action = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                if (!KeyboardAccess.keyForTheMenu(e)) {
                    command.run();
                }
            }
        };
        action.putValue(PLAIN_NAME, name);
        action.putValue(PLAIN_TIP, tooltip);
        action.putValue(Action.ACCELERATOR_KEY, key);
        action.putValue(Action.SHORT_DESCRIPTION, tooltip);
        return action;
    }

    /**
     * An on/off action: firing it sets the model to the opposite of what the model holds, whatever
     * fired it (a key, a menu item, a check box that has already flipped its own look).
     */
    public static Action toggle(String name, KeyStroke key, String tooltip, BooleanSupplier isOn, Consumer<Boolean> set) {
        Action[] action = new Action[1];
        action[0] = command(name, key, tooltip, () -> {
            set.accept(!isOn.getAsBoolean());
            sync(action[0]);
        });
        action[0].putValue(SYNC, isOn);
        sync(action[0]);
        return action[0];
    }

    /** A command named, described and given its menu mnemonic by the bundles' {@code key} (see {@link MenuText}). */
    public static Action command(String key, KeyStroke stroke, Runnable command) {
        return MenuText.mnemonic(command(MenuText.name(key), stroke, MenuText.tip(key), command), key);
    }

    /** A switch named, described and given its menu mnemonic by the bundles' {@code key} (see {@link MenuText}). */
    public static Action toggle(String key, KeyStroke stroke, BooleanSupplier isOn, Consumer<Boolean> set) {
        return MenuText.mnemonic(toggle(MenuText.name(key), stroke, MenuText.tip(key), isOn, set), key);
    }

    /** Sets a switch's look from the model. */
    public static void sync(Action toggle) {
        toggle.putValue(Action.SELECTED_KEY, ((BooleanSupplier) toggle.getValue(SYNC)).getAsBoolean());
    }
}
