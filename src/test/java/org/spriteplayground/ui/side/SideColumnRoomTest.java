package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.awt.Component;
import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Presentation;

/**
 * The side column at UI scale 2 and presentation ×2 in a 1600×1000 window, flying-jets: the overlay
 * switches below do not take half the column when that would leave one line of the lesson's text in
 * view. The lesson's part keeps its title and at least three lines of text in view; the switches
 * scroll within less room.
 */
class SideColumnRoomTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "UI scale {0}, presentation {1}, {2} × {3}")
    @CsvSource({"2, LARGEST, 1600, 1000", "1, LARGEST, 1024, 768"})
    void theLessonsTextShowsAboveTheSwitches(String scale, Presentation size, int width, int height) throws Exception {
        theLessonsTextShows(scale, size, width, height, null, 3);
    }

    /**
     * With a notice in the status line under the switches (the chart's "No room for the chart: it
     * needs a taller window or smaller type.", four lines at UI scale 2 ×2), the switches give way
     * to it as well, down to their quarter of the column: the lesson's title stays whole in view
     * (its last line was hidden under the switches), and the notice shows whole.
     */
    @ParameterizedTest(name = "UI scale {0}, presentation {1}, {2} × {3}")
    @CsvSource({"2, LARGEST, 1600, 1000", "1, LARGEST, 1024, 768"})
    void theLessonsTextShowsAboveTheSwitchesAndANotice(String scale, Presentation size, int width, int height) throws Exception {
        theLessonsTextShows(scale, size, width, height, "chart.tightness.noRoom", 0);
    }

    private static void theLessonsTextShows(String scale, Presentation size, int width, int height, String notice, int lines) throws Exception {
        JPanel[] content = new JPanel[1];
        try {
            SwingUtilities.invokeAndWait(() -> {
                OffScreenLook.use(scale, "en");
                if ("1".equals(scale)) {
                    System.clearProperty("flatlaf.uiScale"); // as the app starts: the scale follows the type
                }
                size.install();
                FlatLightLaf.setup();
                Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), org.spriteplayground.sprite.SpriteLibrary.bundled());
                content[0] = new JPanel(new BorderLayout());
                content[0].add(new JPanel(), BorderLayout.CENTER);
                content[0].add(OffScreenLook.sideColumn(model), BorderLayout.EAST);
                content[0].setSize(width, height - SidePanel.scaled(38)); // less the menu bar
                if (notice != null) {
                    model.say(org.spriteplayground.i18n.Texts.text(notice));
                }
            });
            for (int i = 0; i < 4; i++) {
                SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(content[0])); // switches re-flow from the queue
            }
            SwingUtilities.invokeAndWait(() -> {
                Component text = Gui.find(content[0], "lessonExplanation");
                JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, text);
                int line = text.getFontMetrics(text.getFont()).getHeight();
                int shownBelowTitle = view.getHeight() - SwingUtilities.convertPoint(text, 0, 0, view).y;
                assertThat(shownBelowTitle).as("the lesson's text in view below its title in a column %d px tall, lines of %d px",
                        view.getParent().getParent().getHeight(), line).isGreaterThanOrEqualTo(lines * line);
                java.awt.Component status = Gui.find(content[0], "statusBar");
                if (notice != null) {
                    assertThat(status.getHeight()).as("the notice's height").isEqualTo(status.getPreferredSize().height);
                    assertThat(SwingUtilities.convertPoint(status, 0, status.getHeight(), content[0]).y).as("the notice's foot").isLessThanOrEqualTo(content[0].getHeight());
                }
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }
}
