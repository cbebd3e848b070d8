package org.spriteplayground.ui.experiment;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JTextArea;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.ChartColors;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.TightnessChart;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.ui.side.Wrap;
import org.spriteplayground.sprite.BoundKind;

/**
 * The Experiment dialog's bar chart of shares of hits that were false (false alarms / hits), one bar per enclosing kind. An XChart
 * chart painted in a plain component: no key bindings or menu of its own, and the theme's
 * colours taken at every paint, so it turns dark with the dark theme. The bars are named in full
 * where the names stand apart under them, else by the short names the tightness chart's narrow
 * legend uses. Each bar carries its standard error from sampling as an error bar. Until a run has given it rates it says in its place what it will show; from then on it shows the last run's rates.
 */
final class ExperimentChart extends JComponent {

    private static final String SERIES = "rate";

    /** The fewest pixels the plot's height keeps, so that the bars can be told apart and read against the axis. */
    static final int READABLE_PLOT = 104;

    /** The enclosing kinds, in the bars' order. */
    private static final List<BoundKind> KINDS = Arrays.stream(BoundKind.values()).filter(BoundKind::encloses).toList();

    private final transient List<String> names = KINDS.stream().map(BoundKind::label).toList();
    private final transient List<String> shortNames = KINDS.stream().map(TightnessChart::shortName).toList();
    private transient List<Double> rates = KINDS.stream().map(k -> 0.0).toList();
    /** Each bar's standard error from sampling, in points, drawn as its error bar. */
    private transient List<Double> errors = rates;
    private final transient Bars chart = new Bars(new CategoryChartBuilder().width(520).height(240).title(Texts.text("chart.experiment.title"))
            .xAxisTitle(Texts.text("chart.experiment.x")).yAxisTitle(Texts.text("chart.experiment.y")));
    /** The pixels the chart takes besides its plot across, and down with and without the kinds' axis' title (its fonts are XChart's own). */
    private final int across;
    private final int titled;
    private final int folded;
    private final JTextArea waiting = Wrap.text(Texts.text("experimentui.waiting.chart"), "experimentChartWaiting");

    ExperimentChart() {
        super.setLayout(new BorderLayout());
        setName("experimentChart");
        waiting.setBorder(BorderFactory.createEmptyBorder(6, 12, 6, 12));
        add(waiting);
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setChartPadding(4); // the window's own margins stand round the chart: XChart's 10 px would take the plot's room
        chart.getStyler().setYAxisDecimalPattern("0.#");
        chart.getStyler().setLocale(Texts.numbers());
        chart.addSeries(SERIES, names, rates, errors);
        // Painted on a scratch image, with the kinds' axis' title and without, to measure where its plot comes.
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        int[] down = new int[2];
        for (int fold = 0; fold < 2; fold++) {
            chart.getStyler().setXAxisTitleVisible(fold == 0);
            chart.paint(g, chart.getWidth(), chart.getHeight());
            down[fold] = chart.getHeight() - (int) chart.plotBounds().getHeight();
        }
        g.dispose();
        across = chart.getWidth() - (int) chart.plotBounds().getWidth();
        titled = down[0];
        folded = down[1];
    }

    /** The chart at its own size, the size it opens at. */
    @Override
    public Dimension getPreferredSize() {
        return isPreferredSizeSet() ? super.getPreferredSize() : new Dimension(chart.getWidth(), chart.getHeight());
    }

    /**
     * As short as keeps {@value #READABLE_PLOT} px of plot with the kinds' axis' title folded away
     * (the names say what the bars are): squeezed further, only the chart's title would show.
     */
    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : new Dimension(0, folded + READABLE_PLOT);
    }

    /** Shows the share of hits that were false of every enclosing kind of {@code result}, each with its standard error as an error bar. */
    void show(Experiment.Result result) {
        rates = KINDS.stream().map(kind -> 100 * result.of(kind).falseAlarmRate()).toList();
        // No hits, no share and no error: a bar of 0 without an error bar.
        errors = KINDS.stream().map(kind -> result.of(kind).hits() == 0 ? 0.0 : 100 * result.of(kind).falseAlarmError()).toList();
        waiting.setVisible(false);
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (waiting.isVisible()) {
            return;
        }
        ChartColors.current().applyTo(chart.getStyler());
        chart.getSeries(SERIES).setFillColor(Palette.color(Ink.BOUNDING_CIRCLE));
        FontMetrics metrics = getFontMetrics(chart.getStyler().getAxisTickLabelsFont());
        int widest = names.stream().mapToInt(metrics::stringWidth).max().orElse(0) + metrics.stringWidth("  ");
        boolean full = widest * KINDS.size() <= getWidth() - across;
        chart.getStyler().setErrorBarsColor(chart.getStyler().getChartFontColor());
        chart.updateCategorySeries(SERIES, full ? names : shortNames, rates, errors);
        chart.getStyler().setXAxisTitleVisible(getHeight() - titled >= READABLE_PLOT);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            chart.paint(g2, getWidth(), getHeight());
        } finally {
            g2.dispose();
        }
    }

    /** XChart's bar chart, telling where it drew its plot. */
    private static final class Bars extends CategoryChart {

        Bars(CategoryChartBuilder builder) {
            super(builder);
        }

        java.awt.geom.Rectangle2D plotBounds() {
            return plot.getBounds();
        }
    }
}
