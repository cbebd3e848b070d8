package org.spriteplayground.geometry;

import java.util.ArrayList;
import java.util.List;

/**
 * The Gilbert–Johnson–Keerthi distance algorithm between two convex shapes, with every iteration
 * kept so that a lesson can step through it.
 *
 * <p>GJK works on the Minkowski difference D = A &ominus; B without building it: D's farthest
 * point along {@code d} is A's farthest along {@code d} minus B's farthest along {@code −d}. It
 * keeps a simplex (a point, a segment or a triangle) of such support points and the simplex's
 * point {@code v} nearest the origin. Each iteration asks for D's support point {@code w} in the
 * search direction {@code −v}, adds it, and shrinks the simplex to the fewest points whose hull
 * still holds the new nearest point. {@code |v|} is an upper bound on the distance from the origin
 * to D and {@code v·w / |v|} a lower bound (no point of D lies beyond the line through w across
 * v). It stops, saying why ({@link Stop}), when the simplex reaches or encloses the origin (the
 * shapes overlap or touch), when the two bounds are within {@link Tolerance#TOUCH} (the distance
 * is found), when a step brings the simplex no nearer the origin, or after
 * {@link #MAX_ITERATIONS}.
 *
 * <p>For polygons the support points are their vertices' differences, so it ends after finitely
 * many steps. On a round part (a circle's) every step lands a little nearer and none exactly on the
 * nearest point, so the bounds only close in the limit: to {@link Tolerance#TOUCH} in about 10 to
 * 20 steps at the lessons' sizes. Within about 10⁻⁴ of touching they close no further: v, a short
 * vector worked out from long ones, points a little off after rounding, a support point on a round
 * part then falls short of the nearest, and a step comes no nearer.
 */
public final class Gjk {

    /** The most iterations run; the result then holds the best distance found so far (64). */
    public static final int MAX_ITERATIONS = 64;

    private Gjk() {
    }

    /**
     * One iteration.
     *
     * @param direction the search direction: towards the origin from the previous nearest point
     *     (the x axis for the first)
     * @param support D's point farthest along {@code direction}
     * @param simplex the simplex after this step, 1 to 3 points of D; unchanged when the support
     *     point brought the bounds together and the search stopped
     * @param nearest the simplex's point nearest the origin; its length is the distance so far
     */
    public record Step(Vec2 direction, Vec2 support, List<Vec2> simplex, Vec2 nearest) {

        public Step {
            simplex = List.copyOf(simplex);
        }

        /**
         * Returns the least the distance from the origin to D can be, as this step's support point
         * shows: no point of D lies beyond the line through it square to the direction, so the
         * origin is at least as far as that line on the other side; 0 where the line leaves the
         * origin on D's side. With {@code v} the previous nearest point, {@code v·w / |v|}.
         */
        public double lowerBound() {
            return Math.max(0, -support.dot(direction) / direction.length());
        }
    }

    /** Why the search stopped. */
    public enum Stop {
        /** The simplex reached the origin, or holds it: the shapes overlap or touch. */
        REACHED,
        /** The two bounds came within {@link Tolerance#TOUCH}: the distance is found. */
        FOUND,
        /** A step brought the simplex no nearer the origin, as rounding may near touching on a round part. */
        STALLED,
        /** {@link #MAX_ITERATIONS} steps ran: the distance is the best found so far. */
        LIMIT
    }

    /**
     * What GJK found. When it stopped as {@link Stop#FOUND} or {@link Stop#REACHED} the distance
     * is within {@link Tolerance#TOUCH} of the true one; otherwise it is the distance of the last
     * simplex, which lies in D, so never less than the true one. On a polygon's vertex or edge the
     * nearest points are as exact; on a round part of radius r they are within about
     * sqrt(2 r TOUCH), since the distance barely changes a small way round it.
     *
     * @param overlapping whether the shapes share a point: the distance is within
     *     {@link Tolerance#TOUCH}, so touching counts, as everywhere in this package
     * @param distance the shortest distance between the shapes; 0 when they overlap
     * @param onA the point of A nearest B; when they overlap, a point both shapes share
     * @param onB the point of B nearest A; {@code onA − onB} is the nearest point of D
     * @param steps every iteration, in order
     * @param stop why the search stopped
     */
    public record Result(boolean overlapping, double distance, Vec2 onA, Vec2 onB, List<Step> steps, Stop stop) {

        public Result {
            steps = List.copyOf(steps);
        }
    }

    /** Returns GJK between two convex polygons, each given by its vertices in either order. */
    public static Result of(List<Vec2> a, List<Vec2> b) {
        return of(Support.of(a), Support.of(b));
    }

