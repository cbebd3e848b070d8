package org.spriteplayground.sprite;

import org.spriteplayground.geometry.Tolerance;

/**
 * Two {@link TurningPolygon}s' shadows on each other's axes at every whole-degree turn of the
 * second relative to the first, in the first's frame and about the second's pivot, worked out
 * once: the second's shadow on each of the first's axes, and the first's shadow on each of the
 * second's turned axes. A test at an offset then moves each shadow by the offset's projection on
 * the axis and compares it with the other polygon's own shadow: the separating axis test with
 * one dot product per axis. The shadows are the exact minima and maxima of the corners'
 * projections, so the verdicts are those of projecting every corner at every test.
 */
final class PolygonPair {

    final TurningPolygon a;
    final TurningPolygon b;
    /** b's shadow on a's axis k at relative turn r: [{@code bLo[r * a.m + k]}, {@code bHi[r * a.m + k]}]. */
    private final double[] bLo;
    private final double[] bHi;
    /** a's shadow on b's axis k turned by r: [{@code aLo[r * b.m + k]}, {@code aHi[r * b.m + k]}]. */
    private final double[] aLo;
    private final double[] aHi;

    PolygonPair(TurningPolygon a, TurningPolygon b) {
        this.a = a;
        this.b = b;
        bLo = new double[360 * a.m];
        bHi = new double[360 * a.m];
        aLo = new double[360 * b.m];
        aHi = new double[360 * b.m];
        double[] tx = new double[b.n];
        double[] ty = new double[b.n];
        for (int r = 0; r < 360; r++) {
            double c = DegreeTables.COS[r];
            double s = DegreeTables.SIN[r];
            for (int i = 0; i < b.n; i++) {
                tx[i] = b.x[i] * c - b.y[i] * s;
                ty[i] = b.x[i] * s + b.y[i] * c;
            }
            shadows(a.nx, a.ny, 0, a.m, tx, ty, b.n, bLo, bHi, r * a.m);
            shadows(b.tnx, b.tny, r * b.m, b.m, a.x, a.y, a.n, aLo, aHi, r * b.m);
        }
    }

    /** Writes the shadows of the corners (x, y) on {@code count} axes starting at {@code from} into lo and hi from {@code to}. */
    private static void shadows(double[] ux, double[] uy, int from, int count, double[] x, double[] y, int corners,
            double[] lo, double[] hi, int to) {
        for (int k = 0; k < count; k++) {
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < corners; i++) {
                double p = ux[from + k] * x[i] + uy[from + k] * y[i];
                min = Math.min(min, p);
                max = Math.max(max, p);
            }
            lo[to + k] = min;
            hi[to + k] = max;
        }
    }

    /**
     * Returns whether a (unturned) and b turned by {@code r} degrees with its pivot at
     * ({@code ox}, {@code oy}), both in a's frame, meet: no axis of either separates their
     * shadows by more than {@link Tolerance#TOUCH}.
     */
    boolean meet(int r, double ox, double oy) {
        double t = Tolerance.TOUCH;
        int at = r * a.m;
        for (int k = 0; k < a.m; k++) {
            double shift = a.nx[k] * ox + a.ny[k] * oy;
            if (bLo[at + k] + shift > a.hi[k] + t || bHi[at + k] + shift < a.lo[k] - t) {
                return false;
            }
        }
        int bt = r * b.m;
        for (int k = 0; k < b.m; k++) {
            double shift = b.tnx[bt + k] * ox + b.tny[bt + k] * oy;
            if (b.lo[k] + shift > aHi[bt + k] + t || b.hi[k] + shift < aLo[bt + k] - t) {
                return false;
            }
        }
        return true;
    }
}
