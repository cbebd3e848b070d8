package org.spriteplayground.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/**
 * Puts the remembered overlay switches and chart switch on a new window's playground, and remembers
 * them, and its lesson, as they change; and the window's choices the settings keep ({@link Choice}:
 * the theme, the presentation size).
 */
public final class Remembered {

    /** The lesson on show when the app last closed; none if none was saved or it is no longer in the catalogue. */
    public static final Settings.Key<Lessons.Entry> LESSON = new Settings.Key<>("lesson", null,
            id -> Lessons.byId(id).orElseThrow(() -> new IllegalArgumentException("no lesson '" + id + "'")), Lessons.Entry::id,
            "the last lesson", "the default lesson"); // not shown

    /** The overlay switches; the defaults if none were saved or one is not an overlay. */
    static final Settings.Key<Overlays> OVERLAYS = new Settings.Key<>("overlays", Overlays.DEFAULT, Remembered::parseOverlays,
            overlays -> String.join(",", Arrays.stream(Overlay.values()).filter(overlays::has).map(Overlay::name).toList()),
            "the overlay switches", "the default overlays"); // not shown

    /** Whether the tightness chart was switched on; true if nothing (or nonsense) was saved. */
    static final Settings.Key<Boolean> CHART = Settings.flag("chart", true, "the chart switch", "the chart on"); // not shown

    private Remembered() {
    }

    /** Sets {@code model} from {@code settings}, then saves every change of lesson, overlay or chart switch in them. */
    static void follow(Playground model, Settings settings) {
        Overlays overlays = settings.get(OVERLAYS);
        for (Overlay overlay : Overlay.values()) {
            model.setOverlay(overlay, overlays.has(overlay));
        }
        model.setChartVisible(settings.get(CHART));
        saveLesson(settings, model.entry());
        model.addListener(change -> {
            switch (change) {
                case LESSON -> saveLesson(settings, model.entry());
                case OVERLAYS -> settings.set(OVERLAYS, model.overlays());
                case CHART -> settings.set(CHART, model.chartVisible());
                default -> { }
            }
        });
    }

    /** Saves the lesson on show; a lesson outside the catalogue (a test's own) is not saved. */
    static void saveLesson(Settings settings, Lessons.Entry lesson) {
        if (Lessons.byId(lesson.id()).isPresent()) {
            settings.set(LESSON, lesson);
        }
    }

    private static Overlays parseOverlays(String stored) {
        return new Overlays(Arrays.stream(stored.split(",")).filter(name -> !name.isBlank()).map(name -> Overlay.valueOf(name.strip()))
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Overlay.class))));
    }

    /**
     * A choice the settings remember, such as the theme or the presentation size: a new one is
     * installed in every open window, saved, and told to the listeners (also when the same one is
     * chosen again, so that a radio item pressed again stays on).
     */
    static final class Choice<T> {

        private final Settings settings;
        private final Settings.Key<T> key;
        private final Consumer<T> install;
        private final List<Runnable> listeners = new ArrayList<>();
        private T current;

        /** Starts with the choice {@code settings} remember; {@code install} shows another in every open window. */
        Choice(Settings settings, Settings.Key<T> key, Consumer<T> install) {
            this.settings = settings;
            this.key = key;
            this.install = install;
            this.current = settings.get(key);
        }

        T current() {
            return current;
        }

        void addListener(Runnable listener) {
            listeners.add(listener);
        }

        /** Installs {@code choice} and remembers it, unless it is on already, then tells the listeners. */
        void switchTo(T choice) {
            if (choice != current) {
                current = choice;
                install.accept(choice);
                settings.set(key, choice);
            }
            listeners.forEach(Runnable::run);
        }
    }
}
