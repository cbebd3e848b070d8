package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The tightness chart at the sizes the window gives it (1024 &times; 768: about 617 &times; 205;
 * the 1160 &times; 885 window on a 1600 &times; 1000 screen: about 755 &times; 235, and about
 * 700 &times; 210 with presentation &times;1.5; a maximised 1600 &times; 1000 window: about
 * 1040 &times; 300), in each language: the plot keeps most of the width and at least four
 * labelled turn ticks, the legend shows, and every text stands inside the chart apart from the others.
 */
class TightnessPlotWidthTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} at {1} × {2}")
    @CsvSource({"en, 617, 205", "de, 617, 205", "fr, 617, 205", "en, 700, 210", "de, 700, 210", "fr, 700, 210",
            "en, 755, 235", "de, 755, 235", "fr, 755, 235", "en, 1040, 300", "de, 1040, 300", "fr, 1040, 300"})
    void thePlotKeepsMostOfTheWidthAndFourTicks(String language, int width, int height) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            TightnessPlot plot = new TightnessPlot();
            plot.table(TightnessTable.of(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 1));
            plot.now(30);
            Graphics2D g = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB).createGraphics();
            plot.paint(g, width, height);
            FontMetrics fm = g.getFontMetrics();
            TightnessPlot.Layout layout = plot.layout(fm, width, height);
            g.dispose();
            assertThat(layout.plot().width).as("the plot's width of the chart's %d px", width).isGreaterThan(width / 2);
            assertThat(360 / layout.turnStep() + 1).as("labelled turn ticks").isGreaterThanOrEqualTo(4);
            assertThat(layout.legendRows()).as("rows of the legend").isPositive();
            List<Rectangle> texts = plot.inkedTexts();
            Rectangle inside = new Rectangle(0, 0, width, height);
            for (int i = 0; i < texts.size(); i++) {
                assertThat(inside.contains(texts.get(i))).as("text %s inside the chart", texts.get(i)).isTrue();
                assertThat(texts.get(i).intersects(layout.plot())).as("text %s clear of the plot %s", texts.get(i), layout.plot()).isFalse();
                for (int j = i + 1; j < texts.size(); j++) {
                    assertThat(texts.get(i).intersects(texts.get(j))).as("texts %s and %s overlap", texts.get(i), texts.get(j)).isFalse();
                }
            }
        });
    }
}
