package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.ui.FlatSliderUI;
import javax.swing.JLabel;
import javax.swing.JSlider;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The speed slider's tick labels keep a space between them at every presentation size: at ×2 in
 * the default 1160×885 window (a playback bar about 805 px wide) they ran together as
 * "¼×½×1×2×4×".
 */
class PlaybackBarTickGapTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}, presentation {1}, {2}, {3} px wide")
    @CsvSource({"1, LARGEST, en, 805", "1, LARGEST, en, 700", "1, LARGEST, de, 805", "1, LARGEST, fr, 1000", "1, LARGEST, en, 570",
        "1, LARGE, en, 805", "1, LARGE, de, 620", "1, OFF, en, 805", "2, OFF, en, 760", "2, LARGEST, en, 1400"})
    void neighbouringTickLabelsDoNotTouch(String scale, Presentation size, String language, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            size.install();
            try {
                Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
                PlaybackBar bar = new PlaybackBar(Commands.command("menu.sim.pause", null, () -> { }), Commands.command("menu.sim.step", null, () -> { }),
                        Commands.command("menu.sim.reset", null, () -> { }), model);
                JSlider speed = (JSlider) Gui.find(bar, "speedSlider");
                Probe probe = new Probe();
                speed.setUI(probe);
                for (int i = 0; i < 3; i++) {
                    bar.setSize(width, i == 0 ? 400 : bar.getPreferredSize().height);
                    OffScreenLook.layOut(bar);
                }
                JLabel first = (JLabel) speed.getLabelTable().get(speed.getMinimum());
                int gap = first.getFontMetrics(first.getFont()).charWidth(' ');
                for (int value = speed.getMinimum(); value < speed.getMaximum(); value++) {
                    JLabel left = (JLabel) speed.getLabelTable().get(value);
                    JLabel right = (JLabel) speed.getLabelTable().get(value + 1);
                    int leftEnd = probe.x(value) + left.getPreferredSize().width - left.getPreferredSize().width / 2;
                    int rightStart = probe.x(value + 1) - right.getPreferredSize().width / 2;
                    assertThat(rightStart - leftEnd).as("room between \"%s\" and \"%s\" on a slider %d px wide", left.getText(), right.getText(), speed.getWidth())
                            .isGreaterThanOrEqualTo(gap);
                }
            } finally {
                Presentation.OFF.install();
            }
        });
    }

    /** Exposes where the slider's UI centres a value's label. */
    private static final class Probe extends FlatSliderUI {
        int x(int value) {
            calculateGeometry();
            return xPositionForValue(value);
        }
    }
}
