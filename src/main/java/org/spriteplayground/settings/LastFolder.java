package org.spriteplayground.settings;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The folder a file dialog was last used in, kept in the settings file under its own key so that
 * every open and save dialog starts there, for the rest of the session and at the next start. A
 * folder that has gone (a USB stick taken out) is not offered: the dialog starts at home.
 */
public final class LastFolder {

    private static final String KEY = "lastFolder";

    private final SettingsFile node;

    /** Keeps the folder in the settings file {@code file}; one that cannot be read keeps nothing. */
    public LastFolder(Path file) {
        SettingsFile opened = null;
        try {
            opened = SettingsFile.open(file);
        } catch (IOException | RuntimeException e) {
            SettingsFile.warnOnce(file, "read", "settings unavailable in " + file + ", using defaults: " + e.getMessage()); // not shown
        }
        node = opened;
    }

    /** Returns the folder last used, or null if none is known or it is not there now. */
    public File get() {
        String stored = node == null ? null : node.get(KEY);
        if (stored == null || stored.isBlank()) {
            return null;
        }
        File folder = new File(stored);
        return folder.isDirectory() ? folder : null;
    }

    /** Remembers {@code folder} (the one a file was just chosen in). */
    public void set(File folder) {
        if (node == null || folder == null) {
            return;
        }
        node.put(KEY, folder.getAbsolutePath());
        node.flushLater();
    }
}
