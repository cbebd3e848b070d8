package org.spriteplayground.ui.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.Stroke;
import java.util.List;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.BoundKind;

/**
 * How one series of the tightness chart looks, the same in the plot and in the legend: its ink
 * (a theme colour), its own line style - the canvas's style for that bound - and its own marker.
 *
 * @param label the legend's text
 * @param shortLabel the legend's text where room is short (several legend columns)
 * @param ink the theme colour key
 * @param stroke the line style, dashes and all
 * @param marker the point mark
 */
public record SeriesStyle(String label, String shortLabel, Ink ink, BasicStroke stroke, ChartMarker marker) {

    private static final BasicStroke OPAQUE_STROKE = new BasicStroke(3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {18f, 6f}, 0f);

    /** Returns the opaque-pixel line, named in the language in force: long dashes, unlike any bound's style. */
    static SeriesStyle opaque() {
        return new SeriesStyle(Texts.text("chart.opaque"), Texts.text("chart.opaque.short"), Ink.TEXT, OPAQUE_STROKE, ChartMarker.PLUS);
    }

    private static final Stroke OUTLINE = new BasicStroke(1.5f);
    private static final double MARK_SIZE = 8;

    /** Returns the style of each of the chart's bound kinds, in {@code kinds} order. */
    static List<SeriesStyle> of(List<BoundKind> kinds) {
        return kinds.stream().map(SeriesStyle::of).toList();
    }

    /** Returns the style of one bound kind's curve. */
    public static SeriesStyle of(BoundKind kind) {
        Ink ink = Ink.of(kind);
        // The bounds take the marks in order; the last, PLUS, is the opaque line's.
        ChartMarker marker = ChartMarker.values()[kind.ordinal() % (ChartMarker.values().length - 1)];
        String shortKey = "chart.short." + kind.name(); // a shorter name where the legend is narrow, for some kinds
        String shortLabel = Texts.has(shortKey) ? Texts.text(shortKey) : kind.label();
        return new SeriesStyle(kind.label(), shortLabel, ink, (BasicStroke) Palette.stroke(ink), marker);
    }

    /** Returns the series colour in the current theme. */
    Color color() {
        return Palette.color(ink);
    }

    /** Draws a line of this series (a curve, or the legend's sample) in its colour and style. */
    void drawLine(Graphics2D g, Shape line) {
        g.setColor(color());
        g.setStroke(stroke);
        g.draw(line);
    }

    /** Draws this series' marker at (x, y); closed marks are filled with {@code inside}. */
    void drawMarker(Graphics2D g, double x, double y, Color inside) {
        Shape mark = marker.at(x, y, MARK_SIZE);
        if (marker.closed()) {
            g.setColor(inside);
            g.fill(mark);
        }
        g.setColor(color());
        g.setStroke(OUTLINE);
        g.draw(mark);
    }
}
