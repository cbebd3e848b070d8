package org.spriteplayground.ui;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.io.IOException;
import java.nio.file.Path;
import org.spriteplayground.i18n.Language;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/**
 * What the app remembers between runs, in {@code settings.properties} in the app's state folder
 * ({@link SettingsFile}; the system property {@code spriteplayground.stateDir} moves it): the theme, the presentation size, the last lesson, the
 * overlay switches, whether the chart shows, reduced motion and the language. A store that cannot be read or written, or a
 * stored value that makes no sense, is not fatal: the default is used, one line goes to the log,
 * and the app goes on. A setting is written only when it changes.
 */
public final class Settings {

    private static final String THEME = "theme";
    private static final String PRESENTATION = "presentation";
    private static final String LESSON = "lesson";
    private static final String OVERLAYS = "overlays";
    private static final String CHART = "chart";
    private static final String REDUCED_MOTION = "reducedMotion";
    private static final String LANGUAGE = "language";

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
    static Settings load(Path file) {
        try {
            return new Settings(SettingsFile.open(file));
        } catch (IOException | RuntimeException e) {
            AppLog.install(); // the line goes to the log file even while the window is still starting
            AppLog.LOG.warning("settings unavailable in " + file + ", using defaults: " + e);
            return new Settings(null);
        }
    }

    /** Returns the saved theme; LIGHT if none was saved or the store cannot be read. */
    public Theme theme() {
        return read(THEME, Theme.LIGHT, Theme::parse, "the theme", "the light theme");
    }

    /** Saves the theme if it changed. */
    public void setTheme(Theme theme) {
        write(THEME, theme.name(), theme() == theme, "the theme");
    }

    /** Returns the saved presentation size; OFF if none was saved, or it is not a size. */
    Presentation presentation() {
        return read(PRESENTATION, Presentation.OFF, Presentation::valueOf, "the presentation size", "the usual size");
    }

    /** Saves the presentation size if it changed. */
    void setPresentation(Presentation size) {
        write(PRESENTATION, size.name(), presentation() == size, "the presentation size");
    }

    /** Returns the lesson on show when the app last closed; {@code fallback} if none was saved or it is no longer in the catalogue. */
    public Lessons.Entry lesson(Lessons.Entry fallback) {
        return read(LESSON, fallback, id -> Lessons.byId(id).orElseThrow(() -> new IllegalArgumentException("no lesson '" + id + "'")),
                "the last lesson", "the default lesson");
    }

    /** Saves the lesson on show if it changed; a lesson outside the catalogue is not saved. */
    void setLesson(Lessons.Entry lesson) {
        if (Lessons.byId(lesson.id()).isPresent()) {
            Lessons.Entry saved = lesson(null);
            write(LESSON, lesson.id(), saved != null && saved.id().equals(lesson.id()), "the last lesson");
        }
    }

    /** Returns the saved overlay switches; the defaults if none were saved or one is not an overlay. */
    Overlays overlays() {
        return read(OVERLAYS, Overlays.DEFAULT, Settings::parseOverlays, "the overlay switches", "the default overlays");
    }

    /** Saves the overlay switches if they changed. */
    void setOverlays(Overlays overlays) {
        String names = String.join(",", java.util.Arrays.stream(Overlay.values()).filter(overlays::has).map(Overlay::name).toList());
        write(OVERLAYS, names, overlays().equals(overlays), "the overlay switches");
    }

    /** Returns whether the tightness chart was switched on; true if nothing (or nonsense) was saved. */
    boolean chartVisible() {
        return read(CHART, true, Settings::parseBoolean, "the chart switch", "the chart on");
    }

    /** Saves whether the tightness chart is switched on, if it changed. */
    void setChartVisible(boolean visible) {
        write(CHART, Boolean.toString(visible), chartVisible() == visible, "the chart switch");
    }

    /** Returns whether reduced motion was switched on; false if nothing (or nonsense) was saved. */
    boolean reducedMotion() {
        return read(REDUCED_MOTION, false, Settings::parseBoolean, "the reduced-motion switch", "motion as usual");
    }

    /** Saves whether reduced motion is switched on, if it changed. */
    void setReducedMotion(boolean on) {
        write(REDUCED_MOTION, Boolean.toString(on), reducedMotion() == on, "the reduced-motion switch");
    }

    /** Returns the language chosen in View &gt; Language; SYSTEM if none was saved, or it is not a language. */
    public Language language() {
        return read(LANGUAGE, Language.SYSTEM, Language::valueOf, "the language", "the computer's language");
    }

    /** Saves the language if it changed. */
    void setLanguage(Language language) {
        write(LANGUAGE, language.name(), language() == language, "the language");
    }

    /** Reads {@code key} through {@code parse}; {@code fallback} when it is missing, unreadable or nonsense. */
    private <T> T read(String key, T fallback, Function<String, T> parse, String what, String instead) {
        if (store == null) {
            return fallback;
        }
        try {
            String stored = store.get(key);
            return stored == null ? fallback : parse.apply(stored);
        } catch (RuntimeException e) {
            warnOnce("cannot read " + what + " setting, using " + instead + ": " + e);
            return fallback;
        }
    }

    private void write(String key, String value, boolean unchanged, String what) {
        if (store == null || unchanged) {
            return;
        }
        try {
            store.put(key, value);
        } catch (RuntimeException e) {
            warnOnce("cannot save " + what + " setting: " + e);
            return;
        }
        store.flushLater(e -> warnOnce("cannot save " + what + " setting: " + e));
    }

    private static Overlays parseOverlays(String stored) {
        Set<Overlay> on = EnumSet.noneOf(Overlay.class);
        for (String name : stored.split(",")) {
            if (!name.isBlank()) {
                on.add(Overlay.valueOf(name.strip()));
            }
        }
        return new Overlays(on);
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
