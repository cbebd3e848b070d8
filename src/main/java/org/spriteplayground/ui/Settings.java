package org.spriteplayground.ui;

import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the app remembers between runs, in {@link Preferences} (node
 * {@code /org/spriteplayground}, or the one named by the system property
 * {@code spriteplayground.prefsNode}). A store that cannot be read or written is not fatal: the
 * defaults are used, one line goes to the log, and the app goes on. A setting is written only
 * when it changes.
 */
public final class Settings {

    private static final String THEME = "theme";

    private final Preferences node;
    private boolean warned;

    private Settings(Preferences node) {
        this.node = node;
    }

    /** Opens the user's settings, or settings that remember nothing if the store is unusable. */
    public static Settings load() {
        try {
            return using(Preferences.userRoot().node(System.getProperty("spriteplayground.prefsNode", "/org/spriteplayground")));
        } catch (RuntimeException e) {
            AppLog.LOG.warning("settings unavailable, using defaults: " + e);
            return new Settings(null);
        }
    }

    /** Uses {@code node} as the store. */
    static Settings using(Preferences node) {
        return new Settings(node);
    }

    /** Returns the saved theme; LIGHT if none was saved or the store cannot be read. */
    public Theme theme() {
        if (node == null) {
            return Theme.LIGHT;
        }
        try {
            return Theme.parse(node.get(THEME, Theme.LIGHT.name()));
        } catch (RuntimeException e) {
            warnOnce("cannot read the theme setting, using the light theme: " + e);
            return Theme.LIGHT;
        }
    }

    /** Saves the theme if it changed. */
    public void setTheme(Theme theme) {
        if (node == null || theme == theme()) {
            return;
        }
        try {
            node.put(THEME, theme.name());
            node.flush();
        } catch (BackingStoreException | RuntimeException e) {
            warnOnce("cannot save the theme setting: " + e);
        }
    }

    private void warnOnce(String message) {
        if (!warned) {
            warned = true;
            AppLog.LOG.warning(message);
        }
    }
}
