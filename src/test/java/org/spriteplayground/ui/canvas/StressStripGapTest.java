package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.AffineTransform;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;

/**
 * The stress lesson in a 1024×768 window at presentation ×2: the status strip keeps no more than
 * a line beyond the lines its text takes, so the world's frame starts right under the last line
 * (no empty band is kept for seven-digit counts the lesson never shows), and the world stays where
 * it is when the lesson pauses and resumes.
 */
class StressStripGapTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0}, presentation {1}")
    @CsvSource({"en, LARGEST", "de, LARGEST"})
    void theWorldStartsUnderTheLastLine(String language, Presentation size) throws Exception {
        WindowCanvas window = WindowCanvas.of("stress", 1024, 768, "1", size, language);
        SwingUtilities.invokeAndWait(() -> {
            try {
                Playground model = window.model();
                CanvasPanel canvas = window.canvas();
                canvas.paintMeter().painted(7_800_000); // a paint of 7.8 ms, which the strip shows from the next step
                for (int i = 0; i < 30; i++) {
                    model.step();
                }
                canvas.doLayout();
                AffineTransform running = canvas.worldToScreen();
                CanvasStatus strip = canvas.strip();
                int high = strip.getHeight();
                strip.setSize(strip.getWidth(), Short.MAX_VALUE); // wrapped text knows its height once it has its width
                int text = strip.getPreferredSize().height;
                strip.setSize(strip.getWidth(), high);
                int line = strip.getFontMetrics(strip.getFont()).getHeight();
                assertThat(high - text).as("the gap under the strip's lines of %d px on a %d × %d canvas", line, canvas.getWidth(), canvas.getHeight())
                        .isLessThanOrEqualTo(line);
                model.setPaused(true);
                assertThat(canvas.worldToScreen()).as("the world once paused").isEqualTo(running);
                model.setPaused(false);
                assertThat(canvas.worldToScreen()).as("the world once resumed").isEqualTo(running);
            } finally {
                Presentation.OFF.install();
            }
        });
    }
}
