package org.spriteplayground.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads, without initialising, the classes the first window needs, on a background thread while
 * the event thread installs the look and feel and builds the window. Class loading is about half
 * of that work and would otherwise all fall on the event thread; on two cores the second core
 * takes it. Nothing runs: {@code Class.forName(name, false, loader)} reads and defines a class but
 * leaves its static initialiser to the thread that first uses it, so the order of Swing's start-up
 * is unchanged. A name that no longer exists is skipped.
 *
 * <p>The list, {@value #LIST}, is the class-load log of one start in the order the classes were
 * first loaded; {@code org.spriteplayground.bench.WindowClasses} writes it again when the window
 * changes (the JDK's own class-data-sharing list is made the same way), with the system property
 * {@value #OFF} set to {@code true} so that the old list's classes are not counted as the window's.
 */
final class ClassPreload {

    /** The resource with one class name a line; lines starting with {@code #} are comments. */
    static final String LIST = "window-classes.txt";

    /** The system property that turns the preload off, for writing the list again. */
    static final String OFF = "spriteplayground.noPreload";

    private ClassPreload() {
    }

    /** Starts loading the listed classes on a daemon thread and returns at once; does nothing if {@value #OFF} is true. */
    static void start() {
        if (Boolean.getBoolean(OFF)) {
            return;
        }
        Thread thread = new Thread(ClassPreload::loadAll, "class preload");
        thread.setDaemon(true);
        thread.start();
    }

    /** Returns the listed class names, in order; none if the list is missing or unreadable. */
    static List<String> names() {
        List<String> names = new ArrayList<>();
        try (InputStream in = ClassPreload.class.getResourceAsStream(LIST)) {
            if (in == null) {
                return names;
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String name = line.strip();
                if (!name.isEmpty() && !name.startsWith("#")) {
                    names.add(name);
                }
            }
        } catch (IOException e) {
            names.clear();
        }
        return names;
    }

    /** Loads each listed class that exists; returns how many were found. */
    static int loadAll() {
        ClassLoader loader = ClassPreload.class.getClassLoader();
        int found = 0;
        for (String name : names()) {
            try {
                Class.forName(name, false, loader);
                found++;
            } catch (ClassNotFoundException | LinkageError e) {
                // Renamed since the list was written, or internal to another JDK build: the window loads what it needs anyway.
            }
        }
        return found;
    }
}
