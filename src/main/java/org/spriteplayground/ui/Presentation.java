package org.spriteplayground.ui;

import java.awt.Font;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import org.spriteplayground.settings.Settings;

/**
 * Presentation mode: every text of the window and every line of the canvas larger, for a
 * projector. The window's texts follow FlatLaf's {@code defaultFont}, so a new size shows at once,
 * without a restart.
 */
public enum Presentation {
    /** The usual sizes. */
    OFF(1),
    /** Half as large again. */
    LARGE(1.5),
    /** Twice as large. */
    LARGEST(2);

    /** The size saved in the settings; OFF if none was saved, or it is not a size. */
    public static final Settings.Key<Presentation> SETTING = new Settings.Key<>("presentation", OFF, Presentation::valueOf, Presentation::name,
            "the presentation size", "the usual size"); // not shown

    private final double factor;

    Presentation(double factor) {
        this.factor = factor;
    }

    /** Returns how many times the usual size texts and lines are: 1, 1.5 or 2. */
    public double factor() {
        return factor;
    }

    /** Returns the name a menu shows, in the language in force: "Off", "×1.5", "×2". */
    public String label() {
        return MenuText.name(key());
    }

    /** Returns the bundle key of the size's menu item: {@code menu.presentation.OFF}, ... */
    String key() {
        return "menu.presentation." + name();
    }

    /** Installs this size and shows it in every open window. */
    public void switchTo() {
        install();
        com.formdev.flatlaf.FlatLaf.updateUI();
    }

    /** Returns the next size, Off after the largest: what Ctrl+Shift+P picks. */
    Presentation next() {
        return values()[(ordinal() + 1) % values().length];
    }

    /**
     * Sets FlatLaf's default font to this size: the look and feel's own default font times
     * {@link #factor()} (none of our own at OFF). Open windows show it after
     * {@code FlatLaf.updateUI()}; windows made later show it at once. Call on the event thread.
     */
    public void install() {
        Font base = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        UIManager.put("defaultFont", this == OFF || base == null ? null : new FontUIResource(base.deriveFont((float) (base.getSize2D() * factor))));
    }
}
