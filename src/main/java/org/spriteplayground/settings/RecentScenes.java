package org.spriteplayground.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The scene files opened or saved last, newest first, remembered between runs in the settings
 * file beside the theme. A file found deleted is taken off ({@link #forget}); one whose folder is
 * gone too stays listed (a USB stick not plugged in comes back). A store that cannot be read
 * gives an empty list.
 */
public final class RecentScenes {

    /** How many are kept. */
    public static final int MAX = 8;

    private static final String KEY = "recentScenes";

    private final SettingsFile node;

    public RecentScenes() {
        this(SettingsFile.defaultFile());
    }

    /** Keeps the list in {@code file}; an unreadable file gives an empty list that is not saved. */
    public RecentScenes(Path file) {
        SettingsFile opened = null;
        try {
            opened = SettingsFile.open(file);
        } catch (java.io.IOException | RuntimeException e) {
            SettingsFile.warnOnce(file, "read", "settings unavailable in " + file + ", using defaults: " + e.getMessage()); // not shown
        }
        this.node = opened;
    }

    /** Returns the files, newest first. */
    public List<Path> files() {
        List<Path> files = new ArrayList<>();
        if (node == null) {
            return files;
        }
        try {
            String stored = node.get(KEY);
            for (String line : (stored == null ? "" : stored).split("\n")) {
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
    public void add(Path file) {
        List<Path> files = files();
        Path absolute = file.toAbsolutePath().normalize();
        files.remove(absolute);
        files.add(0, absolute);
        store(files.subList(0, Math.min(MAX, files.size())));
    }

    /** Takes {@code file} off the list. */
    public void forget(Path file) {
        List<Path> files = files();
        if (files.remove(file.toAbsolutePath().normalize())) {
            store(files);
        }
    }

    /**
     * Returns whether {@code file} was deleted, not just out of reach: it is missing from a
     * folder that is there. Touches the disk: call off the event thread.
     */
    public static boolean deleted(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        return folder != null && java.nio.file.Files.isDirectory(folder) && java.nio.file.Files.notExists(file);
    }

    private void store(List<Path> files) {
        if (node == null) {
            return;
        }
        node.put(KEY, String.join("\n", files.stream().map(Path::toString).toList()));
        node.flushLater();
    }
}