    /** Returns GJK between two convex shapes given by their support functions. */
    public static Result of(Support a, Support b) {
        List<Step> steps = new ArrayList<>();
        Vec2 direction = new Vec2(1, 0);
        Simplex simplex = new Simplex();
        simplex.add(a.farthest(direction), b.farthest(direction.times(-1)));
        steps.add(new Step(direction, simplex.points().get(0), simplex.points(), simplex.nearest()));
        Stop stop;
        while (true) {
            Vec2 v = simplex.nearest();
            if (v.length() <= Tolerance.TOUCH) {
                stop = Stop.REACHED;
                break;
            }
            if (steps.size() == MAX_ITERATIONS) {
                stop = Stop.LIMIT;
                break;
            }
            direction = v.times(-1);
            Vec2 onA = a.farthest(direction);
            Vec2 onB = b.farthest(v);
            Vec2 w = onA.minus(onB);
            if (v.lengthSquared() - v.dot(w) <= Tolerance.TOUCH * v.length()) {
                steps.add(new Step(direction, w, simplex.points(), v));
                stop = Stop.FOUND;
                break;
            }
            simplex.add(onA, onB);
            simplex.reduce();
            steps.add(new Step(direction, w, simplex.points(), simplex.nearest()));
            if (simplex.nearest().length() >= v.length()) {
                stop = Stop.STALLED;
                break;
            }
        }
        double distance = simplex.nearest().length();
        boolean overlapping = distance <= Tolerance.TOUCH;
        return new Result(overlapping, overlapping ? 0 : distance, simplex.onA(), simplex.onB(), steps, stop);
    }

    /**
     * Up to three points of D, each kept with the points of A and B it came from, and the weights
     * that make their nearest point to the origin (weights sum to 1).
     */
    private static final class Simplex {

        private final List<Vec2> onA = new ArrayList<>(3);
        private final List<Vec2> onB = new ArrayList<>(3);
        private double[] weights = {1};

        void add(Vec2 a, Vec2 b) {
            onA.add(a);
            onB.add(b);
        }

        List<Vec2> points() {
            List<Vec2> points = new ArrayList<>(onA.size());
            for (int i = 0; i < onA.size(); i++) {
                points.add(point(i));
            }
            return points;
        }

        /** Returns the simplex's point nearest the origin: the origin itself for a triangle, as one is kept only while it holds the origin. */
        Vec2 nearest() {
            return onA.size() == 3 ? Vec2.ZERO : blend(points());
        }

        Vec2 onA() {
            return blend(onA);
        }

        Vec2 onB() {
            return blend(onB);
        }

        private Vec2 point(int i) {
            return onA.get(i).minus(onB.get(i));
        }

        private Vec2 blend(List<Vec2> from) {
            double x = 0;
            double y = 0;
            for (int i = 0; i < from.size(); i++) {
                x += from.get(i).x() * weights[i];
                y += from.get(i).y() * weights[i];
            }
            return new Vec2(x, y);
        }

        /**
         * Keeps the fewest points whose hull holds the point nearest the origin, and their
         * weights: the whole triangle when it encloses the origin, else the best of its edges;
         * on an edge, its inner part or the nearer end.
         */
        void reduce() {
            if (onA.size() == 2) {
                keepEdge(0, 1);
                return;
            }
            Vec2 p0 = point(0);
            Vec2 p1 = point(1);
            Vec2 p2 = point(2);
            double c0 = cross(p1.minus(p0), p0.times(-1));
            double c1 = cross(p2.minus(p1), p1.times(-1));
            double c2 = cross(p0.minus(p2), p2.times(-1));
            double area = c0 + c1 + c2;
            if (area != 0 && (c0 >= 0 && c1 >= 0 && c2 >= 0 || c0 <= 0 && c1 <= 0 && c2 <= 0)) {
                weights = new double[] {c1 / area, c2 / area, c0 / area};
                return;
            }
            int[][] edges = {{0, 1}, {1, 2}, {0, 2}};
            int[] best = edges[0];
            double bestLength = Double.POSITIVE_INFINITY;
            for (int[] edge : edges) {
                double length = onEdge(point(edge[0]), point(edge[1])).lengthSquared();
                if (length < bestLength) {
                    bestLength = length;
                    best = edge;
                }
            }
            Vec2 a0 = onA.get(best[0]);
            Vec2 b0 = onB.get(best[0]);
            Vec2 a1 = onA.get(best[1]);
            Vec2 b1 = onB.get(best[1]);
            onA.clear();
            onB.clear();
            add(a0, b0);
            add(a1, b1);
            keepEdge(0, 1);
        }

        /** On the two-point simplex, keeps both with their weights, or only the end nearer the origin. */
        private void keepEdge(int first, int second) {
            double t = along(point(first), point(second));
            if (t <= 0 || t >= 1) {
                int keep = t <= 0 ? first : second;
                Vec2 a = onA.get(keep);
                Vec2 b = onB.get(keep);
                onA.clear();
                onB.clear();
                add(a, b);
                weights = new double[] {1};
            } else {
                weights = new double[] {1 - t, t};
            }
        }

        private static Vec2 onEdge(Vec2 from, Vec2 to) {
            return from.plus(to.minus(from).times(along(from, to)));
        }

        /** Where, as a share from {@code from} to {@code to}, the origin's foot on the segment lies, clamped to [0, 1]. */
        private static double along(Vec2 from, Vec2 to) {
            Vec2 edge = to.minus(from);
            double lengthSquared = edge.lengthSquared();
            return lengthSquared == 0 ? 1 : Math.max(0, Math.min(1, -from.dot(edge) / lengthSquared));
        }

        private static double cross(Vec2 u, Vec2 v) {
            return u.x() * v.y() - u.y() * v.x();
        }
    }
}
