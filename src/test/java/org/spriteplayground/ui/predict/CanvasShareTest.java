package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
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
 * The window's parts laid out off screen as the window lays them out: in every lesson with
 * Predict, at every stage of a round (running to the question, predict, observe, explain,
 * revealed), the canvas with its timeline keeps at least {@link CanvasAndChart#LEAST_SHARE} of the
 * window's height under its menu bar (German Explain in flying-jets left the canvas 222 px of 714,
 * its world drawn 210 × 110 px), and the world inside it, between its status strip and legend band,
 * at least {@link CanvasAndChart#WORLD_SHARE} (at UI scale 2 in 1600 × 1000, Explain left it 159 of
 * 920 px); the chart gives way first, then the Predict strip's text, which scrolls only where the
 * canvas has nothing more to give, its answers' row in view; and the strip, the canvas and the
 * timeline lie whole in the window. In a 1024 × 768 window in German at the usual size, where the
 * teacher found it, and in French at presentation ×2, where the side column's long numbers leave
 * the column narrowest and the bars above and below the canvas highest; and at UI scale 2 in a
 * 1600 × 1000 window, in English and in French, whose banners are longest.
 */
class CanvasShareTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} in a {1} × {2} window at UI scale {3}, presentation {4}")
    @CsvSource({"de, 1024, 768, 1, OFF", "fr, 1024, 768, 1, LARGEST", "en, 1600, 1000, 2, OFF", "fr, 1600, 1000, 2, OFF"})
    void atEveryStageOfPredictTheCanvasKeepsItsShare(String language, int width, int height, String scale, Presentation size) throws Exception {
        List<String> faults = new ArrayList<>();
        WindowCanvas window = WindowCanvas.of(Lessons.defaultLesson().id(), width, height, scale, size, language);
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
            int strips = Gui.find(window.canvas(), "canvasStatus").getHeight()
                    + Gui.all(window.canvas(), c -> "legend".equals(c.getName())).get(0).getParent().getParent().getHeight();
            java.awt.Container strip = (java.awt.Container) Gui.find(content, "predictStrip");
            int world = window.canvas().getHeight() - strips;
            // A third of the height for the world, as far as the playback bar and the strip's answers leave room.
            int beside = Gui.find(content, "playbackBar").getHeight() + (strip.isVisible() ? strip.getMinimumSize().height : 0);
            int worldLeast = Math.min((int) Math.ceil(CanvasAndChart.WORLD_SHARE * content.getHeight()), content.getHeight() - beside - strips - timeline.getHeight());
            int least = Math.max((int) Math.ceil(CanvasAndChart.LEAST_SHARE * content.getHeight()), strips + timeline.getHeight() + worldLeast);
            String sizes = String.format(" (canvas %d × %d px, the world's %d px high, with the timeline %d px high, of %d px under the menu bar)",
                    window.canvas().getWidth(), window.canvas().getHeight(), world, side, content.getHeight());
            if (side < least - 1) {
                faults.add(when + ": the canvas with its timeline is lower than " + least + " px" + sizes);
            }
            if (world < worldLeast - 1) {
                faults.add(when + ": the world is lower than " + worldLeast + " px" + sizes);
            }
            if (strip.isVisible() && strip.getHeight() < strip.getPreferredSize().height && (side > least + 1 || !split.folded())) {
                faults.add(when + ": the strip scrolls, " + strip.getHeight() + " of " + strip.getPreferredSize().height + " px high" + sizes);
            }
            Rectangle inside = new Rectangle(content.getSize());
            for (Component part : List.of(strip, Gui.find(strip, "predict:1").getParent(), window.canvas(), timeline)) {
                Rectangle at = SwingUtilities.convertRectangle(part.getParent(), part.getBounds(), content);
                if (part.isVisible() && !inside.contains(at)) {
                    faults.add(when + ": " + (part == strip ? "the strip" : part.getName() == null ? "the strip's answers" : part.getName()) + " at " + at
                            + " is not whole inside the content " + inside);
                }
            }
            Component answers = Gui.find(strip, "predict:1").getParent();
            if (strip.isVisible() && answers.getHeight() < answers.getPreferredSize().height) {
                faults.add(when + ": the strip's answers show " + answers.getHeight() + " of " + answers.getPreferredSize().height + " px" + sizes);
            }
        });
    }
}
