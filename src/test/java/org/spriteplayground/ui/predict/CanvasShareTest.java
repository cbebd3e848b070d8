package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;
import org.spriteplayground.ui.chart.CanvasAndChart;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The window's parts laid out off screen as the window lays them out in a 1024 × 768 window: in
 * every lesson with Predict, at every stage of a round (running to the question, predict, observe,
 * explain, revealed), the canvas with its timeline keeps at least {@link CanvasAndChart#LEAST_SHARE}
 * of the window's height under its menu bar (German Explain in flying-jets left the canvas 222 px
 * of 714, its world drawn 210 × 110 px); the chart gives way first, then the Predict strip, which
 * scrolls only where the canvas has nothing more to give; and the strip, the canvas and the
 * timeline lie whole in the window. In German at the usual size, where the teacher found it, and
 * in French at presentation ×2, where the side column's long numbers leave the column narrowest and
 * the bars above and below the canvas highest.
 */
class CanvasShareTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} at presentation {1}")
    @CsvSource({"de, OFF", "fr, LARGEST"})
    void atEveryStageOfPredictTheCanvasKeepsItsShare(String language, Presentation size) throws Exception {
        List<String> faults = new ArrayList<>();
        WindowCanvas window = WindowCanvas.of(Lessons.defaultLesson().id(), 1024, 768, "1", size, language);
        try {
            PredictMode mode = window.predict();
            for (Lessons.Entry lesson : Lessons.ALL) {
                SwingUtilities.invokeAndWait(() -> {
                    window.model().open(lesson);
                    mode.setPupil("Zoé");
                    mode.setOn(PredictMode.unavailableIn(window.model().lesson()) == null);
                });
                if (!mode.on()) {
                    continue;
                }
                check(window, lesson.id() + " running", faults);
                SwingUtilities.invokeAndWait(() -> {
                    for (int i = 0; i < 3_600 && mode.phase() == PredictMode.Phase.RUNNING; i++) {
                        window.model().tick();
                    }
                });
                while (mode.phase() != PredictMode.Phase.REVEALED && mode.phase() != PredictMode.Phase.RUNNING) {
                    check(window, lesson.id() + " " + mode.phase(), faults);
                    SwingUtilities.invokeAndWait(() -> mode.answer(1));
                }
                check(window, lesson.id() + " " + mode.phase(), faults);
                SwingUtilities.invokeAndWait(() -> mode.setOn(false));
            }
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
        assertThat(faults).isEmpty();
    }

    /**
     * Notes a fault where, laid out as the window would, the canvas's side is lower than its share of
     * the window's content, the strip scrolls though the canvas has more than its least or the chart
     * shows, or the strip, the canvas or the timeline does not lie whole inside the content.
     */
    private static void check(WindowCanvas window, String when, List<String> faults) throws Exception {
        window.layOut();
        SwingUtilities.invokeAndWait(() -> {
            JPanel content = window.content();
            CanvasAndChart split = (CanvasAndChart) SwingUtilities.getAncestorOfClass(CanvasAndChart.class, window.canvas());
            Component timeline = Gui.find(content, "timelineBar");
            int side = window.canvas().getHeight() + timeline.getHeight();
            int least = (int) Math.ceil(CanvasAndChart.LEAST_SHARE * content.getHeight());
            String sizes = String.format(" (canvas %d × %d px, with the timeline %d px high, of %d px under the menu bar)",
                    window.canvas().getWidth(), window.canvas().getHeight(), side, content.getHeight());
            if (side < least) {
                faults.add(when + ": the canvas with its timeline is lower than " + least + " px" + sizes);
            }
            Component strip = Gui.find(content, "predictStrip");
            Component pane = SwingUtilities.getAncestorOfClass(JScrollPane.class, strip);
            if (pane.isVisible() && pane.getHeight() < strip.getPreferredSize().height && (side > least + 1 || !split.folded())) {
                faults.add(when + ": the strip scrolls, " + pane.getHeight() + " of " + strip.getPreferredSize().height + " px high" + sizes);
            }
            Rectangle inside = new Rectangle(content.getSize());
            for (Component part : List.of(pane, window.canvas(), timeline)) {
                Rectangle at = SwingUtilities.convertRectangle(part.getParent(), part.getBounds(), content);
                if (part.isVisible() && !inside.contains(at)) {
                    faults.add(when + ": " + (part == pane ? "the strip" : part.getName()) + " at " + at + " is not whole inside the content " + inside);
                }
            }
        });
    }
}
