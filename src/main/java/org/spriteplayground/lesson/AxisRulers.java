package org.spriteplayground.lesson;

import java.util.Comparator;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/**
 * The separating-axes lesson's column of rulers: one row per axis tried, largest gap first. Each
 * row shows the axis's direction as a short arrow, then a ruler along it with the first shape's
 * shadow above the line and the second's below, in the shapes' inks; the gap between the shadows
 * in {@link Ink#APART}, or their overlap in {@link Ink#OVERLAPPING}; and a label with the axis's
 * angle and that number. The top row's ruler is drawn in {@link Ink#HIT}: the separating axis, or
 * the axis of least overlap that the push-out runs along. On a surface that shows no verdicts
 * ({@link DebugDraw#showsVerdicts()}, the pupils' figure of a worksheet, which asks for that axis)
 * the same rows stand in a fixed order, by the axis's angle, every ruler plain, so that each
 * row's number is there to read and neither place nor ink tells which answers. Every row shares
 * one scale, at most one world unit a unit, so that shadows on different rows compare.
 */
final class AxisRulers {

    /** At most this many rows are drawn; the rest (of a hull's many axes) are counted in the readouts. */
    static final int MOST = 6;

    /** Half the length of the arrow showing an axis's direction. */
    private static final double ARROW = 10;

    /** How far each shadow is drawn off the ruler's line, at least. */
    private static final double OFFSET = 4;

    /**
     * How far each shadow is drawn off the ruler's line, as a share of a marked point's ring (a
     * fixed size on screen, at the line scale): clear of the highlighted ruler's thick dots however
     * small the figure and thick the lines (presentation mode).
     */
    private static final double OFFSET_OF_RING = 0.65;

    private AxisRulers() {
    }

    /** Returns how many of {@code result}'s axes get a row: all, up to {@link #MOST}. */
    static int shown(SeparatingAxes.Result result) {
        return Math.min(MOST, result.axes().size());
    }

