package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;

/**
 * The main window's parts laid out off screen as the window lays them out (menu bar, playback
 * bar, canvas with its status strip and timeline, chart, side column) in a 1024×768 window: at
 * presentation ×2 the world is drawn at least as large as with presentation off (separating axes
 * was 274×160 px against 602×351); the side column, the chart and the status strip's type give way, not the
 * world (README: large type never leaves the canvas less room than the usual size).
 */
class CanvasRoomTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} in a {1} × {2} window at UI scale {3}, presentation {4}")
    @CsvSource({"flying-jets, 1024, 768, 1, LARGEST", "separating-axes, 1024, 768, 1, LARGEST"})
    void theWorldKeepsAtLeastItsUsualSize(String lesson, int width, int height, String scale, Presentation size) throws Exception {
        Dimension usual = world(lesson, width, height, scale, Presentation.OFF);
        Dimension large = world(lesson, width, height, scale, size);
        assertThat(large.width).as("the world's width at %s against %s at the usual size", large, usual).isGreaterThanOrEqualTo(usual.width - 1);
        assertThat(large.height).as("the world's height at %s against %s at the usual size", large, usual).isGreaterThanOrEqualTo(usual.height - 1);
    }

    /** Returns the size the world is drawn at in the window's canvas. */
    private static Dimension world(String lesson, int width, int height, String scale, Presentation size) throws Exception {
        WindowCanvas window = WindowCanvas.of(lesson, width, height, scale, size, "en");
        Dimension[] world = new Dimension[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                Aabb bounds = window.model().simulation().world().bounds();
                double s = window.canvas().worldToScreen().getScaleX();
                world[0] = new Dimension((int) (bounds.width() * s), (int) (bounds.height() * s));
            } finally {
                Presentation.OFF.install();
            }
        });
        return world[0];
    }
}
