package org.spriteplayground.lesson;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.spriteplayground.geometry.Aabb;

/**
 * Seed 002's blind spot for one circle radius and one box, measured over every centre position
 * of the circle, without sampling on a lattice.
 *
 * <p>The exact test hits wherever the centre lies within r of the box: a rounded rectangle of
 * area w&middot;h + 2r(w + h) + &pi;r&sup2;. Seed 002 hits where the centre is in the box, or
 * within r of the box's edge along the ray from the box centre, or within r of the corner of the
 * centre's quadrant. The region is symmetric about both axes of the box, so one quadrant is
 * measured and counted four times. In a vertical line through the centre position (a column),
 * each of seed 002's conditions holds on one interval, found in closed form or, for the ray
 * condition above the box, by bisection of a function that only grows; the missed length of the
 * column is the exact-hit interval minus their union. Integrating that length over x (midpoint
 * rule on many narrow columns, split at the box's edge) gives the missed area.
 *
 * @param radius the circle radius
 * @param box the box
 * @param hitArea the area of centre positions where the exact test hits
 * @param missedArea the area of those where seed 002 misses
 */
record BlindSpot(double radius, Aabb box, double hitArea, double missedArea) {

    /** Columns per piece of the integration (one piece over the box, one beyond its edge). */
    private static final int COLUMNS = 1500;

    /** Returns the share of real hits seed 002 misses: missed area / hit area. */
    double missedShare() {
        return missedArea / hitArea;
    }

    /** Measures the blind spot of a circle of {@code radius} against {@code box}. */
    static BlindSpot of(double radius, Aabb box) {
        double hw = box.width() / 2;
        double hh = box.height() / 2;
        double quadrant = integrate(0, hw, radius, hw, hh) + integrate(hw, hw + radius, radius, hw, hh);
        double hitArea = box.width() * box.height() + 2 * radius * (box.width() + box.height()) + Math.PI * radius * radius;
        return new BlindSpot(radius, box, hitArea, 4 * quadrant);
    }

    private static double integrate(double from, double to, double r, double hw, double hh) {
        double width = (to - from) / COLUMNS;
        double sum = 0;
        for (int i = 0; i < COLUMNS; i++) {
            for (double[] interval : missed(from + (i + 0.5) * width, r, hw, hh)) {
                sum += interval[1] - interval[0];
            }
        }
        return sum * width;
    }

    /**
     * Returns boxes {@code columnWidth} wide that shade the blind spot around the box: each
     * column's missed stretches, mirrored into the four quadrants. A stretch shorter than the
     * column is wide is left out: the shading is filled without smoothing, so a sliver thinner
     * than a pixel (over the box's short ends seed 002 misses a real hit only in a band a few
     * hundredths of a unit thick) would come out as a whole row of pixels, far bigger than it is.
     */
    List<Aabb> shading(double columnWidth) {
        double hw = box.width() / 2;
        double hh = box.height() / 2;
        double cx = box.center().x();
        double cy = box.center().y();
        List<Aabb> boxes = new ArrayList<>();
        for (double u = columnWidth / 2; u - columnWidth / 2 < hw + radius; u += columnWidth) {
            for (double[] m : missed(u, radius, hw, hh)) {
                if (m[1] - m[0] < columnWidth) {
                    continue;
                }
                for (int sx = -1; sx <= 1; sx += 2) {
                    double x = cx + sx * u;
                    boxes.add(new Aabb(x - columnWidth / 2, cy + m[0], x + columnWidth / 2, cy + m[1]));
                    boxes.add(new Aabb(x - columnWidth / 2, cy - m[1], x + columnWidth / 2, cy - m[0]));
                }
            }
        }
        return boxes;
    }

    /**
     * Returns the stretches of the column at {@code u} &ge; 0 (measured from the box centre) where,
     * for v &ge; 0, the exact test hits and seed 002 misses, as [from, to] pairs in v, in order.
     */
    static List<double[]> missed(double u, double r, double hw, double hh) {
        double beyond = Math.max(0, u - hw);
        if (beyond > r) {
            return List.of();
        }
        double top = hh + Math.sqrt(r * r - beyond * beyond);
        List<double[]> caught = new ArrayList<>();
        if (u <= hw) {
            caught.add(new double[] {0, hh});
        } else {
            double reach = r * u / (u - hw);
            caught.add(new double[] {0, Math.min(u * hh / hw, Math.sqrt(Math.max(0, reach * reach - u * u)))});
        }
        double diagonal = u * hh / hw;
        double rayTop = rayTop(u, r, hh);
        if (rayTop >= diagonal) {
            caught.add(new double[] {diagonal, rayTop});
        }
        if (Math.abs(u - hw) <= r) {
            double s = Math.sqrt(r * r - (u - hw) * (u - hw));
            caught.add(new double[] {hh - s, hh + s});
        }
        caught.sort(Comparator.comparingDouble(c -> c[0]));
        List<double[]> missed = new ArrayList<>();
        double at = 0;
        for (double[] c : caught) {
            if (c[0] > at) {
                missed.add(new double[] {at, Math.min(c[0], top)});
            }
            at = Math.max(at, c[1]);
            if (at >= top) {
                break;
            }
        }
        if (at < top) {
            missed.add(new double[] {at, top});
        }
        missed.removeIf(m -> m[1] <= m[0]);
        return missed;
    }

    /**
     * Returns the highest v at which the ray step hits above the box's top edge: the root of
     * |c|(1 &minus; hh/v) = r, whose left side only grows for v &gt; hh, between hh and hh + r.
     */
    private static double rayTop(double u, double r, double hh) {
        double low = hh;
        double high = hh + r;
        for (int i = 0; i < 60; i++) {
            double v = (low + high) / 2;
            if (Math.sqrt(u * u + v * v) * (1 - hh / v) <= r) {
                low = v;
            } else {
                high = v;
            }
        }
        return low;
    }
}
