package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.render.Palette;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.sim.Ink;

/** The high-contrast theme is chosen and remembered, and every text and ink in it reads at 7:1 or more (WCAG AAA). */
class HighContrastThemeTest {


    /** Text colour and the background it is read on, as theme keys. */
    private static final String[][] TEXT_ON = {
        {"Label.foreground", "Panel.background"},
        {"Label.disabledForeground", "Panel.background"},
        {"Button.foreground", "Button.background"},
        {"ToggleButton.selectedForeground", "ToggleButton.selectedBackground"},
        {"CheckBox.foreground", "CheckBox.background"},
        {"ComboBox.foreground", "ComboBox.background"},
        {"TextField.foreground", "TextField.background"},
        {"TextArea.foreground", "TextArea.background"},
        {"Menu.foreground", "Menu.background"},
        {"MenuItem.foreground", "MenuItem.background"},
        {"MenuItem.selectionForeground", "MenuItem.selectionBackground"},
        {"MenuItem.acceleratorForeground", "MenuItem.background"},
        {"List.selectionForeground", "List.selectionBackground"},
        {"Table.foreground", "Table.background"},
        {"Table.selectionForeground", "Table.selectionBackground"},
        {"TableHeader.foreground", "TableHeader.background"},
        {"ToolTip.foreground", "ToolTip.background"},
        {"SpritePlayground.readout.value", "Panel.background"},
        {"Component.focusColor", "Panel.background"},
    };

    @TempDir
    java.nio.file.Path folder;

    @AfterEach
    void lightAgain() throws Exception {
        Theme.LIGHT.install();
    }

    @Test
    void theHighContrastThemeIsInstalledAndRememberedForNextTime() {
        java.nio.file.Path file = folder.resolve(SettingsFile.NAME);
        Remembered.Choice<Theme> themes = new Remembered.Choice<>(Settings.load(file), Theme.SETTING, Theme::switchTo);
        themes.switchTo(Theme.HIGH_CONTRAST);
        assertThat(UIManager.getLookAndFeel().getName()).isEqualTo(HighContrastLaf.NAME);
        assertThat(themes.current()).isEqualTo(Theme.HIGH_CONTRAST);
        assertThat(Settings.load(file).get(Theme.SETTING)).as("as the next run reads it").isEqualTo(Theme.HIGH_CONTRAST);
        assertThat(Theme.parse("high-contrast")).isEqualTo(Theme.HIGH_CONTRAST);
        assertThat(Theme.parse("dark")).isEqualTo(Theme.DARK);
    }

    @Test
    void everyTextAndEveryCanvasInkReadsAtSevenToOne() {
        Theme.HIGH_CONTRAST.install();
        List<String> weak = new ArrayList<>();
        for (String[] pair : TEXT_ON) {
            check(pair[0], color(pair[0]), pair[1], color(pair[1]), weak);
        }
        for (Ink ink : Ink.values()) {
            check(ink.name(), Palette.color(ink), "canvas", Palette.background(), weak);
        }
        check("pixel truth", opaque(Palette.truth()), "canvas", Palette.background(), weak);
        // A shaded region is a see-through fill: read as it lies on the canvas.
        Color shade = Palette.fill(Ink.SHADE);
        double a = shade.getAlpha() / 255.0;
        Color laid = new Color((int) Math.round(shade.getRed() * a), (int) Math.round(shade.getGreen() * a), (int) Math.round(shade.getBlue() * a));
        check("shade fill", laid, "canvas", Palette.background(), weak);
        // The status strip above the world, in the grid's colour: its text, and the paused banner in the alert ink.
        check("status text", Palette.color(Ink.TEXT), "status strip", Palette.grid(), weak);
        check("paused banner", Palette.color(Ink.HIT), "status strip", Palette.grid(), weak);
        assertThat(weak).isEmpty();
        assertThat(Palette.background()).isEqualTo(Color.BLACK);
        assertThat(UIManager.getInt("Component.focusWidth")).as("a thick focus ring").isGreaterThanOrEqualTo(2);
    }

    @Test
    void theDarkThemeIsNotHighContrastSoTheCheckCanTellThemApart() {
        Theme.DARK.install();
        assertThat(Palette.contrast(Palette.color(Ink.BOUNDING_CIRCLE), Palette.background())).isLessThan(7);
    }

    @Test
    void contrastIsWcags() {
        assertThat(Palette.contrast(Color.WHITE, Color.BLACK)).isCloseTo(21, within(1e-9));
        assertThat(Palette.contrast(Color.BLACK, Color.WHITE)).isCloseTo(21, within(1e-9));
        assertThat(Palette.contrast(new Color(0x767676), Color.WHITE)).isCloseTo(4.54, within(0.01)); // the classic AA grey
    }

    private static void check(String what, Color fg, String on, Color bg, List<String> weak) {
        assertThat(fg).as(what).isNotNull();
        assertThat(bg).as(on).isNotNull();
        double ratio = Palette.contrast(fg, bg);
        if (ratio < 7) {
            weak.add(String.format("%s on %s: %.2f:1", what, on, ratio));
        }
    }

    private static Color color(String key) {
        return UIManager.getColor(key);
    }

    private static Color opaque(Color c) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue());
    }
}
