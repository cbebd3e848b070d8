package org.spriteplayground.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

/** The two looks: FlatLaf light and dark, each with the canvas colours of its properties file. */
public enum Theme {
    LIGHT,
    DARK;

    static {
        // Our SpritePlayground.* keys live in FlatLightLaf.properties / FlatDarkLaf.properties here.
        FlatLaf.registerCustomDefaultsSource("org.spriteplayground.ui.themes");
    }

    /** Installs this look and feel; call on the event thread, then update open windows. */
    public void install() {
        FlatLaf.setup(this == DARK ? new FlatDarkLaf() : new FlatLightLaf());
    }

    /** Installs this theme and refreshes every open window. */
    public void switchTo() {
        install();
        FlatLaf.updateUI();
    }

    /** Returns the theme named by {@code name} (case-insensitive), or LIGHT for anything else. */
    public static Theme parse(String name) {
        return "dark".equalsIgnoreCase(name) ? DARK : LIGHT;
    }
}
