package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
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
import org.spriteplayground.ui.Presentation;

/**
 * The tightness chart's type in presentation mode, at the sizes the window gives the chart
 * (1024 &times; 768, the 1160 &times; 885 window at &times;1.5 and off, a maximised 1600 &times;
 * 1000 one), in each language: larger at &times;1.5 than off, and no smaller at &times;2 than at
 * &times;1.5, with every text inside the chart apart from the others.
 */
class TightnessPlotPresentationTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} at {1} × {2}")
    @CsvSource({"en, 617, 205", "de, 617, 205", "fr, 617, 205", "en, 700, 210", "de, 700, 210", "fr, 700, 210",
            "en, 755, 235", "de, 755, 235", "fr, 755, 235", "en, 1040, 300", "de, 1040, 300", "fr, 1040, 300"})
    void theChartsTypeGrowsWithPresentationMode(String language, int width, int height) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            try {
                float off = painted(Presentation.OFF, width, height);
                float large = painted(Presentation.LARGE, width, height);
                float largest = painted(Presentation.LARGEST, width, height);
                assertThat(large).as("points at ×1.5 against %s off", off).isGreaterThan(off);
                assertThat(largest).as("points at ×2 against %s at ×1.5", large).isGreaterThanOrEqualTo(large);
            } finally {
                Presentation.OFF.install();
                FlatLaf.updateUI();
            }
        });
    }

    /** Paints the chart in presentation mode {@code mode}, checks its texts stand apart, and returns their size. */
    private static float painted(Presentation mode, int width, int height) {
        mode.install();
        FlatLaf.updateUI();
        TightnessPlot plot = new TightnessPlot();
        plot.table(TightnessTable.of(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 1));
        plot.now(30);
        Graphics2D g = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB).createGraphics();
        plot.paint(g, width, height);
        float size = g.getFont().getSize2D();
        g.dispose();
        List<Rectangle> texts = plot.inkedTexts();
        Rectangle inside = new Rectangle(0, 0, width, height);
        for (int i = 0; i < texts.size(); i++) {
            assertThat(inside.contains(texts.get(i))).as("%s: text %s inside the chart", mode, texts.get(i)).isTrue();
            for (int j = i + 1; j < texts.size(); j++) {
                assertThat(texts.get(i).intersects(texts.get(j))).as("%s: texts %s and %s overlap", mode, texts.get(i), texts.get(j)).isFalse();
            }
        }
        return size;
    }
}
