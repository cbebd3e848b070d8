package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The canvas's status strip with large type on a narrow canvas (presentation ×2 at 1024×768 is a
 * 26-point bold font on a canvas about 570 px wide): no empty line between the status and the
 * lines under it, and the measured figures wrap rather than lose the frame rate to a "…".
 */
class CanvasStatusLinesTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @ParameterizedTest(name = "{0} at {1} px, {2}-point text")
    @CsvSource({"stress, 570, 26", "broad-phase, 570, 26", "separating-axes, 570, 26", "stress, 800, 26", "stress, 420, 26"})
    void noEmptyLineBetweenTheStatusAndTheLinesUnderIt(String lesson, int width, int points) {
        Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SPRITES);
        model.step();
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, points);
        FontMetrics fm = metrics(font);
        PaintMeter meter = new PaintMeter(model);
        int height = CanvasPainter.statusHeight(fm, model, meter, width);
        BufferedImage image = CanvasPainter.buffer(null, width, height + 40);
        Graphics2D g = image.createGraphics();
        try {
            CanvasPainter.paint(image, g, width, height + 40, height, model, meter, Map.of(), font);
        } finally {
            g.dispose();
        }
        List<int[]> bands = inkBands(image, height);
        assertThat(bands.size()).as("lines of text in the strip").isGreaterThanOrEqualTo(2);
        for (int i = 1; i < bands.size(); i++) {
            int gap = bands.get(i)[0] - bands.get(i - 1)[1];
            assertThat(gap).as("blank pixels between line %d and line %d of the strip", i, i + 1).isLessThan(fm.getHeight() / 2);
        }
    }

    @ParameterizedTest(name = "stress at {0} px, {1}-point text")
    @CsvSource({"570, 26", "420, 26", "300, 26", "860, 13"})
    void theMeasuredFiguresWrapAndKeepEveryNumber(int width, int points) {
        Playground model = new Playground(Lessons.byId("stress").orElseThrow(), SPRITES);
        FontMetrics fm = metrics(new Font(Font.SANS_SERIF, Font.PLAIN, points));
        PaintMeter meter = new PaintMeter(model);
        String figures = meter.reading().line();
        List<String> lines = CanvasStatus.perfLines(model, meter, fm, width);
        String shown = String.join(" ", lines);
        assertThat(shown).as("the measured figures as shown").doesNotContain("…");
        for (String part : figures.split(" · ")) {
            assertThat(shown).as("the figures shown").contains(part);
        }
        for (String line : lines) {
            assertThat(fm.stringWidth(line)).as("width of %s", line).isLessThanOrEqualTo(width - 24);
        }
        int rows = (CanvasPainter.statusHeight(fm, model, meter, width) - 8) / fm.getHeight();
        assertThat(rows).as("lines kept in the strip").isGreaterThanOrEqualTo(CanvasStatus.statusRows(fm, width) + lines.size()
                + CanvasStatus.headlineRows(model, fm, width));
    }

    private static FontMetrics metrics(Font font) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            return g.getFontMetrics(CanvasPainter.bold(font));
        } finally {
            g.dispose();
        }
    }

    /** Returns the rows of the strip (above {@code height}) that hold ink, as [first, last + 1] bands. */
    private static List<int[]> inkBands(BufferedImage image, int height) {
        int background = image.getRGB(image.getWidth() - 1, 0);
        List<int[]> bands = new ArrayList<>();
        int start = -1;
        for (int y = 0; y < height; y++) {
            boolean ink = false;
            for (int x = 0; x < image.getWidth() && !ink; x++) {
                ink = image.getRGB(x, y) != background;
            }
            if (ink && start < 0) {
                start = y;
            } else if (!ink && start >= 0) {
                bands.add(new int[] {start, y});
                start = -1;
            }
        }
        if (start >= 0) {
            bands.add(new int[] {start, height});
        }
        return bands;
    }
}