    /**
     * Draws the rows for {@code result} in {@code column}, with {@code inkA} and {@code inkB} for
     * the two shapes' shadows. A row is as tall as its label as this surface draws it, with the
     * shadows' band: where large type (presentation mode, UI scale 2, a small figure) leaves room
     * for fewer rows than {@link #shown}, the widest gaps keep theirs and a last line says how
     * many more axes were tested, so that no label is pushed under another row's ruler.
     */
    static void draw(Labels draw, SeparatingAxes.Result result, Aabb column, Aabb view, Ink inkA, Ink inkB) {
        List<SeparatingAxes.Shadows> all = result.byGap();
        double off = Math.max(OFFSET, OFFSET_OF_RING * draw.markRadius(view));
        // A label wider than the column (large type) breaks after the angle, to stay over its ruler.
        boolean twoLines = false;
        for (SeparatingAxes.Shadows s : all.subList(0, shown(result))) {
            twoLines |= draw.labelSize(label(s), view).x() > column.width();
        }
        double labelHeight = 0;
        for (SeparatingAxes.Shadows s : all.subList(0, shown(result))) {
            labelHeight = Math.max(labelHeight, draw.labelSize(label(s, twoLines), view).y());
        }
        double needed = labelHeight + 4 * off + 2 * OFFSET; // the shadow above the ruler, the one below, and room to spare
        int fit = (int) Math.max(1, Math.floor(column.height() / needed));
        int rowsDrawn = Math.min(shown(result), fit);
        if (rowsDrawn < all.size() && rowsDrawn == fit && fit > 1) {
            rowsDrawn--; // the last line says how many more
        }
        boolean verdicts = draw.showsVerdicts();
        List<SeparatingAxes.Shadows> rows = verdicts ? all.subList(0, rowsDrawn)
                : all.subList(0, rowsDrawn).stream().sorted(Comparator.comparingLong(AxisRulers::tenthsOfDegree)).toList();
        int slots = rowsDrawn + (rowsDrawn < all.size() ? 1 : 0);
        double rowHeight = column.height() / Math.max(slots, Math.min(fit, MOST)); // a few rows keep the usual height
        double rulerFrom = column.minX() + 3 * ARROW;
        double rulerTo = column.maxX();
        double widest = 0;
        for (SeparatingAxes.Shadows s : rows) {
            widest = Math.max(widest, span(s));
        }
        double scale = Math.min(1, (rulerTo - rulerFrom) / widest);
        double middle = (rulerFrom + rulerTo) / 2;
        for (int i = 0; i < rows.size(); i++) {
            SeparatingAxes.Shadows s = rows.get(i);
            double y = column.minY() + i * rowHeight + 2 * off;
            double centre = (Math.min(s.minA(), s.minB()) + Math.max(s.maxA(), s.maxB())) / 2;
            Ruler ruler = new Ruler(middle, centre, scale, y);
            Vec2 arrowAt = new Vec2(column.minX() + ARROW, y);
            draw.segment(arrowAt.minus(s.axis().times(ARROW)), arrowAt.plus(s.axis().times(ARROW)), Ink.HEADING);
            draw.segment(new Vec2(rulerFrom, y), new Vec2(rulerTo, y), i == 0 && verdicts ? Ink.HIT : Ink.CONSTRUCTION);
            draw.segment(ruler.at(s.minA(), -off), ruler.at(s.maxA(), -off), inkA);
            draw.segment(ruler.at(s.minB(), off), ruler.at(s.maxB(), off), inkB);
            double from = Math.min(s.maxA(), s.maxB());
            double to = Math.max(s.minA(), s.minB());
            if (s.gap() > 0) {
                draw.segment(ruler.at(from, 0), ruler.at(to, 0), Ink.APART);
            } else if (s.gap() < 0) {
                draw.segment(ruler.at(to, 0), ruler.at(from, 0), Ink.OVERLAPPING);
            }
            draw.label(new Vec2(middle, y + 2 * off), label(s, twoLines), i == 0 && verdicts ? Ink.HIT : Ink.TEXT, DebugDraw.Side.BELOW);
        }
        if (rows.size() < all.size()) {
            draw.label(new Vec2(middle, column.minY() + rows.size() * rowHeight + off), more(all.size() - rows.size()), Ink.TEXT, DebugDraw.Side.BELOW);
        }
    }

    /** Returns the last line of a column that shows fewer rows than axes tested. */
    static String more(int axes) {
        return Texts.format(axes == 1 ? "axes.more.one" : "axes.more.many", Text.count(axes));
    }

    /** Returns a row's label: the axis's angle and the gap or overlap on it. */
    static String label(SeparatingAxes.Shadows s) {
        return label(s, false);
    }

    /** Returns a row's label, on two lines (the angle, then the gap or overlap) if {@code twoLines}. */
    static String label(SeparatingAxes.Shadows s, boolean twoLines) {
        double gap = s.gap();
        return axisDegrees(s) + "°" + (twoLines ? "\n" : "  ") + Texts.format(gap > 0 ? "axes.ruler.gap" : "axes.ruler.overlap", Text.number(Math.abs(gap), 1));
    }

    /** Returns the axis's angle as a pupil reads it: 0.0 up to 179.9, never 180.0 (the same axis as 0.0). */
    static String axisDegrees(SeparatingAxes.Shadows s) {
        return Text.number(tenthsOfDegree(s) / 10.0, 1);
    }

    /** Returns the axis's angle in tenths of a degree as {@link #axisDegrees} writes it: 0 up to 1799. */
    static long tenthsOfDegree(SeparatingAxes.Shadows s) {
        return Math.round(s.degrees() * 10) % 1800;
    }

    /** Returns the length of the stretch both shadows of {@code s} cover, ends included. */
    private static double span(SeparatingAxes.Shadows s) {
        return Math.max(s.maxA(), s.maxB()) - Math.min(s.minA(), s.minB());
    }

    /** Where a value along an axis lands on a row's ruler. */
    private record Ruler(double middle, double centre, double scale, double y) {
        Vec2 at(double value, double off) {
            return new Vec2(middle + (value - centre) * scale, y + off);
        }
    }
}
