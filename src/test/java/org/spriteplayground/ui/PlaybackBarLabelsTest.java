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
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The playback bar off screen at UI scale 1 and 2, at the usual size and at presentation ×2, in
 * English, German and French: every tick label of the speed slider ("¼×" to "4×") lies wholly
 * inside the slider and the slider inside its row and the bar, so none is cut, whether the slider
 * sits beside the buttons or on a row of its own (UI scale 2 at ×2 in 1600×1000 cut the "2×" and
 * "4×" of angle-radius and stress, whose bars were 659 and 740 px wide).
 */
class PlaybackBarLabelsTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}, presentation {1}, {2}, {3} px wide")
    @CsvSource({"1, OFF, en, 300", "1, OFF, en, 420", "1, OFF, en, 700", "1, OFF, en, 1000", "1, OFF, de, 420", "1, OFF, de, 700",
            "1, OFF, fr, 420", "1, OFF, fr, 1000", "2, OFF, en, 505", "2, OFF, en, 620", "2, OFF, en, 760", "2, OFF, en, 1000",
            "2, OFF, en, 1400", "2, OFF, de, 505", "2, OFF, de, 760", "2, OFF, de, 1000", "2, OFF, fr, 505", "2, OFF, fr, 760",
            "2, OFF, fr, 1400", "2, LARGEST, en, 659", "2, LARGEST, en, 740", "2, LARGEST, de, 659", "2, LARGEST, de, 800",
            "2, LARGEST, fr, 659", "2, LARGEST, fr, 800", "2, LARGEST, en, 1000", "1, LARGEST, en, 420", "1, LARGEST, de, 505"})
    void noTickLabelIsCut(String scale, Presentation size, String language, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            size.install();
            try {
                noTickLabelIsCut(width);
            } finally {
                Presentation.OFF.install();
            }
        });
    }

    /** Lays a new bar out {@code width} px wide in the look now and checks its slider's labels. */
    private static void noTickLabelIsCut(int width) {
        {
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
            assertThat(new Rectangle(speed.getParent().getSize()).contains(speed.getBounds())).as("the slider %s within its row %s",
                    speed.getBounds(), speed.getParent().getSize()).isTrue();
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
        }
    }

    /**
     * Each button whole and inside the bar, in German (the longest names: "Zurücksetzen") and
     * French, at UI scale 1 and 2 and at presentation ×2, down to bars narrower than the three
     * buttons side by side (as in a 1024×768 window, where "Zurücksetzen" would be cut at the bar's
     * right edge); where the bar has room for them, the three buttons keep to one row. English is
     * tried too, at UI scale 2 ×2 in bars 659 and 740 px wide (angle-radius and stress in 1600×1000):
     * its three buttons, narrower than German's, must not be laid out in one row as wide as the speed
     * row below them asks, wider than the bar, which would cut "Reset" to "Rese".
     */
    @ParameterizedTest(name = "scale {0}, presentation {1}, {2}, {3} px wide: buttons in one row {4}")
    @CsvSource({"1, LARGEST, de, 570, false", "1, LARGEST, de, 420, false", "1, LARGEST, fr, 570, true", "1, LARGEST, en, 570, true",
            "1, LARGE, de, 420, false", "2, OFF, de, 505, false", "2, OFF, de, 380, false", "2, LARGEST, de, 760, false",
            "1, OFF, de, 300, false", "1, OFF, en, 1000, true", "2, OFF, en, 760, true",
            "2, LARGEST, en, 659, false", "2, LARGEST, en, 740, true", "2, LARGEST, fr, 740, false", "2, LARGEST, en, 800, true"})
    void noButtonIsCut(String scale, Presentation size, String language, int width, boolean oneRow) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            size.install();
            try {
                Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
                PlaybackBar bar = new PlaybackBar(Commands.command("menu.sim.pause", null, () -> { }), Commands.command("menu.sim.step", null, () -> { }),
                        Commands.command("menu.sim.reset", null, () -> { }), model);
                for (int i = 0; i < 3; i++) {
                    bar.setSize(width, i == 0 ? 400 : bar.getPreferredSize().height);
                    OffScreenLook.layOut(bar);
                }
                int rows = 0;
                int lastY = Integer.MIN_VALUE;
                for (String name : new String[] {"pauseButton", "stepButton", "resetButton"}) {
                    JComponent button = (JComponent) Gui.find(bar, name);
                    Rectangle at = SwingUtilities.convertRectangle(button.getParent(), button.getBounds(), bar);
                    rows += at.y > lastY ? 1 : 0;
                    lastY = at.y;
                    assertThat(new Rectangle(bar.getSize()).contains(at)).as("%s %s within the bar %s", name, at, bar.getSize()).isTrue();
                    assertThat(at.width).as("%s as wide as its text asks", name).isGreaterThanOrEqualTo(button.getPreferredSize().width);
                }
                assertThat(rows).as("rows of buttons").isEqualTo(oneRow ? 1 : rows);
            } finally {
                Presentation.OFF.install();
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
