package org.spriteplayground.ui;

import com.formdev.flatlaf.FlatLaf;
import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.settings.Settings;

/** The presentation size in force: installs it in every open window, remembers it, tells listeners. */
final class PresentationMode {

    private final Settings settings;
    private final List<Runnable> listeners = new ArrayList<>();
    private Presentation current;

    /** Starts with the size the settings remember, installed for the windows made from now on. */
    PresentationMode(Settings settings) {
        this.settings = settings;
        this.current = settings.get(Presentation.SETTING);
        current.install();
        FlatLaf.updateUI();
    }

    Presentation current() {
        return current;
    }

    void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** Shows every window at {@code size} and remembers it. */
    void switchTo(Presentation size) {
        if (size != current) {
            current = size;
            size.install();
            FlatLaf.updateUI();
            settings.set(Presentation.SETTING, size);
        }
        listeners.forEach(Runnable::run); // a radio item pressed again stays on
    }

    /** Off, ×1.5, ×2, Off: the next size. */
    void cycle() {
        switchTo(current.next());
    }
}
