package org.spriteplayground.settings;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.spriteplayground.files.SafeFiles;

/**
 * The file the settings live in: {@code settings.properties} in the app's state folder, a plain
 * UTF-8 properties file a person can read. It is read once when opened; {@link #put} changes the
 * copy in memory, and {@link #flush} writes the keys this copy changed into the file as it then
 * is, so two copies (the settings and the recent scenes) never undo each other's keys. It is read
 * and written through {@link SafeFiles}: an ordinary file of at most a megabyte (a pipe or device
 * put in its place is refused, not waited on), written whole or not at all.
 *
 * <p>It replaces {@code java.util.prefs}, whose first read cost the window's start about a tenth of
 * a second on the event thread (its file store loads an XML parser and takes file locks).
 */
public final class SettingsFile {

    /** The file's name in the state folder. */
    public static final String NAME = "settings.properties";

    /** The largest settings file read: a few hundred keys take a few kilobytes. */
    private static final long MAX_BYTES = 1 << 20;

    /** Writers of any copy take turns, so that each reads the file the other left. */
    private static final Object WRITING = new Object();

    /** Guards {@link #pending}: how many writes are queued or under way. */
    private static final Object PENDING = new Object();
    private static int pending;

    /**
     * Writes files one after another off the event thread. Its thread ends after a second without
     * work and is not a daemon, so a window closed just after a change still writes it; a shutdown
     * hook waits for what is queued when the app ends by {@code System.exit}.
     */
    private static final ThreadPoolExecutor SAVER = saver();

    /** What {@link #warnOnce} has logged this run. */
    private static final Set<String> SAID = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final Properties values;
    private final Map<String, String> changed = new LinkedHashMap<>();

    private SettingsFile(Path file, Properties values) {
        this.file = file;
        this.values = values;
    }

    /** Returns the settings file of the state folder ({@link AppLog#stateFolder()}). */
    public static Path defaultFile() {
        return AppLog.stateFolder().resolve(NAME);
    }

    /**
     * Reads {@code file}; a file that does not exist yet holds nothing.
     *
     * @throws IOException if the file exists but cannot be read (a folder, a device or pipe, too large, no permission)
     * @throws IllegalArgumentException if it is not a properties file (a malformed escape)
     */
    static SettingsFile open(Path file) throws IOException {
        awaitWrites();
        return new SettingsFile(file, read(file));
    }

    /**
     * Logs {@code message} once a run for {@code file} and {@code what} ("read" or "save"): the
     * settings, the recent scenes and the last folder are three copies of one file, so one fault
     * (a corrupt file, a read-only folder) would otherwise be logged by each, and on every change.
     */
    static void warnOnce(Path file, String what, String message) {
        if (SAID.add(what + " " + file.toAbsolutePath())) {
            AppLog.install(); // the line goes to the log file even while the window is still starting
            AppLog.LOG.warning(message);
        }
    }

    /** Waits until every queued write has reached the disk (nothing to wait for at the app's start). */
    public static void awaitWrites() {
        synchronized (PENDING) {
            boolean interrupted = false;
            while (pending > 0) {
                try {
                    PENDING.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Returns the lock every write holds, for a test to stand in for a slow disk. */
    public static Object writingLock() {
        return WRITING;
    }

    /** Returns the value of {@code key}, or null if none is stored. */
    synchronized String get(String key) {
        return values.getProperty(key);
    }

    /** Stores {@code value} under {@code key} in memory; {@link #flush} writes it. */
    synchronized void put(String key, String value) {
        values.setProperty(key, value);
        changed.put(key, value);
    }

    /** Writes (on the calling thread) the keys this copy changed into the file, keeping everything else the file holds. */
    void flush() throws IOException {
        Map<String, String> mine;
        synchronized (this) {
            mine = new LinkedHashMap<>(changed);
        }
        synchronized (WRITING) {
            Properties now = new Properties();
            try {
                now.putAll(read(file));
            } catch (IllegalArgumentException e) {
                // not a properties file any more: what this copy knows replaces it
            }
            now.putAll(mine);
            Files.createDirectories(file.toAbsolutePath().getParent());
            SafeFiles.write(file, out -> {
                Writer text = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                now.store(text, "Sprite Playground settings"); // not shown
                text.flush();
            });
        }
    }

    /** Runs {@link #flush} on the saver's thread, or here if the app is already ending; a failure is logged once a run. */
    void flushLater() {
        synchronized (PENDING) {
            pending++;
        }
        Runnable flush = () -> {
            try {
                flush();
            } catch (IOException | RuntimeException e) {
                warnOnce(file, "save", "settings cannot be saved in " + file + ": " + e.getMessage()); // not shown
            } finally {
                synchronized (PENDING) {
                    pending--;
                    PENDING.notifyAll();
                }
            }
        };
        try {
            SAVER.execute(flush);
        } catch (RejectedExecutionException e) {
            flush.run();
        }
    }

    private static ThreadPoolExecutor saver() {
        ThreadPoolExecutor saver = new ThreadPoolExecutor(0, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> new Thread(task, "settings saver"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            saver.shutdown();
            try {
                saver.awaitTermination(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "settings saver at exit")); // not shown
        return saver;
    }

    private static Properties read(Path file) throws IOException {
        Properties properties = new Properties();
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return properties;
        }
        properties.load(new StringReader(new String(SafeFiles.read(file, MAX_BYTES), StandardCharsets.UTF_8)));
        return properties;
    }
}
