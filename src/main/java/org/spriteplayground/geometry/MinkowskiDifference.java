package org.spriteplayground.geometry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The Minkowski difference A &ominus; B of two convex polygons: every {@code a − b} with a in A
 * and b in B. It is convex again, and its vertices are among the pairwise differences of the
 * vertices, so it is their convex hull.
 *
 * <p>The shapes share a point exactly when the origin lies in the difference, and moving B by
 * {@code v} moves the difference by {@code −v}. So when they overlap, the shortest move of B that
 * leaves them only touching is the point of the difference's border nearest the origin: the same
 * push the separating axis test finds ({@link SeparatingAxes.Result#pushOut()}), since the
 * difference's edges are the two polygons' edges.
 */
public final class MinkowskiDifference {

    private MinkowskiDifference() {
    }

    /**
     * Returns the difference A &ominus; B as a convex polygon: no repeated points and no point
     * in the middle of a straight edge, wound as {@link Obb#corners()} are (clockwise on the
     * y-down screen, positive shoelace area), starting from the point with the least x (least y
     * on a tie). Shapes with no area give the hull they have: fewer than three points.
     *
     * @throws IllegalArgumentException if either polygon has no vertices
     */
    public static List<Vec2> of(List<Vec2> a, List<Vec2> b) {
        requireVertices("a", a);
        requireVertices("b", b);
        List<Vec2> differences = new ArrayList<>();
        for (Vec2 p : a) {
            for (Vec2 q : b) {
                differences.add(p.minus(q));
            }
        }
        return hull(differences);
    }

    /**
     * Returns the shortest move of B after which the convex polygons A and B only touch, when
     * they overlap (touching counts, as in {@link SeparatingAxes}): the border point of A
     * &ominus; B nearest the origin. Zero when they are apart.
     *
     * @throws IllegalArgumentException if either polygon has no vertices
     */
    public static Vec2 pushOut(List<Vec2> a, List<Vec2> b) {
        List<Vec2> difference = of(a, b);
        Vec2 nearest = nearestOnBorder(difference, Vec2.ZERO);
        return nearest.length() <= Tolerance.TOUCH || contains(difference, Vec2.ZERO) ? nearest : Vec2.ZERO;
    }

    /** Returns the point of the polygon's border nearest {@code p}: the nearest of its edges' nearest points. */
    public static Vec2 nearestOnBorder(List<Vec2> polygon, Vec2 p) {
        Vec2 best = polygon.get(0);
        for (int i = 0; i < polygon.size(); i++) {
            Vec2 candidate = new Segment(polygon.get(i), polygon.get((i + 1) % polygon.size())).closestPoint(p);
            if (candidate.distanceSquared(p) < best.distanceSquared(p)) {
                best = candidate;
            }
        }
        return best;
    }

    /** Returns whether {@code p} is in the convex polygon wound as {@link #of} winds it, border included. */
    public static boolean contains(List<Vec2> polygon, Vec2 p) {
        if (polygon.size() < 3) {
            return false;
        }
        for (int i = 0; i < polygon.size(); i++) {
            Vec2 from = polygon.get(i);
            if (cross(polygon.get((i + 1) % polygon.size()).minus(from), p.minus(from)) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The monotone chain: the lower and the upper hull of the distinct points sorted by x, then y. */
    private static List<Vec2> hull(List<Vec2> points) {
        List<Vec2> all = new ArrayList<>(points);
        all.sort(Comparator.comparingDouble(Vec2::x).thenComparingDouble(Vec2::y));
        List<Vec2> sorted = new ArrayList<>(all.size());
        for (Vec2 p : all) {
            Vec2 last = sorted.isEmpty() ? null : sorted.get(sorted.size() - 1);
            if (last == null || p.x() != last.x() || p.y() != last.y()) {
                sorted.add(p);
            }
        }
        List<Vec2> hull = new ArrayList<>();
        for (int pass = 0; pass < 2; pass++) {
            int start = hull.size();
            for (int i = 0; i < sorted.size(); i++) {
                Vec2 p = sorted.get(pass == 0 ? i : sorted.size() - 1 - i);
                while (hull.size() >= start + 2 && cross(hull.get(hull.size() - 1).minus(hull.get(hull.size() - 2)), p.minus(hull.get(hull.size() - 1))) <= 0) {
                    hull.remove(hull.size() - 1);
                }
                hull.add(p);
            }
            hull.remove(hull.size() - 1);
        }
        return hull.isEmpty() ? List.of(sorted.get(0)) : hull;
    }

    private static double cross(Vec2 u, Vec2 v) {
        return u.x() * v.y() - u.y() * v.x();
    }

    private static void requireVertices(String name, List<Vec2> polygon) {
        if (polygon == null || polygon.isEmpty()) {
            throw new IllegalArgumentException("polygon " + name + " needs at least 1 vertex, had none");
        }
    }
}
