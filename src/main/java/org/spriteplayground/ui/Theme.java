package org.spriteplayground.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.UIManager;
import org.spriteplayground.settings.Settings;

/** The looks: FlatLaf light and dark, and high contrast, each with the canvas colours of its properties file. */
public enum Theme {
    LIGHT,
    DARK,
    /** White on pure black, yellow focus and selection, thick focus rings: {@link HighContrastLaf}. */
    HIGH_CONTRAST;

    static {
        // Our SpritePlayground.* keys live in FlatLightLaf.properties / FlatDarkLaf.properties here.
        FlatLaf.registerCustomDefaultsSource("org.spriteplayground.ui.themes");
    }

    /** Installs this look and feel; call on the event thread, then update open windows. */
    public void install() {
        FlatLaf.setup(switch (this) {
            case LIGHT -> new FlatLightLaf();
            case DARK -> new FlatDarkLaf();
            case HIGH_CONTRAST -> new HighContrastLaf();
        });
        UIManager.put("ToolTipUI", WrappingToolTipUI.class.getName()); // long tooltips wrap, in every theme
    }

    /** Installs this theme and refreshes every open window. */
    public void switchTo() {
        install();
        FlatLaf.updateUI();
    }

    /** The theme saved in the settings; LIGHT if none was saved or the store cannot be read. */
    public static final Settings.Key<Theme> SETTING = new Settings.Key<>("theme", LIGHT, Theme::parse, Theme::name, "the theme", "the light theme"); // not shown

    /** Returns the theme named by {@code name} (case-insensitive, "high-contrast" too), or LIGHT for anything else. */
    public static Theme parse(String name) {
        for (Theme theme : values()) {
            if (theme.name().equalsIgnoreCase(name) || theme.name().replace('_', '-').equalsIgnoreCase(name)) {
                return theme;
            }
        }
        return LIGHT;
    }
}
