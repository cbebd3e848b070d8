package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Font;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Presentation sizes set FlatLaf's default font from the look and feel's own, and cycle Off, ×1.5, ×2. */
class PresentationTest {

    @AfterEach
    void usualSize() {
        Presentation.OFF.install();
    }

    @Test
    void eachSizeScalesTheLookAndFeelsOwnFontAndOffPutsItBack() {
        FlatLightLaf.setup();
        float usual = UIManager.getFont("defaultFont").getSize2D();
        Presentation.LARGE.install();
        assertThat(UIManager.getFont("defaultFont").getSize2D()).isEqualTo(usual * 1.5f);
        Presentation.LARGEST.install(); // from the look and feel's font, not from ×1.5's
        Font large = UIManager.getFont("defaultFont");
        assertThat(large.getSize2D()).isEqualTo(usual * 2);
        assertThat(UIManager.getFont("Label.font").getSize2D()).as("every font follows").isEqualTo(usual * 2);
        Presentation.OFF.install();
        assertThat(UIManager.getFont("defaultFont").getSize2D()).isEqualTo(usual);
    }

    @Test
    void theShortcutCyclesOffThenOneAndAHalfThenTwiceThenOff() {
        assertThat(Presentation.OFF.next()).isEqualTo(Presentation.LARGE);
        assertThat(Presentation.LARGE.next()).isEqualTo(Presentation.LARGEST);
        assertThat(Presentation.LARGEST.next()).isEqualTo(Presentation.OFF);
        assertThat(Presentation.LARGE.factor()).isEqualTo(1.5);
        assertThat(Presentation.LARGE.label()).isEqualTo("×1.5");
    }
}
