package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.side.SidePanel;
import org.spriteplayground.ui.WindowCanvas;

/**
 * Wherever the teacher drags the divider between the canvas and the chart, the canvas keeps its
 * least share of the window's height and the chart either shows readably or folds away, even at
 * UI scale 2 and presentation ×2 in a 1600×1000 window: the world is never drawn as a dot, and the
 * chart never shows a plot about 20 px tall.
 */
class ChartDividerTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "UI scale {0}, presentation {1}, {2} × {3}")
    @CsvSource({"2, LARGEST, 1600, 1000", "2, OFF, 1600, 1000", "1, LARGEST, 1024, 768", "1, OFF, 1160, 885"})
    void theDividerLeavesNeitherTheCanvasNorTheChartTooSmall(String scale, Presentation size, int width, int height) throws Exception {
        WindowCanvas window = WindowCanvas.of("flying-jets", width, height, scale, size, "en");
        try {
            CanvasAndChart split = (CanvasAndChart) SwingUtilities.getAncestorOfClass(CanvasAndChart.class, window.canvas());
            int[] room = new int[1];
            SwingUtilities.invokeAndWait(() -> room[0] = split.getHeight() - split.getDividerSize());
            for (int location = 0; location <= room[0]; location += 25) {
                int at = location;
                SwingUtilities.invokeAndWait(() -> split.setDividerLocation(at)); // the teacher drags the divider
                for (int i = 0; i < 3; i++) {
                    SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(split));
                }
                SwingUtilities.invokeAndWait(() -> {
                    TightnessChartPanel chart = (TightnessChartPanel) split.getBottomComponent();
                    assertThat(split.getTopComponent().getHeight()).as("the canvas's side with the divider dragged to %d of %d", at, room[0])
                            .isGreaterThanOrEqualTo((int) (CanvasAndChart.LEAST_SHARE * window.content().getHeight()));
                    if (chart.getHeight() > 0) {
                        assertThat(chart.getHeight()).as("the chart's height with the divider dragged to %d", at)
                                .isGreaterThanOrEqualTo(SidePanel.scaled(CanvasAndChart.CHART_MIN));
                        java.awt.Component view = chart.getComponent(0);
                        assertThat(chart.readable(view.getWidth(), view.getHeight()))
                                .as("the chart's plot %d × %d with the divider dragged to %d", view.getWidth(), view.getHeight(), at).isTrue();
                    }
                });
            }
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }
}
