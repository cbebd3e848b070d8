package org.spriteplayground.ui;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.util.List;
import javax.swing.JComponent;
import org.spriteplayground.i18n.Texts;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * The Experiment dialog's bar chart of false-alarm rates, one bar per enclosing kind. An XChart
 * chart painted in a plain component: no key bindings or menu of its own, and the theme's
 * colours taken at every paint, so it turns dark with the dark theme.
 */
final class ExperimentChart extends JComponent {

    private static final long serialVersionUID = 1L;
    private static final String SERIES = "rate";

    private final transient CategoryChart chart = new CategoryChartBuilder().width(520).height(240).title(Texts.text("chart.experiment.title"))
            .xAxisTitle(Texts.text("chart.experiment.x")).yAxisTitle(Texts.text("chart.experiment.y")).build();

    ExperimentChart() {
        setName("experimentChart");
        setPreferredSize(new Dimension(520, 240));
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setYAxisDecimalPattern("0.#");
        chart.getStyler().setLocale(Texts.numbers());
        // Eight kinds' names side by side overlap under their bars: slanted, each keeps its own room.
        chart.getStyler().setXAxisLabelRotation(30);
        setVisible(false);
    }

    /** Shows the false-alarm rate of every enclosing kind of {@code result}. */
    void show(Experiment.Result result) {
        List<Experiment.KindStats> enclosing = result.stats().stream().filter(k -> k.kind().encloses()).toList();
        List<String> kinds = enclosing.stream().map(k -> k.kind().label()).toList();
        List<Double> rates = enclosing.stream().map(k -> 100 * k.falseAlarmRate()).toList();
        if (chart.getSeries(SERIES) != null) {
            chart.updateCategorySeries(SERIES, kinds, rates, null);
        } else {
            chart.addSeries(SERIES, kinds, rates);
        }
        setVisible(true);
        repaint();
    }

    /** Hides the chart until the next result. */
    void clear() {
        setVisible(false);
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (chart.getSeries(SERIES) == null) {
            return;
        }
        ChartColors.current().applyTo(chart.getStyler());
        chart.getSeries(SERIES).setFillColor(Palette.color(Ink.BOUNDING_CIRCLE));
        Graphics2D g2 = (Graphics2D) g.create();
        chart.paint(g2, getWidth(), getHeight());
        g2.dispose();
    }
}
