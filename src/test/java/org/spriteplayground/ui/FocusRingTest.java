package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.function.Predicate;
import javax.swing.JComponent;
import javax.swing.JSlider;
import javax.swing.LookAndFeel;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.render.Palette;

/**
 * The keyboard focus shows clearly in every theme, not as a slightly bluer border or a pale fill
 * that a projector loses: the ring's colour stands out
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
            assertThat(Palette.contrast(ring, panel)).as("%s %s against the panel %s", key, ring, panel).isGreaterThanOrEqualTo(3.0);
        }
        float button = UIManager.getInt("Component.focusWidth") + number("Button.innerFocusWidth");
        float checkBox = number("CheckBox.icon.focusWidth");
        assertThat(button).as("a focused button's ring width").isGreaterThanOrEqualTo(1.5f);
        assertThat(checkBox).as("a focused check box's ring width").isGreaterThanOrEqualTo(1.5f);
    }

    /**
     * A focused slider (Speed, Timeline) shows a ring as plain as a button's, not a faint pale halo
     * round the thumb that a projector loses: going out from the thumb's
     * centre, the focused slider shows first the thumb, then a gap that parts it from the ring, then
     * 1.5 px or more of ring that stands out from the panel at 3:1, where the unfocused slider
     * shows the panel.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(Theme.class)
    void aFocusedSliderShowsAClearRingRoundItsThumb(Theme theme) {
        theme.install();
        Color panel = UIManager.getColor("Panel.background");
        BufferedImage plain = slider(false);
        BufferedImage focused = slider(true);
        int x = plain.getWidth() / 2;
        int centre = plain.getHeight() / 2;
        Color thumb = new Color(plain.getRGB(x, centre));
        int ring = 0;
        boolean gap = false;
        for (int y = centre; y >= 0; y--) {
            Color was = new Color(plain.getRGB(x, y));
            Color is = new Color(focused.getRGB(x, y));
            gap |= Palette.contrast(is, thumb) >= 3.0 && ring == 0;
            if (was.equals(panel) && Palette.contrast(is, panel) >= 3.0) {
                ring++;
            }
        }
        assertThat(ring).as("pixels of ring above the thumb, standing out from the panel %s", panel).isGreaterThanOrEqualTo(2);
        assertThat(gap).as("a gap between the thumb %s and the ring, so the ring does not read as a bigger thumb", thumb).isTrue();
    }

    /** Paints a slider at its middle value, with or without the keyboard focus, on the panel's colour. */
    private static BufferedImage slider(boolean focus) {
        JSlider slider = new JSlider(0, 100, 50);
        slider.putClientProperty("JComponent.focusOwner", (Predicate<JComponent>) c -> focus);
        slider.setSize(201, 40);
        slider.doLayout();
        BufferedImage image = new BufferedImage(201, 40, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(UIManager.getColor("Panel.background"));
        g.fillRect(0, 0, 201, 40);
        slider.setOpaque(false);
        slider.paint(g);
        g.dispose();
        return image;
    }

    private static float number(String key) {
        return UIManager.get(key) instanceof Number n ? n.floatValue() : 0;
    }
}
