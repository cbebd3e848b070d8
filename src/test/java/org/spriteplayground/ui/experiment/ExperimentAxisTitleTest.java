package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knowm.xchart.CategoryChartBuilder;
import org.spriteplayground.i18n.Texts;

/**
 * The Experiment chart's value axis title, turned upright beside the plot, fits the least plot
 * height the window keeps ({@link ExperimentChart#READABLE_PLOT}) in every language: longer, XChart
 * centres it on the plot and cuts both its ends ("nteil falscher Treffer (%").
 */
class ExperimentAxisTitleTest {

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void theValueAxisTitleFitsTheLeastPlot(String language) {
        Texts.use(Locale.forLanguageTag(language));
        Font font = new CategoryChartBuilder().build().getStyler().getAxisTitleFont(); // the chart keeps XChart's own
        String title = Texts.text("chart.experiment.y");
        double length = font.getStringBounds(title, new FontRenderContext(null, true, true)).getWidth();
        assertThat(length).as("'%s' upright beside a plot %d px high", title, ExperimentChart.READABLE_PLOT).isLessThanOrEqualTo(ExperimentChart.READABLE_PLOT);
    }
}
