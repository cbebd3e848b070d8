package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.Map;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.style.CategoryStyler;
import org.spriteplayground.render.ChartColors;
import org.spriteplayground.render.Palette;
import org.spriteplayground.ui.Theme;

/**
 * A chart's texts read in every theme (WCAG 4.5:1 at least): the legend's names on the legend's
 * own background, the titles and tick labels on the window's, and the shares written above the bars
 * on the plot's.
 */
class ChartTextContrastTest {

    @AfterEach
    void lightAgain() throws Exception {
        SwingUtilities.invokeAndWait(Theme.LIGHT::install);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void everyTextStandsOutFromWhatItIsWrittenOn(Theme theme) throws Exception {
        CategoryStyler styler = new CategoryChart(400, 300).getStyler();
        SwingUtilities.invokeAndWait(() -> {
            theme.install();
            ChartColors.current().applyTo(styler);
        });
        Map<String, Color[]> textOn = Map.of("the legend's names", new Color[] {styler.getChartFontColor(), styler.getLegendBackgroundColor()},
                "the titles", new Color[] {styler.getChartTitleFontColor(), styler.getChartBackgroundColor()},
                "the tick labels", new Color[] {styler.getAxisTickLabelsColor(), styler.getChartBackgroundColor()},
                "the bars' shares", new Color[] {styler.getChartFontColor(), styler.getPlotBackgroundColor()});
        textOn.forEach((text, colors) -> assertThat(Palette.contrast(colors[0], colors[1]))
                .as("%s in %s: %s on %s", text, UIManager.getLookAndFeel().getName(), colors[0], colors[1]).isGreaterThanOrEqualTo(4.5));
    }
}
