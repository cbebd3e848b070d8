package org.spriteplayground.experiment;

import java.util.List;
import org.spriteplayground.geometry.Vec2;

/**
 * Area, perimeter and the area of a Minkowski sum for convex polygons given by their corners in
 * order (either way round). The sum's area is A<sub>K</sub> + A<sub>L</sub> + &Sigma;
 * &#8467;<sub>i</sub> h<sub>L</sub>(n<sub>i</sub>) over K's edges (length &#8467;, outward unit
 * normal n, h<sub>L</sub> L's support function): twice the mixed area.
 */
final class ConvexPolygon {

    private final double[] xs;
    private final double[] ys;
    private final double area;
    private final double perimeter;

    ConvexPolygon(List<Vec2> corners) {
        int n = corners.size();
        xs = new double[n];
        ys = new double[n];
        double twice = 0;
        double around = 0;
        for (int i = 0; i < n; i++) {
            xs[i] = corners.get(i).x();
            ys[i] = corners.get(i).y();
        }
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            twice += xs[i] * ys[j] - xs[j] * ys[i];
            around += Math.hypot(xs[j] - xs[i], ys[j] - ys[i]);
        }
        area = Math.abs(twice) / 2;
        perimeter = around;
        if (twice < 0) {
            reverse(xs);
            reverse(ys);
        }
    }

    /** Returns the area (the shoelace formula). */
    double area() {
        return area;
    }

    /** Returns the perimeter. */
    double perimeter() {
        return perimeter;
    }

    /**
     * Returns the area of this &oplus; (&minus;other turned by {@code degrees}): the offsets of
     * the other polygon's pivot, turned by {@code degrees} relative to this one, at which the two
     * meet.
     */
    double meetingArea(ConvexPolygon other, int degrees) {
        double c = Math.cos(Math.toRadians(degrees));
        double s = Math.sin(Math.toRadians(degrees));
        int m = other.xs.length;
        double[] ox = new double[m];
        double[] oy = new double[m];
        for (int k = 0; k < m; k++) {
            ox[k] = -(other.xs[k] * c - other.ys[k] * s);
            oy[k] = -(other.xs[k] * s + other.ys[k] * c);
        }
        double mixed = 0;
        int n = xs.length;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            // Outward normal of a counter-clockwise edge, as long as the edge.
            double nx = ys[j] - ys[i];
            double ny = xs[i] - xs[j];
            double support = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < m; k++) {
                support = Math.max(support, ox[k] * nx + oy[k] * ny);
            }
            mixed += support;
        }
        return area + other.area + mixed;
    }

    private static void reverse(double[] v) {
        for (int i = 0, j = v.length - 1; i < j; i++, j--) {
            double t = v[i];
            v[i] = v[j];
            v[j] = t;
        }
    }
}
