package org.spriteplayground.ui.chart;

import java.awt.BasicStroke;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;
import javax.swing.UIManager;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.BoundKind;

/**
 * Paints the tightness chart with Java2D: a curve per bound kind, each drawn as one path so its
 * dashes run along the whole curve exactly as in the legend, with its own marker every 45&deg;;
 * the opaque area as a flat line; a "now" line at the sprite's angle. Colours are read from the
 * theme at every paint.
 */
final class TightnessPlot {

    private static final BasicStroke NOW = new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 3f}, 0f);
    private static final BasicStroke HAIRLINE = new BasicStroke(1f);
    private static final int PAD = TightnessLayout.PAD;
    private static final int SAMPLE = TightnessLayout.SAMPLE;

    /**
     * Where the parts go at one size ({@link TightnessLayout}).
     *
     * @param plot the plot area
     * @param turnStep degrees between x ticks
     * @param legendRows rows of the legend; 0 for no legend
     * @param compact whether the legend names the bounds by their short names
     * @param entries each legend entry's box, in {@link #LEGEND_ENTRIES} order; empty for no legend
     */
    record Layout(Rectangle plot, int turnStep, int legendRows, boolean compact, List<Rectangle> entries) {

        /** Returns where legend entry {@code k} is drawn: its box. */
        Rectangle legendEntry(int k, FontMetrics fm) {
            return entries.get(k);
        }
    }

    /** The legend's entries: a line per bound kind, the opaque area, and the "now" line. */
    static final int LEGEND_ENTRIES = TightnessTable.CHART_KINDS.size() + 2;

    /** Returns the curves' styles, named in the language in force. */
    static List<SeriesStyle> styles() {
        return SeriesStyle.of(TightnessTable.CHART_KINDS);
    }

    private TightnessTable table;
    private double top = 1;
    private double degrees = Double.NaN;
    private final List<Rectangle> inked = new ArrayList<>();

    /** Shows {@code table}'s curves; the y axis reaches a little above the largest area. */
    void table(TightnessTable table) {
        this.table = table;
        double max = table.opaquePixels();
        for (TightnessTable.Row row : table.rows()) {
            for (double area : row.areas()) {
                max = Math.max(max, area);
            }
        }
        top = max * 1.05;
    }

    /** Puts the "now" line at {@code degrees}. */
    void now(double degrees) {
        this.degrees = degrees;
    }

    /** Returns the layout at {@code width} x {@code height} pixels with {@code fm}'s text sizes. */
    Layout layout(FontMetrics fm, int width, int height) {
        return TightnessLayout.of(fm, width, height, top);
    }

    /** Returns whether {@code layout} leaves a readable plot and shows the legend. */
    static boolean roomy(Layout layout, FontMetrics fm, int width) {
        return layout.legendRows() > 0 && TightnessLayout.readable(layout, fm, width);
    }

    /** Returns the ink bounds of every text the last {@link #paint} drew, in the chart's pixels. */
    List<Rectangle> inkedTexts() {
        return List.copyOf(inked);
    }

    /** Draws {@code text} with its baseline starting at (x, y) and keeps where its ink went. */
    private void text(Graphics2D g, String text, double x, double y) {
        g.drawString(text, (float) x, (float) y);
        inked.add(g.getFont().createGlyphVector(g.getFontRenderContext(), text).getPixelBounds(null, (float) x, (float) y));
    }

    /** Paints the whole chart into {@code g} at {@code width} x {@code height} pixels. */
    void paint(Graphics2D g, int width, int height) {
        ChartColors colors = ChartColors.current();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        inked.clear();
        g.setFont(ChartFont.fitting(g, UIManager.getFont("Label.font"), f -> roomy(layout(g.getFontMetrics(f), width, height), g.getFontMetrics(f), width)));
        FontMetrics fm = g.getFontMetrics();
        g.setColor(colors.background());
        g.fillRect(0, 0, width, height);
        if (table == null) {
            return;
        }
        Layout layout = layout(fm, width, height);
        Rectangle p = layout.plot();
        g.setColor(colors.plot());
        g.fill(p);
        axes(g, fm, layout, colors);
        Graphics2D inside = (Graphics2D) g.create();
        inside.clip(p);
        curves(inside, p, colors);
        inside.dispose();
        g.setColor(colors.text());
        g.setStroke(HAIRLINE);
        g.draw(p);
        String title = Texts.format("chart.tightness.title", table.sprite());
        if (fm.stringWidth(title) > p.width) {
            title = Texts.format("chart.tightness.shortTitle", table.sprite());
        }
        text(g, title, p.x + Math.max(0, (p.width - fm.stringWidth(title)) / 2), PAD + fm.getAscent());
        if (layout.legendRows() > 0) {
            legend(g, fm, layout, colors);
        }
    }

    private void axes(Graphics2D g, FontMetrics fm, Layout layout, ChartColors colors) {
        Rectangle p = layout.plot();
        g.setStroke(HAIRLINE);
        int labelY = p.y + p.height + 4 + fm.getAscent();
        for (int d = 0; d <= 360; d += layout.turnStep()) {
            double x = x(p, d);
            g.setColor(colors.grid());
            g.draw(new Line2D.Double(x, p.y, x, p.y + p.height));
            g.setColor(colors.text());
            g.draw(new Line2D.Double(x, p.y + p.height, x, p.y + p.height + 3));
            String label = ChartTicks.turnLabel(d);
            text(g, label, x - fm.stringWidth(label) / 2.0, labelY);
        }
        double step = ChartTicks.roundStep(top, p.height, 2 * fm.getHeight());
        for (double v = 0; v <= top; v += step) {
            double y = y(p, v);
            g.setColor(colors.grid());
            g.draw(new Line2D.Double(p.x, y, p.x + p.width, y));
            g.setColor(colors.text());
            g.draw(new Line2D.Double(p.x - 3, y, p.x, y));
            String label = String.format(Texts.numbers(), "%,d", Math.round(v));
            // Level with its line, but never lower than the plot's foot, where the turn labels begin.
            text(g, label, p.x - 5 - fm.stringWidth(label), Math.min(y + fm.getAscent() / 2.0 - 1, p.y + p.height));
        }
        String across = Texts.text("chart.tightness.x");
        text(g, across, p.x + (p.width - fm.stringWidth(across)) / 2, labelY + fm.getHeight());
        String up = Texts.text("chart.tightness.y");
        AffineTransform saved = g.getTransform();
        AffineTransform turn = AffineTransform.getRotateInstance(-Math.PI / 2, PAD + fm.getAscent(), p.y + p.height / 2.0 + fm.stringWidth(up) / 2.0);
        g.transform(turn);
        g.drawString(up, PAD + fm.getAscent(), (float) (p.y + p.height / 2.0 + fm.stringWidth(up) / 2.0));
        g.setTransform(saved);
        Rectangle upright = g.getFont().createGlyphVector(g.getFontRenderContext(), up)
                .getPixelBounds(null, PAD + fm.getAscent(), (float) (p.y + p.height / 2.0 + fm.stringWidth(up) / 2.0));
        inked.add(turn.createTransformedShape(upright).getBounds());
    }

    private void curves(Graphics2D g, Rectangle p, ChartColors colors) {
        List<SeriesStyle> styles = styles();
        List<TightnessTable.Row> rows = table.rows();
        for (int k = 0; k < styles.size(); k++) {
            BoundKind kind = TightnessTable.CHART_KINDS.get(k);
            Path2D.Double curve = new Path2D.Double();
            for (TightnessTable.Row row : rows) {
                double x = x(p, row.degrees());
                double y = y(p, row.area(kind));
                if (curve.getCurrentPoint() == null) {
                    curve.moveTo(x, y);
                } else {
                    curve.lineTo(x, y);
                }
            }
            // The turn closes: the curve returns to its 0° value at 360°.
            curve.lineTo(x(p, 360), y(p, rows.get(0).area(kind)));
            styles.get(k).drawLine(g, curve);
        }
        double opaqueY = y(p, table.opaquePixels());
        SeriesStyle.opaque().drawLine(g, new Line2D.Double(p.x, opaqueY, p.x + p.width, opaqueY));
        // Markers every 45°, each series a few degrees on from the last so none hide another.
        for (int k = 0; k < styles.size(); k++) {
            BoundKind kind = TightnessTable.CHART_KINDS.get(k);
            for (TightnessTable.Row row : rows) {
                if (Math.floorMod(Math.round(row.degrees()) - 6L * k - 3, 45L) == 0) {
                    styles.get(k).drawMarker(g, x(p, row.degrees()), y(p, row.area(kind)), colors.plot());
                }
            }
        }
        for (int d = 42; d < 360; d += 45) {
            SeriesStyle.opaque().drawMarker(g, x(p, d), opaqueY, colors.plot());
        }
        if (!Double.isNaN(degrees)) {
            double x = x(p, degrees);
            g.setColor(Palette.color(Ink.HIT));
            g.setStroke(NOW);
            g.draw(new Line2D.Double(x, p.y, x, p.y + p.height));
        }
    }

    private void legend(Graphics2D g, FontMetrics fm, Layout layout, ChartColors colors) {
        List<SeriesStyle> styles = new ArrayList<>(styles());
        styles.add(SeriesStyle.opaque());
        List<String> labels = TightnessLayout.labels(layout.compact());
        for (int k = 0; k < styles.size(); k++) {
            entry(g, fm, styles.get(k), labels.get(k), layout.legendEntry(k, fm), colors);
        }
        Rectangle now = layout.legendEntry(styles.size(), fm);
        int y = now.y + now.height / 2;
        g.setColor(Palette.color(Ink.HIT));
        g.setStroke(NOW);
        g.draw(new Line2D.Double(now.x + SAMPLE / 2.0, now.y + 2, now.x + SAMPLE / 2.0, now.y + now.height - 2));
        g.setColor(colors.text());
        text(g, labels.get(styles.size()), now.x + SAMPLE + PAD, y + fm.getAscent() / 2 - 1);
    }

    private void entry(Graphics2D g, FontMetrics fm, SeriesStyle style, String label, Rectangle box, ChartColors colors) {
        int x = box.x;
        int y = box.y + box.height / 2;
        style.drawLine(g, new Line2D.Double(x, y, x + SAMPLE, y));
        style.drawMarker(g, x + SAMPLE / 2.0, y, colors.background());
        g.setColor(colors.text());
        text(g, label, x + SAMPLE + PAD, y + fm.getAscent() / 2 - 1);
    }

    private static double x(Rectangle p, double degrees) {
        return p.x + p.width * degrees / 360.0;
    }

    private double y(Rectangle p, double area) {
        return p.y + p.height * (1 - area / top);
    }
}
