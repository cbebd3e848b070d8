package org.spriteplayground.sprite;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.geometry.Vec2;

/**
 * A convex polygon fixed in a sprite's frame (its hull, or its 8-DOP), made ready for the
 * separating axis test at whole-degree turns with no object made per test: its corners and its
 * edges' unit normals (one per direction), its own shadow on each normal (the same at every turn, since the normal
 * turns with it), and its corners and normals turned by each whole degree.
 *
 * <p>A test works in the first polygon's frame: the second is turned by the difference of the
 * turns and moved by the offset turned back, so only one offset is turned per test. The
 * polygons meet unless, on one of the two polygons' edge normals, their shadows are apart by
 * more than {@link Tolerance#TOUCH} (touching counts).
 */
final class TurningPolygon {

    /** Corners. */
    private final int n;
    private final double[] x;
    private final double[] y;
    /** Axes: the edges' unit normals, one per direction. */
    private final int m;
    private final double[] nx;
    private final double[] ny;
    private final double[] lo;
    private final double[] hi;
    /** Corner k turned by d degrees is ({@code tx[d * n + k]}, {@code ty[d * n + k]}); axis k is at {@code d * m + k}. */
    private final double[] tx;
    private final double[] ty;
    private final double[] tnx;
    private final double[] tny;

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
        tx = new double[360 * n];
        ty = new double[360 * n];
        tnx = new double[360 * m];
        tny = new double[360 * m];
        for (int d = 0; d < 360; d++) {
            double c = DegreeTables.COS[d];
            double s = DegreeTables.SIN[d];
            for (int k = 0; k < n; k++) {
                tx[d * n + k] = x[k] * c - y[k] * s;
                ty[d * n + k] = x[k] * s + y[k] * c;
            }
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
     */
    static boolean meet(TurningPolygon a, int da, TurningPolygon b, int db, double dx, double dy) {
        double c = DegreeTables.COS[da];
        double s = DegreeTables.SIN[da];
        // b's pivot and turn in a's frame.
        double ox = dx * c + dy * s;
        double oy = -dx * s + dy * c;
        int r = Math.floorMod(db - da, 360);
        double t = Tolerance.TOUCH;
        int bn = b.n;
        int corners = r * bn;
        for (int k = 0; k < a.m; k++) {
            double ux = a.nx[k];
            double uy = a.ny[k];
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < bn; i++) {
                double p = ux * b.tx[corners + i] + uy * b.ty[corners + i];
                min = Math.min(min, p);
                max = Math.max(max, p);
            }
            double shift = ux * ox + uy * oy;
            if (min + shift > a.hi[k] + t || max + shift < a.lo[k] - t) {
                return false;
            }
        }
        int axes = r * b.m;
        for (int k = 0; k < b.m; k++) {
            double ux = b.tnx[axes + k];
            double uy = b.tny[axes + k];
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < a.n; i++) {
                double p = ux * a.x[i] + uy * a.y[i];
                min = Math.min(min, p);
                max = Math.max(max, p);
            }
            double shift = ux * ox + uy * oy;
            if (b.lo[k] + shift > max + t || b.hi[k] + shift < min - t) {
                return false;
            }
        }
        return true;
    }
}
