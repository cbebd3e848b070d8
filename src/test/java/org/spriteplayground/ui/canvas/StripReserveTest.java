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
            model.perf().stepped(1, 123_456_789); // a step of 123.46 ms
            model.perf().painted(7_800_000);
            String slow = model.perf().line();
            for (int i = 0; i < 100; i++) {
                model.perf().stepped(1, 0); // the smoothed time falls to 0.00 ms
            }
            int width = fm.stringWidth(model.perf().line()) + 24; // the fast figures just fit a line, the slow ones do not
            assertThat(fm.stringWidth(slow)).as("the slow figures' width").isGreaterThan(width - 24);
            int fast = new StripReserve().height(fm, model, width);

            StripReserve reserve = new StripReserve();
            Playground slowModel = new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled());
            slowModel.perf().stepped(1, 123_456_789);
            slowModel.perf().painted(7_800_000);
            int kept = reserve.height(fm, slowModel, width);
            assertThat(kept).as("the strip for the slow figures against the fast ones").isGreaterThan(fast);
            for (int i = 0; i < 100; i++) {
                slowModel.perf().stepped(1, 0);
            }
            assertThat(CanvasStatus.perfLine(slowModel)).isEqualTo(CanvasStatus.perfLine(model));
            assertThat(reserve.height(fm, slowModel, width)).as("the strip once the figures are short again").isEqualTo(kept);
            reserve.height(fm, slowModel, width + 1);
            assertThat(reserve.height(fm, slowModel, width)).as("the strip counted afresh after a change of width").isEqualTo(fast);
        } finally {
            g.dispose();
        }
    }
}
