package org.spriteplayground.ui;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.settings.Settings;

/** The theme in force: switches FlatLaf, remembers the choice in the settings, tells listeners. */
final class Themes {

    private final Settings settings;
    private final List<Runnable> listeners = new ArrayList<>();
    private Theme current;

    Themes(Settings settings, Theme current) {
        this.settings = settings;
        this.current = current;
    }

    Theme current() {
        return current;
    }

    void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** Installs {@code theme} in every open window and remembers it; nothing happens if it is on already. */
    void switchTo(Theme theme) {
        if (theme == current) {
            listeners.forEach(Runnable::run); // a switch pressed again stays on
            return;
        }
        current = theme;
        theme.switchTo();
        settings.set(Theme.SETTING, theme);
        listeners.forEach(Runnable::run);
    }
}
