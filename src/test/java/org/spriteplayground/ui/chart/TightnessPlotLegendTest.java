package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * The tightness chart keeps all of its legend inside the chart and clear of the plot at any size,
 * including the short, wide chart of a small window or of UI scale 2 (a 26-point font).
 */
class TightnessPlotLegendTest {

    @AfterEach
    void restoreFont() {
        UIManager.put("Label.font", null); // the look and feel's own font again
    }

    @ParameterizedTest(name = "{0} × {1} px, {2}-point text")
    @CsvSource({"760, 240, 13", "990, 230, 26", "1200, 170, 13", "990, 300, 26"})
    void nothingIsDrawnBelowTheChartAndTheLegendClearsThePlot(int width, int height, int points) {
        UIManager.put("Label.font", new Font(Font.SANS_SERIF, Font.PLAIN, points));
        TightnessPlot plot = new TightnessPlot();
        plot.table(TightnessTable.of(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 1));
        plot.now(30);
        // Room below and right of the chart, filled with a colour the chart never uses: anything the
        // chart draws past its own size shows there.
        BufferedImage image = new BufferedImage(width + 200, height + 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        TightnessPlot.Layout layout;
        java.awt.FontMetrics fm;
        try {
            g.setColor(Color.MAGENTA);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            plot.paint(g, width, height);
            fm = g.getFontMetrics(UIManager.getFont("Label.font"));
            layout = plot.layout(fm, width, height);
        } finally {
            g.dispose();
        }
        int outside = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((x >= width || y >= height) && image.getRGB(x, y) != Color.MAGENTA.getRGB()) {
                    outside++;
                }
            }
        }
        assertThat(outside).as("pixels drawn outside the chart's %d × %d", width, height).isZero();
        Rectangle chart = new Rectangle(0, 0, width, height);
        for (int k = 0; k < TightnessPlot.LEGEND_ENTRIES; k++) {
            Rectangle entry = layout.legendEntry(k, fm);
            assertThat(chart.contains(entry)).as("legend entry %d %s inside the chart", k, entry).isTrue();
            assertThat(entry.intersects(layout.plot())).as("legend entry %d %s clear of the plot %s", k, entry, layout.plot()).isFalse();
            assertThat(entry.y).as("legend entry %d below the title's line", k).isGreaterThanOrEqualTo(fm.getHeight());
        }
        assertThat(layout.plot().width).as("the plot keeps at least 40 %% of the width").isGreaterThan(width * 2 / 5);
    }
}
