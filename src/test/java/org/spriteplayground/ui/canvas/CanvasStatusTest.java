package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * What the canvas says about playback stays in its strip above the world: pausing changes the
 * strip, never a pixel of the world, whatever the lesson, the canvas's size or the font's size.
 */
class CanvasStatusTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @ParameterizedTest(name = "{0} at {1} × {2}, {3}-point text")
    @CsvSource({"flying-jets, 900, 520, 13", "angle-radius, 860, 420, 26", "stress, 860, 420, 26", "dot-and-wall, 640, 480, 13"})
    void pausingChangesTheStripAndNotTheWorld(String lesson, int width, int height, int points) {
        Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SPRITES);
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, points);
        BufferedImage running = frame(model, width, height, font);
        model.setPaused(true);
        BufferedImage paused = frame(model, width, height, font);
        int top = strip(model, font);
        int differentInWorld = 0;
        int differentInStrip = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (running.getRGB(x, y) != paused.getRGB(x, y)) {
                    if (y >= top) {
                        differentInWorld++;
                    } else {
                        differentInStrip++;
                    }
                }
            }
        }
        assertThat(differentInWorld).as("pixels of the world that pausing changed").isZero();
        assertThat(differentInStrip).as("the strip says it is paused").isPositive();
    }

    @org.junit.jupiter.api.Test
    void aNarrowPausedStripKeepsTheStepAndTheSpeed() {
        Playground model = new Playground(Lessons.defaultLesson(), SPRITES);
        model.setPaused(true);
        model.step();
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            java.awt.FontMetrics big = g.getFontMetrics(new Font(Font.SANS_SERIF, Font.BOLD, 26));
            for (int room : new int[] {800, 2000}) {
                String[] text = CanvasStatus.pausedText(model, big, room);
                assertThat(big.stringWidth(text[0] + text[1])).as("width at %d px", room).isLessThanOrEqualTo(room);
                assertThat(text[0] + text[1]).as("at %d px", room).startsWith("PAUSED").contains("step 1 ").contains("speed 1×").contains("Space resumes");
            }
        } finally {
            g.dispose();
        }
    }

    private static int strip(Playground model, Font font) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            return CanvasPainter.statusHeight(g.getFontMetrics(CanvasPainter.bold(font)), model, new PaintMeter(model));
        } finally {
            g.dispose();
        }
    }

    private static BufferedImage frame(Playground model, int width, int height, Font font) {
        BufferedImage image = CanvasPainter.buffer(null, width, height);
        Graphics2D g = image.createGraphics();
        try {
            CanvasPainter.paint(image, g, width, height, strip(model, font), model, new PaintMeter(model), Map.of(), font);
        } finally {
            g.dispose();
        }
        return image;
    }
}
