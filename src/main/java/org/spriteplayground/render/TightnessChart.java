package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.font.FontRenderContext;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.BoundKind;

/**
 * The tightness chart as an XChart line chart, for the window and the worksheet alike: the area of
 * every enclosing bound of one sprite against the turn, the sprite's opaque area as a flat line,
 * and a "now" line at the angle on show. Each bound keeps the canvas's colour and line style for
 * it, plus a marker of its own every 45&deg; (a few degrees on from the last bound's, so none
 * hides another), so no curve is told by colour alone. The x axis runs from 0&deg; to 360&deg;,
 * both ends labelled, with ticks at 45&deg;, 90&deg; or 180&deg; as the width allows. XChart
 * draws all of it but the legend ({@link ChartLegend}, whose rows XChart would space unevenly)
 * and the "now" line ({@link #drawNow}), which moves on every tick of a turning sprite while
 * XChart can only repaint a whole chart.
 */
public final class TightnessChart extends XYChart {

    /**
     * Degrees in one unit of the x axis. The axis counts quarter turns, so that XChart's own tick
     * steps (0.5, 1, 2 units) fall on 45&deg;, 90&deg; and 180&deg;, each a whole fraction of the
     * turn that labels both 0&deg; and 360&deg;; in degrees its steps would be 50&deg; or 100&deg;.
     */
    private static final double UNIT = 90;
    /** The chart's padding: round the plot, and right of the legend. */
    private static final int PADDING = 6;
    private static final double Y_TICK_LINES = 3;
    private static final String OPAQUE = "opaque";
    private static final String NOW = "now";
    private static final String CURVE = " curve";
    private static final BasicStroke OPAQUE_LINE = new BasicStroke(3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {18f, 6f}, 0f);
    private static final BasicStroke NOW_LINE = new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 3f}, 0f);
    /** One marker per bound kind, in {@link TightnessTable#CHART_KINDS} order. */
    private static final List<Marker> MARKERS = List.of(SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.TRIANGLE_UP, SeriesMarkers.DIAMOND,
            SeriesMarkers.CROSS, SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.TRAPEZOID, SeriesMarkers.PLUS);

    private final TightnessTable table;
    private final double top;
    /** How far XChart's picture was last shifted up and left: by its padding beyond {@link #PADDING}. */
    private int shift;
    private double now;
    private boolean legendShown = true;
    /** Where the legend was last painted; empty where it was not. */
    private Rectangle legendBounds = new Rectangle();

    /** Charts {@code table}, the "now" line at 0&deg; until {@link #now} moves it; {@link #look} sets colours and type. */
    public TightnessChart(TightnessTable table) {
        super(760, 240);
        this.table = table;
        double max = table.opaquePixels();
        for (TightnessTable.Row row : table.rows()) {
            max = Math.max(max, row.areas().stream().mapToDouble(Double::doubleValue).max().orElse(0));
        }
        top = max * 1.05;
        XYStyler styler = getStyler();
        styler.setLegendVisible(false); // ChartLegend draws it, its rows evenly apart
        styler.setXAxisMin(0.0).setXAxisMax(360 / UNIT).setYAxisMin(0.0).setYAxisMax(top);
        styler.setxAxisTickLabelsFormattingFunction(units -> Math.round(units * UNIT) + "°");
        styler.setYAxisDecimalPattern("#,##0");
        // The opaque line comes first: XChart puts ticks only on data points where the points of
        // all series together are equally spaced, which the 1° curves alone would be.
        line(OPAQUE, new double[] {0, 360}, new double[] {table.opaquePixels(), table.opaquePixels()}, OPAQUE_LINE, SeriesMarkers.NONE);
        List<BoundKind> kinds = TightnessTable.CHART_KINDS;
        for (int k = 0; k < kinds.size(); k++) {
            BoundKind kind = kinds.get(k);
            double[] degrees = new double[table.rows().size() + 1];
            double[] areas = new double[degrees.length];
            for (int i = 0; i < table.rows().size(); i++) {
                degrees[i] = table.rows().get(i).degrees();
                areas[i] = table.rows().get(i).area(kind);
            }
            degrees[degrees.length - 1] = 360; // the turn closes on its 0° value
            areas[areas.length - 1] = areas[0];
            XYSeries curve = line(kind.name() + CURVE, degrees, areas, stroke(kind), SeriesMarkers.NONE);
            curve.setSmooth(true); // one path, so the dashes run along the curve as in the legend
            curve.setShowInLegend(false);
            markers(kind, 6 * k + 3);
        }
        // The "now" series only names the line in the legend; the line is drawn over the chart (drawNow).
        line(NOW, new double[] {0, 0}, new double[] {Double.NaN, Double.NaN}, NOW_LINE, SeriesMarkers.NONE);
        title(true);
        look(ChartColors.printed(), new Font(Font.SANS_SERIF, Font.PLAIN, 12), false);
    }

    /** Names the "now" line in the legend, or leaves it out where the legend is short of room. */
    public void nowInLegend(boolean named) {
        getSeries(NOW).setShowInLegend(named);
    }

    /** Shows the legend right of the plot, or leaves it out and gives the plot its room. */
    public void legendShown(boolean shown) {
        legendShown = shown;
    }

    /** Returns the table charted. */
    public TightnessTable table() {
        return table;
    }

    /** Puts the "now" line at {@code degrees}, leaving the curves as they are. */
    public void now(double degrees) {
        now = degrees;
    }

    /**
     * Gives the chart {@code colors}, the theme's inks, and {@code font} for every text, the bounds
     * named in full or by their {@linkplain #shortName short names}. Cheap enough to call at every
     * paint, so that a theme or language switch shows at the next.
     */
    public void look(ChartColors colors, Font font, boolean shortNames) {
        XYStyler styler = getStyler();
        colors.applyTo(styler);
        styler.setChartTitleFont(font.deriveFont(Font.BOLD));
        styler.setLegendFont(font);
        styler.setAxisTitleFont(font);
        styler.setAxisTickLabelsFont(font);
        styler.setMarkerSize(Math.max(6, Math.round(font.getSize2D() * 0.6f)));
        styler.setLocale(Texts.numbers());
        setXAxisTitle(Texts.text("chart.tightness.x"));
        setYAxisTitle(Texts.text("chart.tightness.y"));
        style(getSeries(OPAQUE), Palette.color(Ink.TEXT), Texts.text(shortNames ? "chart.opaque.short" : "chart.opaque"));
        for (BoundKind kind : TightnessTable.CHART_KINDS) {
            style(getSeries(kind.name()), Palette.color(Ink.of(kind)), shortNames ? shortName(kind) : kind.label());
            style(getSeries(kind.name() + CURVE), Palette.color(Ink.of(kind)), kind.label());
        }
        style(getSeries(NOW), Palette.color(Ink.HIT), Texts.text("chart.tightness.now"));
    }

    /** Paints the chart {@code width} x {@code height} pixels, the "now" line over it. */
    @Override
    public void paint(Graphics2D g, int width, int height) {
        paintStill(g, width, height);
        drawNow(g, nowLine(now));
    }

    /**
     * Paints all of the chart but the "now" line, asking XChart for x ticks at least a tenth of
     * the width and two "360°" labels apart, so that its steps never come finer than 45&deg;, and
     * for y ticks at least {@value #Y_TICK_LINES} lines of the tick font apart, so that a large
     * type leaves a line's room between two area labels. (XChart keeps labels only a glyph's height apart.)
     * XChart lays the plot out in the width the legend leaves it; the legend stands in the strip
     * right of that, a padding apart, centred on the plot's height. XChart leaves out a tick label
     * that would pass the right edge it was given, and the 360&deg; label, centred on the last
     * tick, reaches up to half its width right of the plot: so XChart pads its chart by that half
     * label on every side, and paints it shifted up and left, and larger, by the padding beyond
     * {@value #PADDING} px, which leaves that room on the right alone.
     */
    public void paintStill(Graphics2D g, int width, int height) {
        XYStyler styler = getStyler();
        Font ticks = styler.getAxisTickLabelsFont();
        styler.setXAxisTickMarkSpacingHint(Math.max(2 * width("360°", ticks), width / 10));
        styler.setYAxisTickMarkSpacingHint((int) Math.ceil(Y_TICK_LINES * ticks.getSize2D()));
        List<XYSeries> named = getSeriesCollection().stream().filter(XYSeries::isShowInLegend).toList();
        ChartLegend legend = new ChartLegend(named, styler.getLegendFont(), styler.getMarkerSize(), g.getFontRenderContext());
        legendBounds = legendShown ? legend.size() : new Rectangle();
        int strip = legendShown ? legendBounds.width + PADDING : 0;
        int padding = Math.max(PADDING, width("360°", ticks) / 2 + 1);
        shift = padding - PADDING;
        styler.setChartPadding(padding);
        Graphics2D shifted = (Graphics2D) g.create();
        try {
            shifted.translate(-shift, -shift);
            super.paint(shifted, width - strip + shift, height + 2 * shift);
        } finally {
            shifted.dispose();
        }
        if (legendShown) {
            g.setColor(styler.getChartBackgroundColor());
            g.fillRect(width - strip, 0, strip, height);
            legendBounds.setLocation(width - strip, (int) Math.round(plotBounds().getCenterY() - legendBounds.height / 2.0));
            legend.paint(g, legendBounds, styler.getChartFontColor(), styler.getChartBackgroundColor());
        }
    }

    /**
     * Returns where the "now" line at {@code degrees} stands, from the y axis' 0 to its top, as
     * XChart last laid the chart out: it draws the axes' ranges over the plot's content share,
     * centred in the plot.
     */
    public Line2D nowLine(double degrees) {
        Rectangle2D p = plotBounds();
        double content = getStyler().getPlotContentSize();
        double x = p.getX() + p.getWidth() * ((1 - content) / 2 + content * degrees / 360);
        double bottom = p.getMaxY() - p.getHeight() * (1 - content) / 2;
        return new Line2D.Double(x, bottom, x, bottom - p.getHeight() * content);
    }

    /**
     * Draws the "now" line at {@code line}, as the legend shows it. By hand, because XChart
     * repaints a whole chart for any change: as the sprite turns, a still picture of the rest and
     * this one line are all a tick repaints.
     */
    public static void drawNow(Graphics2D g, Line2D line) {
        g.setColor(Palette.color(Ink.HIT));
        g.setStroke(NOW_LINE);
        g.draw(line);
    }

    /** Titles the chart with the sprite's name: in full, or in the short form where room is short. */
    public void title(boolean full) {
        setTitle(Texts.format(full ? "chart.tightness.title" : "chart.tightness.shortTitle", org.spriteplayground.sprite.SpriteLibrary.shownName(table.sprite())));
    }

    /** Returns whether the title stands within the plot's width, over which XChart centres it, as last painted. */
    public boolean titleFits() {
        return width(getTitle(), getStyler().getChartTitleFont()) <= plotBounds().getWidth();
    }

    /** Returns where the plot was last painted. */
    public Rectangle2D plotBounds() {
        Rectangle2D p = plot.getBounds();
        return new Rectangle2D.Double(p.getX() - shift, p.getY() - shift, p.getWidth(), p.getHeight());
    }

    /** Returns where the legend was last painted: right of the plot, centred on its height. Empty where it is left out. */
    public Rectangle2D legendBounds() {
        return new Rectangle(legendBounds);
    }

    /** Returns a bound's name where the legend is narrow: the short one some bounds have, else its name. */
    public static String shortName(BoundKind kind) {
        String key = "chart.short." + kind.name();
        return Texts.has(key) ? Texts.text(key) : kind.label();
    }

    /** Returns the x axis' value of {@code degrees}: quarter turns. */
    public static double x(double degrees) {
        return degrees / UNIT;
    }

    /** Returns the line style of a bound: the canvas's for it. */
    public static BasicStroke stroke(BoundKind kind) {
        return (BasicStroke) Palette.stroke(Ink.of(kind));
    }

    /** Returns the marker of a bound, its own among the chart's. */
    public static Marker marker(BoundKind kind) {
        return MARKERS.get(TightnessTable.CHART_KINDS.indexOf(kind));
    }

    /**
     * Adds the legend's series of {@code kind}: its marker every 45&deg; from {@code first}
     * degrees, on the table's nearest row, as lone points, the gaps between them not-a-number so
     * that no line joins them, while the legend still shows the bound's line with its marker.
     */
    private void markers(BoundKind kind, int first) {
        double[] degrees = new double[2 * 8];
        double[] areas = new double[degrees.length];
        for (int i = 0; i < 8; i++) {
            int at = (first + 45 * i) % 360;
            TightnessTable.Row row = table.rows().stream().min(java.util.Comparator.comparingDouble(r -> Math.abs(r.degrees() - at))).orElseThrow();
            degrees[2 * i] = row.degrees();
            areas[2 * i] = row.area(kind);
            degrees[2 * i + 1] = row.degrees();
            areas[2 * i + 1] = Double.NaN;
        }
        line(kind.name(), degrees, areas, stroke(kind), marker(kind));
    }

    private XYSeries line(String name, double[] degrees, double[] values, BasicStroke stroke, Marker marker) {
        XYSeries series = addSeries(name, Arrays.stream(degrees).map(TightnessChart::x).toArray(), values);
        series.setLineStyle(stroke);
        series.setMarker(marker);
        return series;
    }

    private static void style(XYSeries series, Color color, String label) {
        series.setLineColor(color);
        series.setMarkerColor(color);
        series.setLabel(label);
    }

    private static int width(String text, Font font) {
        return (int) Math.ceil(font.getStringBounds(text, new FontRenderContext(null, true, false)).getWidth());
    }
}
