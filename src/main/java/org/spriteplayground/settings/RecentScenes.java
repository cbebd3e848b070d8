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

    /** The files, one a line, newest first. */
    private static final Settings.Key<List<Path>> FILES = new Settings.Key<>("recentScenes", List.of(),
            stored -> stored.lines().filter(line -> !line.isBlank()).map(Path::of).toList(),
            files -> String.join("\n", files.stream().map(Path::toString).toList()), "the recent scenes", "an empty list");

    private final Settings settings;

    public RecentScenes() {
        this(SettingsFile.defaultFile());
    }

    /** Keeps the list in {@code file}; an unreadable file gives an empty list that is not saved. */
    public RecentScenes(Path file) {
        settings = Settings.load(file);
    }

    /** Returns the files, newest first. */
    public List<Path> files() {
        return new ArrayList<>(settings.get(FILES));
    }

    /** Puts {@code file} first. */
    public void add(Path file) {
        List<Path> files = files();
        Path absolute = file.toAbsolutePath().normalize();
        files.remove(absolute);
        files.add(0, absolute);
        settings.set(FILES, List.copyOf(files.subList(0, Math.min(MAX, files.size()))));
    }

    /** Takes {@code file} off the list. */
    public void forget(Path file) {
        List<Path> files = files();
        if (files.remove(file.toAbsolutePath().normalize())) {
            settings.set(FILES, files);
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
}
