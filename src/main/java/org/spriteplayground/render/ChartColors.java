package org.spriteplayground.render;

import java.awt.Color;
import javax.swing.UIManager;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * The colours of a chart, read from the current look and feel each time they are asked for, so
 * that a chart painted after a theme switch takes the new theme: the window's background around
 * the chart, the canvas colours for the plot area and its grid, the label colour for text.
 *
 * @param background around the plot, legend included
 * @param plot inside the plot area
 * @param grid grid lines
 * @param text titles, tick labels, axes and the plot's border
 */
public record ChartColors(Color background, Color plot, Color grid, Color text) {

    /** Returns the colours of the theme installed now. */
    public static ChartColors current() {
        return new ChartColors(ui("Panel.background", Color.WHITE), Palette.background(), Palette.grid(), ui("Label.foreground", Color.BLACK));
    }

    /** Returns the colours of a printed chart: white round it, dark grey text, the canvas's colours (light on paper) in the plot. */
    public static ChartColors printed() {
        return new ChartColors(Color.WHITE, Palette.background(), Palette.grid(), Color.DARK_GRAY);
    }

    /** Gives an XChart chart these colours, every part of it that has one. */
    public void applyTo(AxesChartStyler styler) {
        styler.setChartBackgroundColor(background);
        // XChart's own legend is white: in the dark theme its names, in the text's colour, would not show.
        styler.setLegendBackgroundColor(background);
        styler.setLegendBorderColor(grid);
        styler.setPlotBackgroundColor(plot);
        styler.setPlotGridLinesColor(grid);
        styler.setPlotBorderColor(text);
        styler.setChartFontColor(text);
        styler.setChartTitleFontColor(text);
        styler.setXAxisTitleColor(text);
        styler.setYAxisTitleColor(text);
        styler.setAxisTickLabelsColor(text);
        styler.setAxisTickMarksColor(text);
    }

    private static Color ui(String key, Color fallback) {
        Color c = UIManager.getColor(key);
        return c != null ? c : fallback;
    }
}
