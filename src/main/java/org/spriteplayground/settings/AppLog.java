package org.spriteplayground.settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.FileHandler;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import org.spriteplayground.files.SafeFiles;

/**
 * The app's log: java.util.logging to {@code sprite-playground.log} in the user's state folder
 * ({@code $XDG_STATE_HOME/sprite-playground}, else {@code $HOME/.local/state/sprite-playground}; the
 * system property {@code spriteplayground.stateDir} overrides it). Help &gt; About names the file.
 * If the folder cannot be written, messages go to standard error only.
 */
public final class AppLog {

    /** The app's logger. */
    public static final Logger LOG = Logger.getLogger("org.spriteplayground");

    private static Path file;

    private AppLog() {
    }

    /** Opens the log file once; later calls do nothing. Returns the file, or null if it could not be opened. */
    public static synchronized Path install() {
        if (file != null) {
            return file;
        }
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tF %1$tT %4$s %5$s%6$s%n");
        Path folder = stateFolder();
        try {
            Files.createDirectories(folder);
            SafeFiles.removeLeftovers(folder); // what a killed save of the settings left
            Path log = folder.resolve("sprite-playground.log");
            FileHandler handler = new FileHandler(log.toString(), 1_000_000, 1, true);
            handler.setFormatter(new SimpleFormatter());
            handler.setLevel(Level.ALL);
            LOG.addHandler(handler);
            file = log;
        } catch (IOException | RuntimeException e) {
            LOG.warning("cannot write the log in " + folder + " (" + e.getMessage() + "); logging to standard error only");
        }
        return file;
    }

    /**
     * Opens the log file on a thread of its own and returns at once: the window's start need not
     * wait for the logging machinery. A call of {@link #install} meanwhile waits for the open under way.
     */
    public static void installLater() {
        Thread opener = new Thread(AppLog::install, "log opener");
        opener.setDaemon(true);
        opener.start();
    }

    /** Returns the log file, or null if none is open. */
    public static synchronized Path file() {
        return file;
    }

    static Path stateFolder() {
        return stateFolder(System::getenv, System.getProperty("spriteplayground.stateDir"), System.getProperty("user.home"));
    }

    /**
     * Returns the state folder from the environment {@code env}: the {@code override} if set, else
     * {@code $XDG_STATE_HOME/sprite-playground}, else {@code $HOME/.local/state/sprite-playground}
     * (the shell's home, which Java's {@code user.home} ignores on Linux), else {@code userHome}'s.
     */
    static Path stateFolder(java.util.function.UnaryOperator<String> env, String override, String userHome) {
        if (given(override)) {
            return Path.of(override);
        }
        String xdg = env.apply("XDG_STATE_HOME");
        String home = env.apply("HOME");
        Path base = given(xdg) ? Path.of(xdg) : Path.of(given(home) ? home : userHome, ".local", "state");
        return base.resolve("sprite-playground");
    }

    private static boolean given(String value) {
        return value != null && !value.isBlank();
    }
}
