package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import javax.swing.SwingUtilities;
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
    void pausingChangesTheStripAndNotTheWorld(String lesson, int width, int height, int points) throws Exception {
        Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SPRITES);
        CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        canvas.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, points));
        canvas.setSize(width, height);
        canvas.doLayout();
        frame(canvas);
        SwingUtilities.invokeAndWait(canvas::doLayout); // the legend's band shows what the first frame painted, under the world
        BufferedImage running = frame(canvas);
        model.setPaused(true);
        canvas.doLayout();
        BufferedImage paused = frame(canvas);
        int top = canvas.strip().getHeight();
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
        assertThat(top).as("the strip's height").isPositive();
        assertThat(differentInWorld).as("pixels of the world that pausing changed").isZero();
        assertThat(differentInStrip).as("the strip says it is paused").isPositive();
    }

    /** Returns the canvas as it paints itself, its strip included. */
    private static BufferedImage frame(CanvasPanel canvas) {
        BufferedImage image = new BufferedImage(canvas.getWidth(), canvas.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            canvas.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }
}
