package org.spriteplayground.geometry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The separating axis test between two convex polygons, with all its working kept: every axis
 * tried, both shapes' shadows on it, the gap or overlap there, the axis that separates them if
 * one does, and otherwise the shortest push that moves the second shape out of the first.
 *
 * <p>Two convex shapes are apart exactly when, on some line, their shadows (the intervals their
 * vertices project to) are apart. For polygons, only the normals of their edges need trying:
 * if none separates, the shapes share a point. Parallel edges give the same axis, which is tried
 * once: a box has two axes, not four. As in {@link Collisions#overlaps(Obb, Obb)}, touching
 * counts as a collision: an axis separates only where the gap exceeds {@link Tolerance#TOUCH}.
 *
 * <p>When no axis separates, the overlap on each axis is how far the second shape would have to
 * move along it, one way or the other, for the shadows only to touch; the smallest of these,
 * with its direction, is the minimum translation (push-out) vector.
 */
public final class SeparatingAxes {

    /**
     * How close to parallel two unit edge normals must be to count as one axis: the sine of the
     * angle between them (1e-9, far below a thousandth of a degree).
     */
    public static final double PARALLEL = 1e-9;

    private SeparatingAxes() {
    }

    /**
     * One axis tried, and both shadows on it.
     *
     * @param axis the unit direction, pointing down on screen (or straight right): angle in [0°, 180°)
     * @param minA where the first shape's shadow starts along the axis
     * @param maxA where it ends
     * @param minB where the second shape's shadow starts
     * @param maxB where it ends
     */
    public record Shadows(Vec2 axis, double minA, double maxA, double minB, double maxB) {

        /**
         * Returns the signed gap between the shadows: positive for the space between them,
         * negative for how far they overlap (the shorter of the two ways out), 0 touching.
         */
        public double gap() {
            return Math.max(minB - maxA, minA - maxB);
        }

        /** Returns whether the shadows are apart by more than {@link Tolerance#TOUCH}: this axis separates the shapes. */
        public boolean separates() {
            return gap() > Tolerance.TOUCH;
        }

        /**
         * Returns the shortest move of the second shape along this axis after which the shadows
         * just touch: by {@code maxA − minB} along the axis, or by {@code maxB − minA} against it,
         * whichever is shorter (along it on a tie). Its length is {@code −gap()} when they overlap.
         */
        public Vec2 pushOut() {
            double forward = maxA - minB;
            double backward = maxB - minA;
            return forward <= backward ? axis.times(forward) : axis.times(-backward);
        }

        /** Returns the axis's angle in degrees, in [0, 180): 0 along x, 90 along y (down on screen), the way {@link #axis()} points. */
        public double degrees() {
            return Math.toDegrees(Math.atan2(axis.y(), axis.x()));
        }
    }

    /**
     * What the test found.
     *
     * @param axes every axis tried, in the order found: the first polygon's edges, then the second's
     */
    public record Result(List<Shadows> axes) {

        public Result {
            axes = List.copyOf(axes);
        }

        /** Returns whether the shapes share a point (no axis separates them; touching counts). */
        public boolean overlapping() {
            return separating().isEmpty();
        }

        /** Returns the axis that separates the shapes most widely, if any does. */
        public Optional<Shadows> separating() {
            return widest().filter(Shadows::separates);
        }

        /**
         * Returns the axis with the largest signed gap: the widest separation when apart, the
         * smallest overlap when not (the first found on a tie).
         */
        public Optional<Shadows> widest() {
            return axes.stream().max(Comparator.comparingDouble(Shadows::gap));
        }

        /**
         * Returns the minimum translation vector when the shapes overlap: the shortest move of
         * the second shape after which they only touch, along the axis of least overlap; its
         * length is that overlap. Zero when they are apart.
         */
        public Vec2 pushOut() {
            return overlapping() ? widest().orElseThrow().pushOut() : Vec2.ZERO;
        }

        /** Returns the axes ordered by signed gap, largest first: the separating ones, then the least overlapping. */
        public List<Shadows> byGap() {
            return axes.stream().sorted(Comparator.comparingDouble(Shadows::gap).reversed()).toList();
        }
    }

    /** Returns the test between two turned boxes, on their corners. */
    public static Result of(Obb a, Obb b) {
        return of(a.corners(), b.corners());
    }

    /**
     * Returns the test between two convex polygons, each given by its vertices in order (either
     * way round).
     *
     * @throws IllegalArgumentException if a polygon has fewer than three vertices or no area
     */
    public static Result of(List<Vec2> a, List<Vec2> b) {
        requirePolygon("a", a);
        requirePolygon("b", b);
        List<Vec2> axes = new ArrayList<>();
        addNormals(a, axes);
        addNormals(b, axes);
        List<Shadows> shadows = new ArrayList<>();
        for (Vec2 axis : axes) {
            double[] sa = shadow(a, axis);
            double[] sb = shadow(b, axis);
            shadows.add(new Shadows(axis, sa[0], sa[1], sb[0], sb[1]));
        }
        return new Result(shadows);
    }

    /** Returns the interval [min, max] that {@code polygon}'s vertices project to on {@code axis}. */
    public static double[] shadow(List<Vec2> polygon, Vec2 axis) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Vec2 v : polygon) {
            double t = v.dot(axis);
            min = Math.min(min, t);
            max = Math.max(max, t);
        }
        return new double[] {min, max};
    }

    private static void addNormals(List<Vec2> polygon, List<Vec2> axes) {
        for (int i = 0; i < polygon.size(); i++) {
            Vec2 edge = polygon.get((i + 1) % polygon.size()).minus(polygon.get(i));
            double length = edge.length();
            if (length == 0) {
                continue;
            }
            Vec2 normal = new Vec2(-edge.y() / length, edge.x() / length);
            if (normal.y() < 0 || (normal.y() == 0 && normal.x() < 0)) {
                normal = normal.times(-1);
            }
            Vec2 n = normal;
            if (axes.stream().noneMatch(u -> Math.abs(u.x() * n.y() - u.y() * n.x()) <= PARALLEL)) {
                axes.add(n);
            }
        }
    }

    private static void requirePolygon(String name, List<Vec2> polygon) {
        if (polygon == null || polygon.size() < 3) {
            throw new IllegalArgumentException("polygon " + name + " needs at least 3 vertices, had " + (polygon == null ? "none" : polygon.size()));
        }
        double twiceArea = 0;
        for (int i = 0; i < polygon.size(); i++) {
            Vec2 p = polygon.get(i);
            Vec2 q = polygon.get((i + 1) % polygon.size());
            twiceArea += p.x() * q.y() - q.x() * p.y();
        }
        if (twiceArea == 0) {
            throw new IllegalArgumentException("polygon " + name + " has no area: " + polygon);
        }
    }
}
