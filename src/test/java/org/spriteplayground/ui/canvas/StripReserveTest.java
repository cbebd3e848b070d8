package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The status strip keeps the lines its text has needed: when the measured figures shrink back to
 * one line the world under the strip does not move up (and down again the next time they grow),
 * and a canvas of another width counts its lines afresh.
 */
class StripReserveTest {

    @Test
    void theStripKeepsALineItNeededUntilTheCanvasChangesWidth() {
        Playground model = new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled());
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            FontMetrics fm = g.getFontMetrics(CanvasPainter.bold(new Font(Font.SANS_SERIF, Font.PLAIN, 26)));
            PaintMeter meter = new PaintMeter(model);
            model.perf().stepped(1, 123_456_789); // a step of 123.46 ms
            meter.painted(7_800_000);
            announce(model);
            String slow = meter.reading().line();
            for (int i = 0; i < 100; i++) {
                model.perf().stepped(1, 0); // the smoothed time falls to 0.00 ms
            }
            announce(model);
            int width = fm.stringWidth(meter.reading().line()) + 24; // the fast figures just fit a line, the slow ones do not
            assertThat(fm.stringWidth(slow)).as("the slow figures' width").isGreaterThan(width - 24);
            int fast = new StripReserve().height(fm, model, meter, width);

            StripReserve reserve = new StripReserve();
            Playground slowModel = new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled());
            PaintMeter slowMeter = new PaintMeter(slowModel);
            slowModel.perf().stepped(1, 123_456_789);
            slowMeter.painted(7_800_000);
            announce(slowModel);
            int kept = reserve.height(fm, slowModel, slowMeter, width);
            assertThat(kept).as("the strip for the slow figures against the fast ones").isGreaterThan(fast);
            for (int i = 0; i < 100; i++) {
                slowModel.perf().stepped(1, 0);
            }
            announce(slowModel);
            assertThat(CanvasStatus.perfLine(slowModel, slowMeter)).isEqualTo(CanvasStatus.perfLine(model, meter));
            assertThat(reserve.height(fm, slowModel, slowMeter, width)).as("the strip once the figures are short again").isEqualTo(kept);
            reserve.height(fm, slowModel, slowMeter, width + 1);
            assertThat(reserve.height(fm, slowModel, slowMeter, width)).as("the strip counted afresh after a change of width").isEqualTo(fast);
        } finally {
            g.dispose();
        }
    }

    /** Pauses or resumes {@code model}: the strip's figures are read again when the model announces it. */
    private static void announce(Playground model) {
        model.setPaused(!model.paused());
    }
}
