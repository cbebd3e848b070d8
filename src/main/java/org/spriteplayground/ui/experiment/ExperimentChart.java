package org.spriteplayground.ui.experiment;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import javax.swing.JComponent;
import org.spriteplayground.i18n.Texts;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.render.ChartColors;
import org.spriteplayground.render.TightnessChart;

/**
 * The Experiment dialog's bar chart of false-alarm rates, one bar per enclosing kind. An XChart
 * chart painted in a plain component: no key bindings or menu of its own, and the theme's
 * colours taken at every paint, so it turns dark with the dark theme. Until a run has given it
 * rates it says in its place what it will show ({@link WaitingLine}), rather than leave a blank band.
 */
final class ExperimentChart extends JComponent {

    private static final long serialVersionUID = 1L;
    private static final String SERIES = "rate";

    /** The fewest pixels the plot's height keeps, so that the bars can be told apart and read against the axis. */
    static final int READABLE_PLOT = 104;

    /** Pixels of XChart's padding round the chart (10 by default). */
    private static final int CHART_PADDING = 4;

    /** Degrees the kinds' names are turned by where they do not fit level. */
    private static final int SLANT = 30;

    /** The enclosing kinds, in the bars' order. */
    private static final List<BoundKind> KINDS = Arrays.stream(BoundKind.values()).filter(BoundKind::encloses).toList();

    private final transient List<String> names = KINDS.stream().map(BoundKind::label).toList();
    private final transient List<String> shortNames = KINDS.stream().map(TightnessChart::shortName).toList();
    private transient List<Double> rates = KINDS.stream().map(k -> 0.0).toList();
    private final transient Bars chart = new Bars(new CategoryChartBuilder().width(520).height(240).title(Texts.text("chart.experiment.title"))
            .xAxisTitle(Texts.text("chart.experiment.x")).yAxisTitle(Texts.text("chart.experiment.y")));
    /** How the chart fits the width it was last measured at; null until measured and after a new result. */
    private transient Fit fit;

    private final WaitingLine waiting = new WaitingLine(Texts.text("experimentui.waiting.chart"), "experimentChartWaiting");

    ExperimentChart() {
        setLayout(new BorderLayout());
        setName("experimentChart");
        setPreferredSize(new Dimension(520, 240));
        add(waiting);
        chart.getStyler().setLegendVisible(false);
        // The window's own margins stand round the chart: its own padding would only take the plot's room.
        chart.getStyler().setChartPadding(CHART_PADDING);
        chart.getStyler().setYAxisDecimalPattern("0.#");
        chart.getStyler().setLocale(Texts.numbers());
        chart.addSeries(SERIES, names, rates); // the kinds' names take their room before a run too
    }

    /**
     * Names the bars for a chart {@code width} px wide: level where neighbouring names stand
     * apart under their bars, in full or else shortened (as the tightness chart's narrow legend
     * shortens them); slanted, in full, where neither does. Eight names side by side overlapped in
     * a narrow chart, yet slanted they take the height of four lines, which a short window needs
     * for the plot.
     */
    private void nameBars(int width) {
        FontMetrics metrics = getFontMetrics(chart.getStyler().getAxisTickLabelsFont());
        double slot = plotWidth(width) / KINDS.size();
        boolean full = apart(names, metrics, slot);
        boolean level = full || apart(shortNames, metrics, slot);
        chart.updateCategorySeries(SERIES, full || !level ? names : shortNames, rates, null);
        chart.getStyler().setXAxisLabelRotation(level ? 0 : SLANT);
    }

    /** Returns whether {@code texts}, each centred in a slot {@code slot} px wide, keep two spaces between neighbours and stay within the ends. */
    private static boolean apart(List<String> texts, FontMetrics metrics, double slot) {
        int gap = metrics.stringWidth("  ");
        int[] widths = texts.stream().mapToInt(metrics::stringWidth).toArray();
        boolean apart = widths[0] <= slot && widths[widths.length - 1] <= slot;
        for (int i = 1; i < widths.length; i++) {
            apart &= (widths[i - 1] + widths[i]) / 2.0 + gap <= slot;
        }
        return apart;
    }

