package org.spriteplayground.worksheet;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * The coordinate ruler of the worksheet's figure: ticks inside the top and left edges of the
 * lesson's bounds, with their x written above the top edge and their y left of the left edge (on
 * the page round the figure, where nothing of the scene is), in world pixels as the readouts count them
 * (0 at the top left, y down), at a round step that keeps the numbers apart. Questions ask where a
 * centre is, how far apart two things are: on paper, the ruler is what they are read with.
 */
final class Ruler {

    /** The type size of the tick numbers, in points. */
    static final float SIZE = 6.5f;
    /** Room the x numbers take above the figure, in points. */
    static final float TOP_ROOM = 9;
    /** The least distance between two ticks, in points. */
    private static final double LEAST_APART = 36;
    private static final double[] STEPS = {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000};
    private static final float TICK = 3;

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

    /**
     * Paints the ruler's ticks of {@code ruled}, placed on the figure by {@code worldToFigure}, and
     * returns their numbers for the page to write as text beside them.
     */
    static List<Number> paint(Graphics2D g, AffineTransform worldToFigure, Aabb ruled) {
        double step = step(worldToFigure.getScaleX());
        g.setColor(Palette.color(Ink.TEXT));
        g.setStroke(new BasicStroke(0.5f));
        List<Number> numbers = new ArrayList<>();
        for (double x = Math.ceil(ruled.minX() / step) * step; x <= ruled.maxX() + 1e-9; x += step) {
            Point2D p = worldToFigure.transform(new Point2D.Double(x, ruled.minY()), null);
            g.draw(new Line2D.Double(p.getX(), p.getY(), p.getX(), p.getY() + TICK));
            numbers.add(new Number(p.getX(), p.getY() - 2, number(x), true));
        }
        // The corner's y is left to the x ruler's first number beside it.
        for (double y = Math.floor(ruled.minY() / step + 1) * step; y <= ruled.maxY() + 1e-9; y += step) {
            Point2D p = worldToFigure.transform(new Point2D.Double(ruled.minX(), y), null);
            g.draw(new Line2D.Double(p.getX(), p.getY(), p.getX() + TICK, p.getY()));
            numbers.add(new Number(p.getX() - 2, p.getY() + SIZE * 0.35, number(y), false));
        }
        return numbers;
    }

    /** Writes {@code numbers} as text on the page, for a figure whose top left is at ({@code left}, {@code top}) in points of the page. */
    static void write(PdfText text, List<Number> numbers, float left, float top) throws IOException {
        for (Number n : numbers) {
            float width = PdfText.widthOf(n.text(), PdfText.REGULAR, SIZE);
            float x = (float) (left + n.x() - (n.onTop() ? width / 2 : width));
            text.at(PdfText.REGULAR, SIZE, x, (float) (top - n.baseline()), n.text());
        }
    }

    /** Returns a tick's number: whole, as every step is. */
    static String number(double at) {
        return Long.toString(Math.round(at)); // not shown: digits alone, the same in every language
    }
}
