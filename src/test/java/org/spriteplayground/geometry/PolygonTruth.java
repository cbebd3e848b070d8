package org.spriteplayground.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Whether two convex polygons share a point, found without projecting anything: either an edge
 * of one crosses or touches an edge of the other, or a vertex of one lies inside the other. The
 * independent check the separating axis test is held to.
 */
public final class PolygonTruth {

    private PolygonTruth() {
    }

    /** Returns whether the closed polygons {@code a} and {@code b} share a point. */
    public static boolean intersect(List<Vec2> a, List<Vec2> b) {
        for (int i = 0; i < a.size(); i++) {
            for (int j = 0; j < b.size(); j++) {
                if (segmentsMeet(a.get(i), a.get((i + 1) % a.size()), b.get(j), b.get((j + 1) % b.size()))) {
                    return true;
                }
            }
        }
        return inside(a.get(0), b) || inside(b.get(0), a);
    }

    /** Returns whether {@code p} lies in the convex polygon {@code polygon} or on its border. */
    public static boolean inside(Vec2 p, List<Vec2> polygon) {
        boolean left = false;
        boolean right = false;
        for (int i = 0; i < polygon.size(); i++) {
            Vec2 from = polygon.get(i);
            double side = cross(polygon.get((i + 1) % polygon.size()).minus(from), p.minus(from));
            left |= side > 0;
            right |= side < 0;
        }
        return !(left && right);
    }

    private static boolean segmentsMeet(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
        double d1 = cross(b.minus(a), c.minus(a));
        double d2 = cross(b.minus(a), d.minus(a));
        double d3 = cross(d.minus(c), a.minus(c));
        double d4 = cross(d.minus(c), b.minus(c));
        if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
            return true;
        }
        return (d1 == 0 && within(a, b, c)) || (d2 == 0 && within(a, b, d)) || (d3 == 0 && within(c, d, a)) || (d4 == 0 && within(c, d, b));
    }

    /** Returns whether {@code p}, on the line through a and b, lies between them. */
    private static boolean within(Vec2 a, Vec2 b, Vec2 p) {
        return Math.min(a.x(), b.x()) <= p.x() && p.x() <= Math.max(a.x(), b.x()) && Math.min(a.y(), b.y()) <= p.y() && p.y() <= Math.max(a.y(), b.y());
    }

    private static double cross(Vec2 u, Vec2 v) {
        return u.x() * v.y() - u.y() * v.x();
    }

    /**
     * Returns a random convex polygon of 3 to 12 vertices around {@code centre}: points on an
     * ellipse at sorted random angles, the ellipse turned at random.
     */
    static List<Vec2> randomConvex(Random random, Vec2 centre) {
        int n = 3 + random.nextInt(10);
        double[] angles = new double[n];
        for (int i = 0; i < n; i++) {
            angles[i] = random.nextDouble() * 2 * Math.PI;
        }
        java.util.Arrays.sort(angles);
        double rx = 2 + random.nextDouble() * 15;
        double ry = 2 + random.nextDouble() * 15;
        double turn = random.nextDouble() * Math.PI;
        List<Vec2> points = new ArrayList<>();
        for (double t : angles) {
            points.add(centre.plus(new Vec2(rx * Math.cos(t), ry * Math.sin(t)).rotate(turn)));
        }
        return points;
    }

    /** Returns {@code polygon} moved by {@code by}. */
    public static List<Vec2> moved(List<Vec2> polygon, Vec2 by) {
        return polygon.stream().map(v -> v.plus(by)).toList();
    }
}
