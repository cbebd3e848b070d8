package org.spriteplayground.ui.chart;

import java.awt.FontMetrics;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.spriteplayground.i18n.Texts;

/**
 * Where the tightness chart's parts go at one size: the legend beside the plot where the plot
 * still keeps most of the width and four turn ticks; else in lines under the plot, across the
 * chart's width; else the first that leaves a usable plot; else no legend. At each place the
 * bounds' full names come first, their short names where the full ones would take the room.
 */
final class TightnessLayout {

    /** Space between parts, in pixels. */
    static final int PAD = 8;
    /** Width of a legend entry's line sample, in pixels. */
    static final int SAMPLE = 34;
    /** The coarsest turn step that still labels four ticks across: 0°, 90°, ..., 360°. */
    private static final int COARSEST_STEP = 90;

    private final FontMetrics fm;
    private final int width;
    private final int height;
    private final int left;
    private final int plotTop;
    private final int endLabel;

    private TightnessLayout(FontMetrics fm, int width, int height, double top) {
        this.fm = fm;
        this.width = width;
        this.height = height;
        this.plotTop = PAD + fm.getHeight() + PAD;
        this.left = PAD + fm.getHeight() + PAD + fm.stringWidth(String.format(Texts.numbers(), "%,d", Math.round(top))) + PAD;
        // The 360° label is centred on the plot's right edge: half of it stands beyond the plot.
        this.endLabel = fm.stringWidth(ChartTicks.turnLabel(360)) / 2;
    }

    /**
     * Returns the layout at {@code width} x {@code height} pixels with {@code fm}'s text sizes, for
     * a y axis up to {@code top}: the first {@linkplain #readable readable} of the legend beside
     * the plot (full names, then short ones) and under it; else the first {@linkplain #usable
     * usable} of the short-named ones; else the plot alone.
     */
    static TightnessPlot.Layout of(FontMetrics fm, int width, int height, double top) {
        TightnessLayout at = new TightnessLayout(fm, width, height, top);
        List<TightnessPlot.Layout> tried = List.of(at.beside(false), at.beside(true), at.below());
        return tried.stream().filter(l -> readable(l, fm, width)).findFirst()
                .or(() -> tried.stream().skip(1).filter(l -> usable(l, fm, width)).findFirst())
                .orElseGet(at::bare);
    }

    /**
     * Returns whether {@code layout} leaves a readable plot: more than half the chart's width,
     * at least four labelled turn ticks, and tall enough for two labelled ticks up.
     */
    static boolean readable(TightnessPlot.Layout layout, FontMetrics fm, int width) {
        Rectangle p = layout.plot();
        return p.width > width / 2 && layout.turnStep() <= COARSEST_STEP && p.height >= 3 * fm.getHeight();
    }

    /**
     * Returns whether {@code layout} leaves at least a usable plot where no readable one fits
     * (large type in a short chart): two fifths of the width, both end labels, two ticks up.
     */
    private static boolean usable(TightnessPlot.Layout layout, FontMetrics fm, int width) {
        Rectangle p = layout.plot();
        return p.width > width * 2 / 5 && p.width >= 2 * fm.stringWidth(ChartTicks.turnLabel(360)) + PAD && p.height >= 2 * fm.getHeight();
    }

    /** Returns the legend's texts in entry order: each bound, the opaque area, "now"; short or full names. */
    static List<String> labels(boolean compact) {
        return Stream.concat(Stream.concat(TightnessPlot.styles().stream(), Stream.of(SeriesStyle.opaque()))
                .map(s -> compact ? s.shortLabel() : s.label()), Stream.of(Texts.text("chart.tightness.now"))).toList();
    }

    /** Returns the height of one legend row. */
    private int legendRow() {
        return Math.max(fm.getHeight(), 14) + 4;
    }

    /** Returns the width of an entry: its line sample and its text. */
    private int entryWidth(String label) {
        return SAMPLE + PAD + fm.stringWidth(label);
    }

    /**
     * Beside the plot, level with its top, in one column while the entries fit under each other;
     * on a short chart from just under the title's line, in as many columns as it needs.
     */
    private TightnessPlot.Layout beside(boolean compact) {
        int row = legendRow();
        int entries = TightnessPlot.LEGEND_ENTRIES;
        int legendTop = (height - plotTop - PAD) / row >= entries ? plotTop : PAD + fm.getHeight();
        int rows = Math.max(1, Math.min(entries, (height - legendTop - PAD) / row));
        int columns = (entries + rows - 1) / rows;
        rows = (entries + columns - 1) / columns;
        List<String> labels = labels(compact);
        int columnWidth = labels.stream().mapToInt(this::entryWidth).max().orElse(0) + 2 * PAD;
        int right = width - columns * columnWidth - PAD - endLabel;
        Rectangle plot = plot(right, height - axisFoot());
        int legendX = right + endLabel + PAD;
        List<Rectangle> boxes = new ArrayList<>();
        for (int k = 0; k < entries; k++) {
            boxes.add(new Rectangle(legendX + (k / rows) * columnWidth, legendTop + (k % rows) * row, columnWidth - PAD, row));
        }
        return new TightnessPlot.Layout(plot, turnStep(plot), rows, compact, boxes);
    }

    /**
     * In lines under the plot and its axis title, each entry as wide as its text, as many to a
     * line as the chart's width holds: the names that need fewer lines, the full ones where both
     * need as many.
     */
    private TightnessPlot.Layout below() {
        List<Rectangle> full = flow(labels(false));
        List<Rectangle> brief = flow(labels(true));
        boolean compact = lines(brief) < lines(full);
        List<Rectangle> boxes = compact ? brief : full;
        int legendHeight = lines(boxes) * legendRow();
        int legendTop = height - PAD - legendHeight;
        Rectangle plot = plot(width - PAD - endLabel, height - axisFoot() - legendHeight);
        boxes.forEach(b -> b.translate(0, legendTop));
        return new TightnessPlot.Layout(plot, turnStep(plot), lines(boxes), compact, boxes);
    }

    /** Returns the boxes of entries with {@code labels}, line by line from the top, each line starting at the left. */
    private List<Rectangle> flow(List<String> labels) {
        List<Rectangle> boxes = new ArrayList<>();
        int x = PAD;
        int y = 0;
        for (String label : labels) {
            int w = entryWidth(label);
            if (x > PAD && x + w > width - PAD) {
                x = PAD;
                y += legendRow();
            }
            boxes.add(new Rectangle(x, y, w, legendRow()));
            x += w + 2 * PAD;
        }
        return boxes;
    }

    private int lines(List<Rectangle> boxes) {
        return (int) boxes.stream().mapToInt(b -> b.y).distinct().count();
    }

    /** The plot alone, each curve still told apart by its dashes and marker. */
    private TightnessPlot.Layout bare() {
        Rectangle plot = plot(width - PAD - endLabel, height - axisFoot());
        return new TightnessPlot.Layout(plot, turnStep(plot), 0, false, List.of());
    }

    /** Returns the room the turn labels and the axis title take under the plot. */
    private int axisFoot() {
        return PAD + 2 * fm.getHeight() + PAD;
    }

    private Rectangle plot(int right, int bottom) {
        return new Rectangle(left, plotTop, Math.max(1, right - left), Math.max(1, bottom - plotTop));
    }

    private int turnStep(Rectangle plot) {
        return ChartTicks.turnStep(plot.width, fm.stringWidth(ChartTicks.turnLabel(315)));
    }
}
