package org.spriteplayground.sprite;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;

/**
 * The bounds fitted to a sprite's convex hull in its own frame, beyond its box and circles: the
 * 8-direction discrete-orientation polytope and the smallest capsule along the long axis. Both
 * are convex and hold the hull's corners, so they hold every opaque pixel.
 */
final class BoundFits {

    /** Radii tried evenly before the capsule's radius is refined. */
    private static final int SCAN = 256;
    /** Golden-section steps that refine the capsule's radius between two scanned neighbours. */
    private static final int REFINE = 60;

    private BoundFits() {
    }

    /**
     * Returns the corners, in order, of the 8-DOP of {@code hull}: the region between the least
     * and the greatest shadow of the hull's corners on each of the directions 0&deg;, 45&deg;,
     * 90&deg; and 135&deg; - the tight box with its corners cut at 45&deg;. Up to eight corners
     * (fewer where a cut misses a box corner or meets another cut).
     */
    static List<Vec2> kdop8(List<Vec2> hull) {
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        double minSum = Double.POSITIVE_INFINITY;
        double maxSum = Double.NEGATIVE_INFINITY;
        double minDiff = Double.POSITIVE_INFINITY;
        double maxDiff = Double.NEGATIVE_INFINITY;
        for (Vec2 v : hull) {
            minX = Math.min(minX, v.x());
            maxX = Math.max(maxX, v.x());
            minY = Math.min(minY, v.y());
            maxY = Math.max(maxY, v.y());
            minSum = Math.min(minSum, v.x() + v.y());
            maxSum = Math.max(maxSum, v.x() + v.y());
            minDiff = Math.min(minDiff, v.y() - v.x());
            maxDiff = Math.max(maxDiff, v.y() - v.x());
        }
        List<Vec2> corners = List.of(new Vec2(minX, minY), new Vec2(maxX, minY), new Vec2(maxX, maxY), new Vec2(minX, maxY));
        // Each cut keeps a * x + b * y <= c (the 45° shadow is (x + y) / sqrt 2, the 135° one (y - x) / sqrt 2).
        corners = clip(corners, 1, 1, maxSum);
        corners = clip(corners, -1, -1, -minSum);
        corners = clip(corners, -1, 1, maxDiff);
        return clip(corners, 1, -1, -minDiff);
    }

    /** One step of Sutherland-Hodgman: the part of a convex polygon where a x + b y &le; c. */
    private static List<Vec2> clip(List<Vec2> polygon, double a, double b, double c) {
        List<Vec2> kept = new ArrayList<>();
        for (int k = 0; k < polygon.size(); k++) {
            Vec2 p = polygon.get(k);
            Vec2 q = polygon.get((k + 1) % polygon.size());
            double fp = a * p.x() + b * p.y() - c;
            double fq = a * q.x() + b * q.y() - c;
            if (fp <= 0) {
                kept.add(p);
            }
            if (fp < 0 && fq > 0 || fp > 0 && fq < 0) {
                double t = fp / (fp - fq);
                kept.add(new Vec2(p.x() + (q.x() - p.x()) * t, p.y() + (q.y() - p.y()) * t));
            }
        }
        return kept;
    }

    /**
     * Returns the smallest capsule around {@code hull} whose spine lies along the long side of
     * {@code box} (the hull's tight box; the y axis on a tie), on the box's centre line: its radius
     * is at least half the short side; for each radius the spine is as short as holding every
     * corner allows, and the radius is the one of least area, 2 r L + &pi; r&sup2;, found by an
     * even scan refined by golden section. The radius is finally grown by any rounding, so that
     * every corner is provably inside.
     */
    static Capsule capsule(List<Vec2> hull, Aabb box) {
        boolean upright = box.height() >= box.width();
        Vec2 centre = box.center();
        int n = hull.size();
        double[] along = new double[n];
        double[] across = new double[n];
        for (int k = 0; k < n; k++) {
            Vec2 v = hull.get(k);
            along[k] = upright ? v.y() : v.x();
            across[k] = Math.abs(upright ? v.x() - centre.x() : v.y() - centre.y());
        }
        double least = Math.min(box.width(), box.height()) / 2;
        double most = Math.hypot(box.width(), box.height()) / 2;
        double step = (most - least) / SCAN;
        double best = least;
        for (int i = 1; i <= SCAN; i++) {
            double r = least + i * step;
            if (area(along, across, r) < area(along, across, best)) {
                best = r;
            }
        }
        double lo = Math.max(least, best - step);
        double hi = Math.min(most, best + step);
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < REFINE; i++) {
            double m1 = hi - g * (hi - lo);
            double m2 = lo + g * (hi - lo);
            if (area(along, across, m1) <= area(along, across, m2)) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        double r = area(along, across, (lo + hi) / 2) < area(along, across, best) ? (lo + hi) / 2 : best;
        double[] ends = ends(along, across, r);
        double middle = upright ? centre.x() : centre.y();
        Segment spine = upright
                ? new Segment(new Vec2(middle, ends[0]), new Vec2(middle, ends[1]))
                : new Segment(new Vec2(ends[0], middle), new Vec2(ends[1], middle));
        for (Vec2 v : hull) {
            r = Math.max(r, Math.sqrt(spine.closestPoint(v).distanceSquared(v)));
        }
        return new Capsule(spine, r);
    }

    /** The area of the shortest capsule of radius {@code r} on the centre line around the corners. */
    private static double area(double[] along, double[] across, double r) {
        double[] ends = ends(along, across, r);
        return 2 * r * (ends[1] - ends[0]) + Math.PI * r * r;
    }

    /**
     * The shortest spine of radius {@code r} on the centre line holding every corner: corner k is
     * held when the spine reaches within sqrt(r&sup2; - across&sup2;) of its place along the line.
     * Where one point suffices, the spine is that point (the middle of where it may lie).
     */
    private static double[] ends(double[] along, double[] across, double r) {
        double start = Double.POSITIVE_INFINITY;
        double end = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < along.length; k++) {
            double reach = Math.sqrt(Math.max(0, r * r - across[k] * across[k]));
            start = Math.min(start, along[k] + reach);
            end = Math.max(end, along[k] - reach);
        }
        if (start > end) {
            double middle = (start + end) / 2;
            return new double[] {middle, middle};
        }
        return new double[] {start, end};
    }
}
