package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.MouseEvent;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicSplitPaneUI;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;

/**
 * The chart folded under the canvas, dragged up by its divider: at UI scale 2 in 1600×1000 with
 * presentation mode off it opens readable, as the README says; at ×1.5 and ×2 no place of the
 * divider leaves both the canvas its least height and the chart its texts, so it stays folded,
 * and the status line says why and what shows it (the README said "drag the divider up to see
 * it", and at ×2 nothing happened).
 */
class ChartNoRoomTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "UI scale {0}, presentation {1}, {2} × {3}: the chart opens {4}")
    @CsvSource({"2, LARGEST, 1600, 1000, false", "2, LARGE, 1600, 1000, false", "2, OFF, 1600, 1000, true", "1, OFF, 1024, 768, true"})
    void aDragUpOpensTheChartOrSaysWhyNot(String scale, Presentation size, int width, int height, boolean opens) throws Exception {
        WindowCanvas window = WindowCanvas.of("flying-jets", width, height, scale, size, "en");
        try {
            CanvasAndChart split = (CanvasAndChart) SwingUtilities.getAncestorOfClass(CanvasAndChart.class, window.canvas());
            SwingUtilities.invokeAndWait(() -> {
                java.awt.Component divider = ((BasicSplitPaneUI) split.getUI()).getDivider();
                split.setDividerLocation(0); // the teacher drags the divider up as far as it goes ...
                divider.dispatchEvent(new MouseEvent(divider, MouseEvent.MOUSE_RELEASED, 0, 0, 1, 1, 1, false, MouseEvent.BUTTON1)); // ... and lets go
            });
            for (int i = 0; i < 3; i++) {
                SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(split));
            }
            SwingUtilities.invokeAndWait(() -> {
                TightnessChartPanel chart = (TightnessChartPanel) split.getBottomComponent();
                java.awt.Component view = chart.getComponent(0);
                boolean shown = chart.getHeight() > 0 && chart.readable(view.getWidth(), view.getHeight());
                assertThat(shown).as("the chart shows readably, %d × %d", view.getWidth(), view.getHeight()).isEqualTo(opens);
                assertThat(window.model().notice()).as("the status line").isEqualTo(opens ? "" : Texts.text("chart.tightness.noRoom"));
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }
}