    /** Returns the plot's width in a chart {@code width} px wide (it does not hang on the kinds' names). */
    private double plotWidth(int width) {
        return plotIn(width, getPreferredSize().height).getWidth();
    }

    /** Paints the chart on a scratch image {@code width} by {@code height} px and returns where its plot came. */
    private Rectangle2D plotIn(int width, int height) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        chart.paint(g, width, height);
        g.dispose();
        return chart.plotBounds();
    }

    /**
     * As short as keeps {@value #READABLE_PLOT} px of plot above the kinds' names with the kinds'
     * axis' title folded away: squeezed further, only the chart's title would show.
     */
    @Override
    public Dimension getMinimumSize() {
        if (isMinimumSizeSet()) {
            return super.getMinimumSize();
        }
        return new Dimension(0, fit(getWidth() > 0 ? getWidth() : getPreferredSize().width).folded() + READABLE_PLOT);
    }

    /**
     * Returns how the chart fits {@code width} px: its bars named for the width, the room it takes
     * besides its plot with the kinds' axis' title and without it; measured on a scratch image
     * once per width and result.
     */
    private Fit fit(int width) {
        if (fit == null || fit.width() != width) {
            int height = getPreferredSize().height;
            nameBars(width);
            int[] around = new int[2];
            for (int fold = 0; fold < 2; fold++) {
                chart.getStyler().setXAxisTitleVisible(fold == 0);
                around[fold] = Math.max(0, height - (int) plotIn(width, height).getHeight());
            }
            fit = new Fit(width, chart.getSeries(SERIES).getXData().stream().map(String::valueOf).toList(),
                    chart.getStyler().getXAxisLabelRotation(), around[0], around[1]);
        }
        return fit;
    }

    /**
     * How the chart fits a width.
     *
     * @param width the chart's width
     * @param names the bars' names
     * @param rotation the degrees the names are turned by
     * @param titled the room besides the plot with the kinds' axis' title
     * @param folded the room besides the plot without it
     */
    private record Fit(int width, List<String> names, int rotation, int titled, int folded) {
    }

    /** Shows the false-alarm rate of every enclosing kind of {@code result}. */
    void show(Experiment.Result result) {
        rates = KINDS.stream().map(kind -> result.stats().stream().filter(k -> k.kind() == kind).findFirst()
                .map(k -> 100 * k.falseAlarmRate()).orElse(0.0)).toList();
        fit = null;
        waiting.setVisible(false);
        repaint();
    }

    /** Says again what the chart will show, until the next result. */
    void clear() {
        waiting.setVisible(true);
        repaint();
    }

    /** Returns whether bars are shown, not the words on what will be. */
    boolean charted() {
        return !waiting.isVisible();
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (!charted()) {
            return;
        }
        ChartColors.current().applyTo(chart.getStyler());
        chart.getSeries(SERIES).setFillColor(Palette.color(Ink.BOUNDING_CIRCLE));
        Fit fits = fit(getWidth());
        chart.updateCategorySeries(SERIES, fits.names(), rates, null);
        chart.getStyler().setXAxisLabelRotation(fits.rotation());
        // The kinds' axis' title folds away where the plot would otherwise be squeezed: the names say what the bars are.
        chart.getStyler().setXAxisTitleVisible(getHeight() - fits.titled() >= READABLE_PLOT);
        Graphics2D g2 = (Graphics2D) g.create();
        chart.paint(g2, getWidth(), getHeight());
        g2.dispose();
    }

    /** XChart's bar chart, telling where it drew its plot. */
    private static final class Bars extends CategoryChart {

        Bars(CategoryChartBuilder builder) {
            super(builder);
        }

        /** Returns where the plot was last painted. */
        Rectangle2D plotBounds() {
            return plot.getBounds();
        }
    }
}
