package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import javax.swing.JLabel;
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
 * The timeline bar off screen: at UI scale 2 and presentation ×2 in a 1024×768 window (a canvas
 * column about 505 pixels wide), where its name and its "now" on one row would leave the slider about
 * 90 pixels, the slider keeps a useful length, every part lies inside the bar, the text of
 * how far back is shown whole, and where there is room (scale 1, a wide column) the bar stays one row.
 */
class TimelineBarRoomTest {

    /** The shortest slider that still picks a step with some care at UI scale 2: 100 pixels at scale 1. */
    private static final int USEFUL_AT_SCALE_2 = 200;

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0}, {1} px wide")
    @CsvSource({"en, 505", "de, 505", "fr, 505", "de, 760", "fr, 1000"})
    void theSliderKeepsAUsefulLengthAtScale2AndTwice(String language, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("2", language);
            Presentation.LARGEST.install();
            try {
                TimelineBar bar = laidOut(width);
                Component slider = Gui.find(bar, "timelineSlider");
                assertThat(slider.getWidth()).as("the slider's length in a bar %d px wide", width).isGreaterThanOrEqualTo(USEFUL_AT_SCALE_2);
                for (Component part : bar.getComponents()) {
                    assertThat(new Rectangle(bar.getSize()).contains(part.getBounds())).as("%s %s within the bar %s", part.getName(), part.getBounds(),
                            bar.getSize()).isTrue();
                }
                JLabel text = (JLabel) Gui.find(bar, "timelineWhere");
                Rectangle where = text.getBounds();
                assertThat(where.intersects(slider.getBounds())).as("the text %s clear of the slider %s", where, slider.getBounds()).isFalse();
                assertThat(where.width).as("room for \"%s\"", text.getText()).isGreaterThanOrEqualTo(text.getPreferredSize().width);
                assertThat(text.getText()).as("how far back, in steps or seconds").contains("4");
            } finally {
                Presentation.OFF.install();
            }
        });
    }

    @ParameterizedTest(name = "{0}, {1} px wide")
    @CsvSource({"en, 600", "de, 600", "fr, 600"})
    void withRoomTheNameTheSliderAndTheTextShareOneRow(String language, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            TimelineBar bar = laidOut(width);
            Rectangle slider = Gui.find(bar, "timelineSlider").getBounds();
            Rectangle where = Gui.find(bar, "timelineWhere").getBounds();
            assertThat(where.y).as("the text %s beside the slider %s", where, slider).isLessThan(slider.y + slider.height);
            assertThat(where.x).isGreaterThanOrEqualTo(slider.x + slider.width);
        });
    }

    /**
     * Returns a bar {@code width} pixels wide, laid out as a window would, its height following its
     * width, showing the step 240 steps (4 seconds) back.
     */
    private static TimelineBar laidOut(int width) {
        Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
        model.setPaused(true);
        for (int i = 0; i < 240; i++) {
            model.step();
        }
        model.rewind().show(model.rewind().span().first());
        TimelineBar bar = new TimelineBar(model);
        bar.setSize(width, 400);
        OffScreenLook.layOut(bar);
        for (int i = 0; i < 2; i++) {
            bar.setSize(width, bar.getPreferredSize().height);
            OffScreenLook.layOut(bar);
        }
        return bar;
    }
}
