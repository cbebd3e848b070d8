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
 *
 * <p>A circle minus a convex polygon is the polygon's difference from the circle's centre grown
 * by the radius: every point within the radius of it, its sides moved out and its corners
 * rounded. Its border point nearest the origin is the push again.
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
        return pushOut(of(a, b), 0);
    }

    /**
     * Returns the shortest move of the convex polygon B after which it only touches the circle A,
     * when they overlap (touching counts): the border point of A &ominus; B, the polygon
     * {@code of(A's centre, B)} grown by A's radius, nearest the origin. Zero when they are apart.
     *
     * @throws IllegalArgumentException if the polygon has no vertices
     */
    public static Vec2 pushOut(Circle a, List<Vec2> b) {
        return pushOut(of(List.of(a.center()), b), a.radius());
    }

    /**
     * Returns the border point nearest the origin of the convex polygon grown by {@code radius},
     * when the origin is in it or within {@link Tolerance#TOUCH} of it; zero when it is not. The
     * grown border lies {@code radius} out from the polygon's nearest point: along the way from
     * the origin to it when the origin is inside, back past the origin when it is outside, and
     * square to the side the origin lies on when it lies on the polygon's border.
     */
    private static Vec2 pushOut(List<Vec2> polygon, double radius) {
        int side = nearestSide(polygon, Vec2.ZERO);
        Vec2 nearest = onSide(polygon, side, Vec2.ZERO);
        boolean inside = contains(polygon, Vec2.ZERO);
        double distance = nearest.length();
        if (!inside && distance > radius + Tolerance.TOUCH) {
            return Vec2.ZERO;
        }
        if (radius == 0) {
            return nearest;
        }
        Vec2 out = distance > 0 ? nearest.times((inside ? 1 : -1) / distance) : outward(polygon, side);
        return nearest.plus(out.times(radius));
    }

    /** Returns the point of the polygon's border nearest {@code p}: the nearest of its edges' nearest points. */
    public static Vec2 nearestOnBorder(List<Vec2> polygon, Vec2 p) {
        return onSide(polygon, nearestSide(polygon, p), p);
    }

    /** Returns the index i of the polygon's side from vertex i to the next that passes nearest {@code p}. */
    private static int nearestSide(List<Vec2> polygon, Vec2 p) {
        int best = 0;
        for (int i = 1; i < polygon.size(); i++) {
            if (onSide(polygon, i, p).distanceSquared(p) < onSide(polygon, best, p).distanceSquared(p)) {
                best = i;
            }
        }
        return best;
    }

    private static Vec2 onSide(List<Vec2> polygon, int side, Vec2 p) {
        return new Segment(polygon.get(side), polygon.get((side + 1) % polygon.size())).closestPoint(p);
    }

    /** Returns the unit normal pointing out of the polygon, wound as {@link #of} winds it, across its side {@code side}. */
    private static Vec2 outward(List<Vec2> polygon, int side) {
        Vec2 along = polygon.get((side + 1) % polygon.size()).minus(polygon.get(side));
        return new Vec2(along.y(), -along.x()).times(1 / along.length());
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
