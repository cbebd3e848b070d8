package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import javax.swing.LookAndFeel;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The keyboard focus shows clearly in every theme (walk 7, defect 10: in the light theme a focused
 * check box got only a slightly bluer border, a button a pale fill): the ring's colour stands out
 * from the panel at 3:1 or more (WCAG's contrast for focus indicators), and buttons and check boxes
 * draw it at least 1.5 px wide.
 */
class FocusRingTest {

    private final LookAndFeel before = UIManager.getLookAndFeel();

    @AfterEach
    void back() throws Exception {
        UIManager.setLookAndFeel(before);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Theme.class)
    void theFocusRingStandsOutAndIsWideEnough(Theme theme) {
        theme.install();
        Color panel = UIManager.getColor("Panel.background");
        for (String key : new String[] {"Component.focusColor", "Component.focusedBorderColor", "CheckBox.icon.focusedBorderColor"}) {
            Color ring = UIManager.getColor(key);
            assertThat(contrast(ring, panel)).as("%s %s against the panel %s", key, ring, panel).isGreaterThanOrEqualTo(3.0);
        }
        float button = UIManager.getInt("Component.focusWidth") + number("Button.innerFocusWidth");
        float checkBox = number("CheckBox.icon.focusWidth");
        assertThat(button).as("a focused button's ring width").isGreaterThanOrEqualTo(1.5f);
        assertThat(checkBox).as("a focused check box's ring width").isGreaterThanOrEqualTo(1.5f);
    }

    private static float number(String key) {
        return UIManager.get(key) instanceof Number n ? n.floatValue() : 0;
    }

    private static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int value) {
        double v = value / 255.0;
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
