package org.spriteplayground.settings;

import java.io.File;
import java.nio.file.Path;

/**
 * The folder a file dialog was last used in, kept in the settings file under its own key so that
 * every open and save dialog starts there, for the rest of the session and at the next start. A
 * folder that has gone (a USB stick taken out) is not offered: the dialog starts at home.
 */
public final class LastFolder {

    private static final Settings.Key<File> FOLDER = new Settings.Key<>("lastFolder", null, File::new, File::getAbsolutePath,
            "the last folder", "the home folder");

    private final Settings settings;

    /** Keeps the folder in the settings file {@code file}; one that cannot be read keeps nothing. */
    public LastFolder(Path file) {
        settings = Settings.load(file);
    }

    /** Returns the folder last used, or null if none is known or it is not there now. */
    public File get() {
        File folder = settings.get(FOLDER);
        return folder != null && folder.isDirectory() ? folder : null;
    }

    /** Remembers {@code folder} (the one a file was just chosen in). */
    public void set(File folder) {
        if (folder != null) {
            settings.set(FOLDER, folder);
        }
    }
}
