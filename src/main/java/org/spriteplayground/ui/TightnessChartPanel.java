package org.spriteplayground.ui;

import java.awt.BasicStroke;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * The tightness chart: for the lesson's sprite, the area of every bound kind against the turn
 * (0-360&deg;), the opaque area as a flat line, and a marker at the sprite's current angle that
 * moves live. Below it, the angles where the circle and the AABB swap places.
 */
final class TightnessChartPanel extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final String NOW = "now";
    private static final String OPAQUE = "opaque pixels";

    private final XYChart chart;
    private final XChartPanel<XYChart> view;
    private final JLabel crossovers = new JLabel(" ");
    private transient TightnessTable table;
    private double maxArea;
    private double shownDegrees = Double.NaN;

    TightnessChartPanel() {
        super(new BorderLayout());
        setName("tightnessChart");
        chart = new XYChartBuilder().width(700).height(230).title("Bound area against turn").xAxisTitle("turn (°)").yAxisTitle("area (px²)").build();
        XYStyler styler = chart.getStyler();
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
        styler.setXAxisTickMarkSpacingHint(160);
        styler.setXAxisDecimalPattern("0°");
        styler.setYAxisDecimalPattern("#,##0");
        styler.setChartTitleVisible(true);
        styler.setPlotGridLinesVisible(true);
        chart.getStyler().setXAxisMin(0.0);
        chart.getStyler().setXAxisMax(360.0);
        view = new XChartPanel<>(chart);
        view.setName("tightnessChartView");
        add(view, BorderLayout.CENTER);
        crossovers.setName("crossovers");
        crossovers.setBorder(javax.swing.BorderFactory.createEmptyBorder(2, 10, 4, 10));
        add(crossovers, BorderLayout.SOUTH);
        setPreferredSize(new Dimension(760, 280));
        applyTheme();
    }

    /** Shows {@code focus}: rebuilds the curves when the sprite changed, else only moves the marker. */
    void show(SpriteFocus focus) {
        SpriteAnalysis sprite = focus.sprite();
        if (table == null || !table.sprite().equals(sprite.sprite().name())) {
            rebuild(sprite);
        }
        double degrees = Math.round(focus.degrees()) % 360;
        if (degrees != shownDegrees) {
            shownDegrees = degrees;
            chart.updateXYSeries(NOW, new double[] {degrees, degrees}, new double[] {0, maxArea}, null);
            view.repaint();
        }
    }

    /** Returns the table the chart shows, for export; null before the first {@link #show}. */
    TightnessTable table() {
        return table;
    }

    /** Writes the chart as a PNG file. */
    void savePng(Path file) throws IOException {
        String path = file.toString();
        String base = path.toLowerCase(Locale.ROOT).endsWith(".png") ? path.substring(0, path.length() - 4) : path;
        BitmapEncoder.saveBitmap(chart, base, BitmapEncoder.BitmapFormat.PNG);
    }

    private void rebuild(SpriteAnalysis sprite) {
        table = TightnessTable.of(sprite, 1);
        for (String name : List.copyOf(chart.getSeriesMap().keySet())) {
            chart.removeSeries(name);
        }
        double[] x = table.rows().stream().mapToDouble(TightnessTable.Row::degrees).toArray();
        maxArea = 0;
        for (BoundKind kind : TightnessTable.KINDS) {
            double[] y = table.rows().stream().mapToDouble(r -> r.area(kind)).toArray();
            for (double v : y) {
                maxArea = Math.max(maxArea, v);
            }
            XYSeries series = chart.addSeries(kind.label(), x, y);
            Ink ink = ink(kind);
            series.setMarker(SeriesMarkers.NONE);
            series.setLineColor(Palette.color(ink));
            series.setLineStyle((BasicStroke) Palette.stroke(ink));
        }
        double[] opaque = new double[x.length];
        java.util.Arrays.fill(opaque, table.opaquePixels());
        XYSeries truth = chart.addSeries(OPAQUE, x, opaque);
        truth.setMarker(SeriesMarkers.NONE);
        truth.setLineColor(Palette.color(Ink.TEXT));
        truth.setLineStyle(new BasicStroke(3f));
        maxArea *= 1.05;
        XYSeries now = chart.addSeries(NOW, new double[] {0, 0}, new double[] {0, maxArea});
        now.setMarker(SeriesMarkers.NONE);
        now.setLineColor(Palette.color(Ink.HIT));
        now.setLineStyle(new BasicStroke(2f));
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(maxArea);
        chart.setTitle("Bound area against turn: " + table.sprite());
        shownDegrees = Double.NaN;
        int w = sprite.sprite().width();
        int h = sprite.sprite().height();
        List<Double> angles = TightnessTable.circleAabbCrossovers(w, h);
        crossovers.setText(angles.isEmpty()
                ? "The AABB is tighter than the circle at every turn."
                : String.format(Locale.ROOT, "Circle and AABB have equal area at %.1f° and %.1f° (and every 90° after): the circle is tighter in between.",
                        angles.get(0), angles.get(1)));
        view.repaint();
    }

    private static Ink ink(BoundKind kind) {
        return switch (kind) {
            case CIRCLE -> Ink.BOUNDING_CIRCLE;
            case AABB -> Ink.AABB;
            case TIGHT_AABB -> Ink.TIGHT_AABB;
            case OBB -> Ink.OBB;
            case MIN_CIRCLE -> Ink.MIN_CIRCLE;
            case PIXELS -> Ink.TEXT;
        };
    }

    /** Takes the theme's colours: the chart follows light and dark like the rest. */
    private void applyTheme() {
        if (chart == null) {
            return;
        }
        Color background = UIManager.getColor("Panel.background");
        Color foreground = UIManager.getColor("Label.foreground");
        if (background == null || foreground == null) {
            return;
        }
        XYStyler styler = chart.getStyler();
        styler.setChartBackgroundColor(background);
        styler.setPlotBackgroundColor(Palette.background());
        styler.setLegendBackgroundColor(background);
        styler.setChartFontColor(foreground);
        styler.setPlotBorderColor(foreground);
        styler.setPlotGridLinesColor(Palette.grid());
        chart.getStyler().setAxisTickLabelsColor(foreground);
        chart.getStyler().setAxisTickMarksColor(foreground);
        if (table != null) {
            String name = table.sprite();
            table = null;
            crossovers.setText(" ");
            // The series colours are theme keys too: rebuild them on the next show.
            shownDegrees = Double.NaN;
            chart.setTitle("Bound area against turn: " + name);
        }
    }

    @Override
    public void updateUI() {
        super.updateUI();
        applyTheme();
    }
}
