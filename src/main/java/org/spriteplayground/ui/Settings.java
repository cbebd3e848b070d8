package org.spriteplayground.ui;

import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the app remembers between runs, in {@link Preferences} (node
 * {@code /org/spriteplayground}, or the one named by the system property
 * {@code spriteplayground.prefsNode}). A store that cannot be read or written is not fatal: the
 * defaults are used and the app goes on.
 */
public final class Settings {

    private static final String THEME = "theme";

    private final Preferences node;

    private Settings(Preferences node) {
        this.node = node;
    }

    /** Opens the user's settings, or settings that remember nothing if the store is unusable. */
    public static Settings load() {
        try {
            return new Settings(Preferences.userRoot().node(System.getProperty("spriteplayground.prefsNode", "/org/spriteplayground")));
        } catch (RuntimeException e) {
            System.err.println("sprite-playground: settings unavailable, using defaults (" + e.getMessage() + ")");
            return new Settings(null);
        }
    }

    /** Returns the saved theme; LIGHT if none was saved. */
    public Theme theme() {
        if (node == null) {
            return Theme.LIGHT;
        }
        try {
            return Theme.parse(node.get(THEME, Theme.LIGHT.name()));
        } catch (RuntimeException e) {
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
            System.err.println("sprite-playground: could not save the theme (" + e.getMessage() + ")");
        }
    }
}
