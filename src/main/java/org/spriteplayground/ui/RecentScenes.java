package org.spriteplayground.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/**
 * The scene files opened or saved last, newest first, remembered between runs beside the
 * theme. A store that cannot be read gives an empty list.
 */
final class RecentScenes {

    /** How many are kept. */
    static final int MAX = 8;

    private static final String KEY = "recentScenes";

    private final Preferences node;

    RecentScenes() {
        this(Preferences.userRoot().node(System.getProperty("spriteplayground.prefsNode", "/org/spriteplayground")));
    }

    RecentScenes(Preferences node) {
        this.node = node;
    }

    /** Returns the files, newest first. */
    List<Path> files() {
        List<Path> files = new ArrayList<>();
        try {
            for (String line : node.get(KEY, "").split("\n")) {
                if (!line.isBlank()) {
                    files.add(Path.of(line));
                }
            }
        } catch (RuntimeException e) {
            AppLog.LOG.warning("Recent scenes could not be read; starting an empty list: " + e.getMessage()); // not shown
            return List.of();
        }
        return files;
    }

    /** Puts {@code file} first. */
    void add(Path file) {
        List<Path> files = files();
        Path absolute = file.toAbsolutePath().normalize();
        files.remove(absolute);
        files.add(0, absolute);
        store(files.subList(0, Math.min(MAX, files.size())));
    }

    /** Forgets {@code file}: it could not be opened. */
    void remove(Path file) {
        List<Path> files = files();
        files.remove(file);
        store(files);
    }

    private void store(List<Path> files) {
        try {
            node.put(KEY, String.join("\n", files.stream().map(Path::toString).toList()));
        } catch (RuntimeException e) {
            AppLog.LOG.warning("Recent scenes could not be stored: " + e.getMessage()); // not shown
        }
    }
}
