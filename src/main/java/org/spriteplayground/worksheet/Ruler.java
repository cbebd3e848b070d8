package org.spriteplayground.worksheet;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * The coordinate ruler of the worksheet's figure: ticks standing out from the top and left edges
 * of the figure's frame, with their x written above them and their y left of them, in world pixels
 * as the readouts count them (0 at the top left, y down), at a round step that keeps the numbers
 * apart. Ticks and numbers lie outside the frame, on the page round the figure, where no mark or
 * label of the scene is. Questions ask where a centre is, how far apart two things are: on paper,
 * the ruler is what they are read with.
 */
final class Ruler {

    /** The type size of the tick numbers, in points. */
    static final float SIZE = 6.5f;
    /** Room the x numbers take above the figure, in points. */
    static final float TOP_ROOM = 9;
    /** The least distance between two ticks, in points. */
    private static final double LEAST_APART = 36;
    private static final double[] STEPS = {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000};
    /** A tick's length, and the room between its outer end and its number, in points. */
    private static final float TICK = 3;
    private static final float NUMBER_GAP = 1.5f;
    /** The tick's line width, in points. */
    private static final float LINE = 0.5f;

    private Ruler() {
    }

    /** Returns the step between ticks, in world pixels, for a figure whose world pixel takes {@code scale} points. */
    static double step(double scale) {
        for (double step : STEPS) {
            if (step * scale >= LEAST_APART) {
                return step;
            }
        }
        return STEPS[STEPS.length - 1];
    }

    /**
     * One tick's number: where it stands on the figure (its right end for a y number, its middle
     * for an x number, at its baseline, in points of the figure from its top left) and its text.
     */
    record Number(double x, double baseline, String text, boolean onTop) {
    }

    /** One tick: its line, in points of the figure, and its number. */
    record Tick(Line2D line, Number number) {
    }

    /**
     * Returns the ticks of {@code ruled} (the lesson's bounds) for a figure whose frame is
     * {@code frame}, both placed on the figure by {@code worldToFigure}: an x tick at each step
     * across {@code ruled}, out from the frame's top edge, a y tick at each step down it, out from
     * the frame's left edge; each starts half its line outside the frame's edge.
     */
    static List<Tick> ticks(AffineTransform worldToFigure, Aabb frame, Aabb ruled) {
        double step = step(worldToFigure.getScaleX());
        Point2D corner = worldToFigure.transform(new Point2D.Double(frame.minX(), frame.minY()), null);
        double top = corner.getY() - LINE / 2;
        double left = corner.getX() - LINE / 2;
        List<Tick> ticks = new ArrayList<>();
        for (double x = Math.ceil(ruled.minX() / step) * step; x <= ruled.maxX() + 1e-9; x += step) {
            double at = worldToFigure.transform(new Point2D.Double(x, ruled.minY()), null).getX();
            ticks.add(new Tick(new Line2D.Double(at, top - TICK, at, top), new Number(at, top - TICK - NUMBER_GAP, number(x), true)));
        }
        // The corner's y is left to the x ruler's first number beside it.
        for (double y = Math.floor(ruled.minY() / step + 1) * step; y <= ruled.maxY() + 1e-9; y += step) {
            double at = worldToFigure.transform(new Point2D.Double(ruled.minX(), y), null).getY();
            ticks.add(new Tick(new Line2D.Double(left - TICK, at, left, at), new Number(left - TICK - NUMBER_GAP, at + SIZE * 0.35, number(y), false)));
        }
        return ticks;
    }

    /** Returns the box {@code n} takes on the figure when written, in points of the figure. */
    static Rectangle2D box(Number n) {
        float width = PdfText.widthOf(n.text(), PdfText.REGULAR, SIZE);
        return new Rectangle2D.Double(n.onTop() ? n.x() - width / 2 : n.x() - width, n.baseline() - SIZE, width, SIZE);
    }

    /**
     * Paints the ticks of {@code ruled} on a figure whose frame is {@code frame}, both placed by
     * {@code worldToFigure} ({@link #ticks}), and returns their numbers for the page to write as
     * text beside them.
     */
    static List<Number> paint(Graphics2D g, AffineTransform worldToFigure, Aabb frame, Aabb ruled) {
        g.setColor(Palette.color(Ink.TEXT));
        g.setStroke(new BasicStroke(LINE));
        List<Number> numbers = new ArrayList<>();
        for (Tick tick : ticks(worldToFigure, frame, ruled)) {
            g.draw(tick.line());
            numbers.add(tick.number());
        }
        return numbers;
    }

    /** Writes {@code numbers} as text on the page, for a figure whose top left is at ({@code left}, {@code top}) in points of the page. */
    static void write(PdfText text, List<Number> numbers, float left, float top) throws IOException {
        for (Number n : numbers) {
            text.at(PdfText.REGULAR, SIZE, (float) (left + box(n).getX()), (float) (top - n.baseline()), n.text());
        }
    }

    /** Returns a tick's number: whole, as every step is. */
    static String number(double at) {
        return Long.toString(Math.round(at)); // not shown: digits alone, the same in every language
    }
}
