package org.spriteplayground.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.ui.FlatToolTipUI;
import com.formdev.flatlaf.util.UIScale;
import java.util.Arrays;
import javax.swing.JComponent;
import javax.swing.JToolTip;
import javax.swing.UIManager;
import javax.swing.plaf.ComponentUI;
import javax.swing.plaf.basic.BasicHTML;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.ui.side.Wrap;

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

    /** The widest a tooltip's text runs before it wraps, in pixels at UI scale 1. */
    static final int TIP_WIDTH = 480;

    /**
     * Returns {@code text} as HTML in a paragraph {@link #TIP_WIDTH} pixels wide (at the UI scale;
     * Swing's HTML takes a {@code pt} for a pixel, a {@code px} for 1.3), where it wraps where the language may ({@link Wrap#html}); HTML and texts with line breaks of their own are
     * returned as they are, and texts that fit as a label shows them ({@link Wrap#label}: a seed's output as code).
     */
    static String wrapped(String text, JComponent in) {
        if (text == null || text.indexOf('\n') >= 0 || BasicHTML.isHTMLString(text) || in.getFont() == null) {
            return text;
        }
        if (in.getFontMetrics(in.getFont()).stringWidth(text) <= UIScale.scale(TIP_WIDTH)) {
            return Wrap.label(text);
        }
        return "<html><p style='width:" + UIScale.scale(TIP_WIDTH) + "pt'>" + Wrap.html(text) + "</p></html>";
    }

    /**
     * FlatLaf's tooltip, with a long plain text shown {@link #wrapped}, so that a long one, such as
     * the timeline's of 300 characters, neither runs past the screen's edge nor covers the overlay
     * switches. {@link #install} puts it in place for every theme.
     */
    public static final class WrappingToolTipUI extends FlatToolTipUI {

        public static ComponentUI createUI(JComponent c) {
            return new WrappingToolTipUI();
        }

        @Override
        protected void installListeners(JComponent c) {
            super.installListeners(c);
            c.addPropertyChangeListener("tiptext", e -> ((JToolTip) c).setTipText(wrapped((String) e.getNewValue(), c)));
        }
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
        return Arrays.stream(values()).filter(theme -> theme.name().equalsIgnoreCase(name) || theme.name().replace('_', '-').equalsIgnoreCase(name))
                .findFirst().orElse(LIGHT);
    }
}
