package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** The turn axis of the tightness chart is labelled at both ends, 0° and 360°, at every tick step. */
class TightnessPlotTicksTest {

    private static final int HEIGHT = 240;

    @ParameterizedTest(name = "{0} px wide: a tick every {1}°")
    @CsvSource({"380, 90", "470, 90", "560, 90", "760, 45", "1500, 30"})
    void bothEndsOfTheTurnAreLabelled(int width, int step) {
        TightnessPlot plot = new TightnessPlot();
        plot.table(TightnessTable.of(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 1));
        BufferedImage image = new BufferedImage(width, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        TightnessPlot.Layout layout;
        FontMetrics fm;
        try {
            plot.paint(g, width, HEIGHT);
            fm = g.getFontMetrics();
            layout = plot.layout(fm, width, HEIGHT);
        } finally {
            g.dispose();
        }
        assertThat(layout.turnStep()).isEqualTo(step);
        Rectangle p = layout.plot();
        int background = ChartColors.current().background().getRGB();
        assertThat(inked(image, p.x, p, fm, background)).as("the 0° label under the left end").isPositive();
        assertThat(inked(image, p.x + p.width, p, fm, background)).as("the 360° label under the right end").isPositive();
    }

    /** Counts the pixels that are not background in a label's room under the axis, centred on {@code x}. */
    private static int inked(BufferedImage image, int x, Rectangle p, FontMetrics fm, int background) {
        int half = fm.stringWidth("360°") / 2;
        int n = 0;
        for (int y = p.y + p.height + 5; y < p.y + p.height + 4 + fm.getHeight(); y++) {
            for (int xx = Math.max(0, x - half); xx <= Math.min(image.getWidth() - 1, x + half); xx++) {
                if (image.getRGB(xx, y) != background) {
                    n++;
                }
            }
        }
        return n;
    }
}
