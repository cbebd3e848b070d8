package org.spriteplayground.sprite;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.geometry.Vec2;

/**
 * A convex polygon fixed in a sprite's frame (its hull, or its 8-DOP), made ready for the
 * separating axis test at whole-degree turns, with no object made per test once two polygons
 * have met (see {@link PolygonPair}): its corners and its
 * edges' unit normals (one per direction), its own shadow on each normal (the same at every
 * turn, since the normal turns with it), and its normals turned by each whole degree.
 *
 * <p>A test works in the first polygon's frame: the second is turned by the difference of the
 * turns and moved by the offset turned back, so only one offset is turned per test. The
 * polygons meet unless, on one of the two polygons' edge normals, their shadows are apart by
 * more than {@link Tolerance#TOUCH} (touching counts).
 */
final class TurningPolygon {

    /** Most partners whose pairs are kept. */
    static final int PARTNERS = 8;

    /** Corners. */
    final int n;
    final double[] x;
    final double[] y;
    /** Axes: the edges' unit normals, one per direction, and the polygon's own shadow on each. */
    final int m;
    final double[] nx;
    final double[] ny;
    final double[] lo;
    final double[] hi;
    /** Axis k turned by d degrees is ({@code tnx[d * m + k]}, {@code tny[d * m + k]}). */
    final double[] tnx;
    final double[] tny;
    /** The pairs with the partners met last, newest first; replaced whole, so readers on other threads see a complete array. */
    private volatile PolygonPair[] pairs = new PolygonPair[0];

    /**
     * Prepares the convex polygon with {@code corners} in order (either way round); corners that
     * repeat the one before are dropped.
     *
     * @throws IllegalArgumentException with fewer than three distinct corners
     */
    TurningPolygon(List<Vec2> corners) {
        List<Vec2> distinct = new ArrayList<>();
        for (Vec2 c : corners) {
            if (distinct.isEmpty() || !distinct.get(distinct.size() - 1).equals(c)) {
                distinct.add(c);
            }
        }
        while (distinct.size() > 1 && distinct.get(0).equals(distinct.get(distinct.size() - 1))) {
            distinct.remove(distinct.size() - 1);
        }
        if (distinct.size() < 3) {
            throw new IllegalArgumentException("a polygon needs three distinct corners, had " + distinct);
        }
        n = distinct.size();
        x = new double[n];
        y = new double[n];
        for (int k = 0; k < n; k++) {
            x[k] = distinct.get(k).x();
            y[k] = distinct.get(k).y();
        }
        // One axis per direction: a parallel edge (the far side of a box or an 8-DOP) adds nothing.
        List<double[]> axes = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int j = (k + 1) % n;
            double length = Math.hypot(x[j] - x[k], y[j] - y[k]);
            double ux = -(y[j] - y[k]) / length;
            double uy = (x[j] - x[k]) / length;
            if (axes.stream().noneMatch(u -> Math.abs(u[0] * uy - u[1] * ux) <= SeparatingAxes.PARALLEL)) {
                axes.add(new double[] {ux, uy});
            }
        }
        m = axes.size();
        nx = new double[m];
        ny = new double[m];
        lo = new double[m];
        hi = new double[m];
        for (int k = 0; k < m; k++) {
            nx[k] = axes.get(k)[0];
            ny[k] = axes.get(k)[1];
            lo[k] = Double.POSITIVE_INFINITY;
            hi[k] = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                double p = nx[k] * x[i] + ny[k] * y[i];
                lo[k] = Math.min(lo[k], p);
                hi[k] = Math.max(hi[k], p);
            }
        }
        tnx = new double[360 * m];
        tny = new double[360 * m];
        for (int d = 0; d < 360; d++) {
            double c = DegreeTables.COS[d];
            double s = DegreeTables.SIN[d];
            for (int k = 0; k < m; k++) {
                tnx[d * m + k] = nx[k] * c - ny[k] * s;
                tny[d * m + k] = nx[k] * s + ny[k] * c;
            }
        }
    }

    /** Returns the area (the shoelace formula). */
    double area() {
        double twice = 0;
        for (int k = 0; k < n; k++) {
            int j = (k + 1) % n;
            twice += x[k] * y[j] - x[j] * y[k];
        }
        return Math.abs(twice) / 2;
    }

    /**
     * Returns whether polygon {@code a} turned by {@code da} degrees about its pivot and polygon
     * {@code b} turned by {@code db} degrees about a pivot ({@code dx}, {@code dy}) from a's meet.
     * The pair's shadows are worked out the first time the two meet and kept (for the last
     * {@value #PARTNERS} partners), so a test is one projection of the offset per axis.
     */
    static boolean meet(TurningPolygon a, int da, TurningPolygon b, int db, double dx, double dy) {
        double c = DegreeTables.COS[da];
        double s = DegreeTables.SIN[da];
        // b's pivot and turn in a's frame.
        double ox = dx * c + dy * s;
        double oy = -dx * s + dy * c;
        return a.pairedWith(b).meet(Math.floorMod(db - da, 360), ox, oy);
    }

    /** Returns the kept pair with {@code b}, making it if it is not kept. */
    private PolygonPair pairedWith(TurningPolygon b) {
        PolygonPair[] known = pairs;
        for (PolygonPair pair : known) {
            if (pair.b == b) {
                return pair;
            }
        }
        PolygonPair made = new PolygonPair(this, b);
        PolygonPair[] kept = new PolygonPair[Math.min(known.length + 1, PARTNERS)];
        kept[0] = made;
        System.arraycopy(known, 0, kept, 1, kept.length - 1);
        pairs = kept;
        return made;
    }
}
