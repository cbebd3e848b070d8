package org.spriteplayground.settings;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import org.spriteplayground.i18n.Language;

/**
 * What the app remembers between runs, in {@code settings.properties} in the app's state folder
 * ({@link SettingsFile}; the system property {@code spriteplayground.stateDir} moves it): one
 * value for each {@link Key}. The keys are declared beside the type they hold (the theme's in the
 * theme, the lesson's with the code that follows the playground), so that this store knows no
 * screen and no lesson. A store that cannot be read or written, or a stored value that makes no
 * sense, is not fatal: the key's fallback is used, one line goes to the log, and the app goes on.
 * A value is written only when it changes.
 */
public final class Settings {

    /**
     * One remembered value.
     *
     * @param name its key in the file
     * @param fallback what is used while nothing (or nonsense) is stored
     * @param parse reads a stored text; throws for nonsense
     * @param format writes a value as text
     * @param what the value, as the log names it ("the theme")
     * @param instead the fallback, as the log names it ("the light theme")
     * @param <T> the type of the value
     */
    public record Key<T>(String name, T fallback, Function<String, T> parse, Function<T, String> format, String what, String instead) {
    }

    /** The language chosen in View &gt; Language; SYSTEM if none was saved, or it is not a language. */
    public static final Key<Language> LANGUAGE = new Key<>("language", Language.SYSTEM, Language::valueOf, Language::name,
            "the language", "the computer's language");

    private final SettingsFile store;
    private boolean warned;

    private Settings(SettingsFile store) {
        this.store = store;
    }

    /** Opens the user's settings, or settings that remember nothing if the store is unusable. */
    public static Settings load() {
        return load(SettingsFile.defaultFile());
    }

    /** Opens the settings kept in {@code file}, or settings that remember nothing if it cannot be read. */
    public static Settings load(Path file) {
        try {
            return new Settings(SettingsFile.open(file));
        } catch (IOException | RuntimeException e) {
            SettingsFile.warnOnce(file, "read", "settings unavailable in " + file + ", using defaults: " + e.getMessage()); // not shown
            return new Settings(null);
        }
    }

    /** Returns a switch that reads "true" or "false" (any case), for a {@link Key}. */
    public static Key<Boolean> flag(String name, boolean fallback, String what, String instead) {
        return new Key<>(name, fallback, Settings::parseBoolean, String::valueOf, what, instead);
    }

    /** Returns the value stored for {@code key}; its fallback if none was stored, the store cannot be read, or the value is nonsense. */
    public <T> T get(Key<T> key) {
        return get(key, key.fallback());
    }

    /** Returns the value stored for {@code key}; {@code fallback} if none was stored, the store cannot be read, or the value is nonsense. */
    public <T> T get(Key<T> key, T fallback) {
        if (store == null) {
            return fallback;
        }
        try {
            String stored = store.get(key.name());
            return stored == null ? fallback : key.parse().apply(stored);
        } catch (RuntimeException e) {
            warnOnce("cannot read " + key.what() + " setting, using " + key.instead() + ": " + e);
            return fallback;
        }
    }

    /** Saves {@code value} for {@code key} if it differs from the value stored. */
    public <T> void set(Key<T> key, T value) {
        if (store == null || Objects.equals(get(key), value)) {
            return;
        }
        try {
            store.put(key.name(), key.format().apply(value));
        } catch (RuntimeException e) {
            warnOnce("cannot save " + key.what() + " setting: " + e);
            return;
        }
        store.flushLater();
    }

    private static boolean parseBoolean(String stored) {
        return switch (stored.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("not true or false: '" + stored + "'");
        };
    }

    private synchronized void warnOnce(String message) {
        if (!warned) {
            warned = true;
            AppLog.install(); // the line goes to the log file even while the window is still starting
            AppLog.LOG.warning(message);
        }
    }
}
