package org.spriteplayground.ui;

import java.awt.event.KeyEvent;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import org.spriteplayground.i18n.Texts;

/**
 * Menu names from the bundles, where {@code &} marks the mnemonic ({@code menu.file.quit=&Quit}):
 * the name without it, and the letter after it, which goes on the menu item only, so that it works
 * while the menu is open and takes no Alt+letter from the window.
 */
public final class MenuText {

    /** Action property: the mnemonic's key code ({@link KeyEvent}) for the action's menu item. */
    static final String MNEMONIC = "SpritePlayground.menuMnemonic";

    /** Action property: where in the name the mnemonic is underlined. */
    private static final String MNEMONIC_INDEX = "SpritePlayground.menuMnemonicIndex";

    private MenuText() {
    }

    /** Returns the name of {@code key} without its mnemonic mark. */
    public static String name(String key) {
        return Texts.text(key).replace("&", "");
    }

    /** Returns the tooltip of {@code key} ({@code key.tip}), or null if it has none. */
    public static String tip(String key) {
        return Texts.find(key + ".tip", Texts.locale());
    }

    /** Returns the upper-case letter or digit after {@code &} in the text of {@code key}, or 0 if it has none. */
    public static char mnemonic(String key) {
        String text = Texts.text(key);
        int mark = text.indexOf('&');
        return mark >= 0 && mark + 1 < text.length() ? Character.toUpperCase(text.charAt(mark + 1)) : 0;
    }

    /** Returns a menu named by {@code key}, with its mnemonic. */
    static JMenu menu(String key) {
        JMenu menu = new JMenu(name(key));
        mark(menu, key);
        return menu;
    }

    /** Gives {@code action} the menu mnemonic of {@code key}, for its menu item only ({@link #applyMnemonics}); returns it. */
    static Action mnemonic(Action action, String key) {
        char letter = mnemonic(key);
        if (letter != 0) {
            action.putValue(MNEMONIC, KeyEvent.getExtendedKeyCodeForChar(letter));
            action.putValue(MNEMONIC_INDEX, Texts.text(key).indexOf('&'));
        }
        return action;
    }

    /** Underlines the mnemonic of {@code key} on {@code button}, at the marked place. */
    static void mark(AbstractButton button, String key) {
        char letter = mnemonic(key);
        if (letter != 0) {
            button.setMnemonic(KeyEvent.getExtendedKeyCodeForChar(letter));
            button.setDisplayedMnemonicIndex(Texts.text(key).indexOf('&'));
        }
    }

    /** Puts each item's action's mnemonic on the item, in every menu and submenu of {@code bar}. */
    static void applyMnemonics(JMenuBar bar) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            applyMnemonics(bar.getMenu(i));
        }
    }

    private static void applyMnemonics(JMenu menu) {
        for (int i = 0; i < menu.getItemCount(); i++) {
            JMenuItem item = menu.getItem(i);
            if (item instanceof JMenu sub) {
                applyMnemonics(sub);
            } else if (item != null && item.getAction() != null && item.getAction().getValue(MNEMONIC) instanceof Integer code) {
                item.setMnemonic(code);
                item.setDisplayedMnemonicIndex((Integer) item.getAction().getValue(MNEMONIC_INDEX));
            }
        }
    }
}
