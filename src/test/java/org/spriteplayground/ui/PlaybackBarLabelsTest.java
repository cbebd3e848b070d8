package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.ui.FlatSliderUI;
import java.awt.Rectangle;
import javax.swing.JComponent;
import javax.swing.JSlider;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The playback bar off screen at UI scale 1 and 2, in English, German and French: every tick label
 * of the speed slider ("¼×" to "4×") lies wholly inside the slider and the slider inside the bar,
 * so none is cut, whether the slider sits beside the buttons or on a row of its own.
 */
class PlaybackBarLabelsTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}, {1}, {2} px wide")
    @CsvSource({"1, en, 300", "1, en, 420", "1, en, 700", "1, en, 1000", "1, de, 420", "1, de, 700", "1, fr, 420", "1, fr, 1000",
            "2, en, 505", "2, en, 620", "2, en, 760", "2, en, 1000", "2, en, 1400", "2, de, 505", "2, de, 760", "2, de, 1000",
            "2, fr, 505", "2, fr, 760", "2, fr, 1400"})
    void noTickLabelIsCut(String scale, String language, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
            PlaybackBar bar = new PlaybackBar(Commands.command("menu.sim.pause", null, () -> { }), Commands.command("menu.sim.step", null, () -> { }),
                    Commands.command("menu.sim.reset", null, () -> { }), model);
            JSlider speed = (JSlider) Gui.find(bar, "speedSlider");
            Probe probe = new Probe();
            speed.setUI(probe);
            bar.setSize(width, 400);
            OffScreenLook.layOut(bar);
            bar.setSize(width, bar.getPreferredSize().height);
            OffScreenLook.layOut(bar);
            bar.setSize(width, bar.getPreferredSize().height);
            OffScreenLook.layOut(bar);
            Rectangle slider = SwingUtilities.convertRectangle(speed.getParent(), speed.getBounds(), bar);
            assertThat(new Rectangle(bar.getSize()).contains(slider)).as("the slider %s within the bar %s", slider, bar.getSize()).isTrue();
            for (int value = speed.getMinimum(); value <= speed.getMaximum(); value++) {
                JComponent label = (JComponent) speed.getLabelTable().get(value);
                int w = label.getPreferredSize().width;
                int left = probe.x(value) - w / 2;
                assertThat(left).as("left of %s in a slider %d px wide", label, speed.getWidth()).isGreaterThanOrEqualTo(0);
                assertThat(left + w).as("right of the label %s in a slider %d px wide", ((javax.swing.JLabel) label).getText(), speed.getWidth())
                        .isLessThanOrEqualTo(speed.getWidth());
            }
        });
    }

    /** Exposes where the slider's UI centres a value's label. */
    private static final class Probe extends FlatSliderUI {
        int x(int value) {
            calculateGeometry(); // as the slider's UI does once told of its new size
            return xPositionForValue(value);
        }
    }

}
