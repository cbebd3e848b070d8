package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The main window's parts laid out off screen as the window lays them out (menu bar, playback
 * bar, canvas with its status strip, legend band and timeline, chart, side column), in every
 * lesson at presentation ×1.5 and ×2: the canvas's own texts grow with the window's, so the back of
 * the room reads them (in a 1600 × 1000 window they stayed at the usual size, the status strip
 * a quarter larger at most), and they cost the world at most a fifth of the size it has in the same
 * canvas under usual-size texts (separating axes was once drawn 274 × 160 px against 602 × 351).
 * In a 1024 × 768 window, where the bars take more of the height at ×2, the texts may stay at the
 * usual size to keep the world that room.
 */
class CanvasRoomTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "a {0} × {1} window at presentation {2}")
    @CsvSource({"1024, 768, LARGE", "1024, 768, LARGEST", "1600, 1000, LARGE", "1600, 1000, LARGEST"})
    void theCanvasTextsGrowAndTheWorldKeepsMostOfItsRoom(int width, int height, Presentation size) throws Exception {
        List<String> faults = new ArrayList<>();
        WindowCanvas window = WindowCanvas.of(Lessons.defaultLesson().id(), width, height, "1", size, "en");
        try {
            for (Lessons.Entry lesson : Lessons.ALL) {
                SwingUtilities.invokeAndWait(() -> window.model().open(lesson));
                window.layOut();
                SwingUtilities.invokeAndWait(() -> check(window, lesson.id(), width > 1024, faults));
            }
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
        assertThat(faults).isEmpty();
    }

    /** Notes where {@code window}'s world is drawn smaller than {@link CanvasType#KEEP} of its size under usual-size texts, or, {@code grown}, where its texts kept the usual size. */
    private static void check(WindowCanvas window, String lesson, boolean grown, List<String> faults) {
        CanvasPanel canvas = window.canvas();
        float usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont").getSize2D();
        Font small = canvas.getFont().deriveFont(usual);
        LegendBand band = (LegendBand) ((JScrollPane) canvas.getComponent(1)).getViewport().getView();
        int top = canvas.strip().height(small.deriveFont(Font.BOLD), canvas.getWidth());
        int room = canvas.getHeight() - top - Math.min(band.rowsIn(small, 1f, canvas.getWidth()), LegendBand.most(canvas.getHeight() - top));
        double usualScale = SceneRenderer.fit(window.model().simulation().world().bounds(), canvas.getWidth(), room).getScaleX();
        double scale = canvas.worldToScreen().getScaleX();
        if (scale < CanvasType.KEEP * usualScale - 1e-9) {
            faults.add(String.format("%s: the world drawn at scale %.3f, under usual-size texts %.3f", lesson, scale, usualScale));
        }
        float strip = canvas.strip().getFont().getSize2D();
        float legend = band.getComponentCount() == 0 ? Float.NaN : band.getComponent(0).getFont().getSize2D();
        if (grown && (strip < 1.25f * usual || legend < 1.25f * usual)) {
            faults.add(String.format("%s: the status strip in %.1f pt, the legend in %.1f pt, the usual size %.1f pt", lesson, strip, legend, usual));
        }
    }
}
