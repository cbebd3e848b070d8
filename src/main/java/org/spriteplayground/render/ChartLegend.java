package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.font.FontRenderContext;
import java.awt.font.LineMetrics;
import java.awt.font.TextLayout;
import java.awt.geom.Line2D;
import java.util.List;
import org.knowm.xchart.XYSeries;

/**
 * A chart's legend, one row per series: a short line in the series' stroke and colour with its
 * marker in the middle, then the series' name. Every row is one line of the font tall (ascent,
 * descent and leading), so the names' baselines stand evenly apart whatever letters they hold
 * (XChart's own legend makes each row as tall as its name's ink, so "now" and "8-DOP" crowd
 * together), and a padding of a third of the type size keeps every name off the border. The
 * names are filled as outlines in the text colour, as XChart draws every other text.
 *
 * @param rows the series named, top to bottom
 * @param font the names' type
 * @param markerSize as in the plot
 * @param frc the render context the names are measured and drawn in
 */
record ChartLegend(List<XYSeries> rows, Font font, int markerSize, FontRenderContext frc) {

    private static final BasicStroke BORDER = new BasicStroke(1f);

    /** Returns the legend's size, border included, at the top left corner of {@code 0, 0}. */
    Rectangle size() {
        int names = 0;
        for (XYSeries row : rows) {
            names = Math.max(names, (int) Math.ceil(name(row).getAdvance()));
        }
        return new Rectangle(3 * padding() + sample() + names, 2 * padding() + rows.size() * pitch());
    }

    /** Paints the legend in {@code bounds} ({@link #size} placed), the border in {@code text}, the names too, on {@code background}. */
    void paint(Graphics2D g, Rectangle bounds, Color text, Color background) {
        g.setColor(background);
        g.fill(bounds);
        g.setColor(text);
        g.setStroke(BORDER);
        g.drawRect(bounds.x, bounds.y, bounds.width - 1, bounds.height - 1);
        LineMetrics line = font.getLineMetrics("", frc);
        for (int i = 0; i < rows.size(); i++) {
            XYSeries row = rows.get(i);
            float baseline = bounds.y + padding() + i * pitch() + line.getLeading() / 2 + line.getAscent();
            float middle = baseline + line.getStrikethroughOffset();
            float x = bounds.x + padding();
            g.setColor(row.getLineColor());
            g.setStroke(row.getLineStyle());
            g.draw(new Line2D.Float(x, middle, x + sample(), middle));
            g.setColor(row.getMarkerColor());
            row.getMarker().paint(g, x + sample() / 2.0, middle, markerSize);
            Graphics2D name = (Graphics2D) g.create();
            try {
                name.translate(x + sample() + padding(), baseline);
                name.setColor(text);
                name.fill(name(row).getOutline(null));
            } finally {
                name.dispose();
            }
        }
    }

    private TextLayout name(XYSeries row) {
        return new TextLayout(row.getLabel(), font, frc);
    }

    /** Returns the distance between two rows: one line of the font, or a marker with a pixel either side where that is taller. */
    private int pitch() {
        LineMetrics line = font.getLineMetrics("", frc);
        return Math.max((int) Math.ceil(line.getAscent() + line.getDescent() + line.getLeading()), markerSize + 2);
    }

    private int padding() {
        return Math.max(3, Math.round(font.getSize2D() / 3));
    }

    /** Returns the length of a row's sample line: three times the type size, long enough for a dash or two either side of the marker. */
    private int sample() {
        return Math.round(3 * font.getSize2D());
    }
}
