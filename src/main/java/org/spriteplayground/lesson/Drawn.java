package org.spriteplayground.lesson;

import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;

/**
 * A drawn shape as a label's background sees it: {@link #coveredBy} says whether a label box
 * would hide some of it, for {@link Labels} to find a place that hides nothing. An outline is hidden where the box crosses it (a box wholly inside a
 * ring or a frame hides nothing of it); a filled shape, a sprite's image or a marked point is
 * hidden wherever the box overlaps it. Boxes are taken as open: a box that only touches a shape
 * hides none of it.
 */
sealed interface Drawn {

    /** Returns whether the open {@code box} hides part of this shape. */
    boolean coveredBy(Aabb box);

    /** A circle's outline. */
    record Ring(Circle circle) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            double r = circle.radius();
            return nearest(circle.center(), box) < r && farthest(circle.center(), box) > r;
        }
    }

    /** A filled circle. */
    record Disc(Circle circle) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            return nearest(circle.center(), box) < circle.radius();
        }
    }

    /** An axis-aligned box's outline. */
    record Frame(Aabb frame) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            boolean inside = box.minX() >= frame.minX() && box.maxX() <= frame.maxX() && box.minY() >= frame.minY() && box.maxY() <= frame.maxY();
            return overlaps(frame, box) && !inside;
        }
    }

    /** A filled axis-aligned box. */
    record Block(Aabb block) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            return overlaps(block, box);
        }
    }

    /** A line segment (a side of a polygon or of a sprite's image, a construction line). */
    record Stroke(Vec2 from, Vec2 to) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            return crosses(from, to, box);
        }
    }

    /**
     * A capsule: every point within {@code radius} of the segment; filled, or only its outline.
     */
    record Pill(Vec2 from, Vec2 to, double radius, boolean filled) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            double near = crosses(from, to, box) ? 0 : Math.min(Math.min(nearest(from, box), nearest(to, box)), nearestCorner(box));
            return near < radius && (filled || farthestCorner(box) > radius);
        }

        private double nearestCorner(Aabb box) {
            double best = Double.POSITIVE_INFINITY;
            for (Vec2 c : cornersOf(box)) {
                best = Math.min(best, toSegment(c, from, to));
            }
            return best;
        }

        private double farthestCorner(Aabb box) {
            double worst = 0;
            for (Vec2 c : cornersOf(box)) {
                worst = Math.max(worst, toSegment(c, from, to));
            }
            return worst;
        }
    }

    /** A sprite's image: its turned box, filled, for a label over a sprite hides it. */
    record Image(List<Vec2> corners) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            Vec2[] boxCorners = cornersOf(box);
            Vec2[] axes = {new Vec2(1, 0), new Vec2(0, 1), corners.get(1).minus(corners.get(0)), corners.get(2).minus(corners.get(1))};
            for (Vec2 axis : axes) {
                if (apart(corners.toArray(new Vec2[0]), boxCorners, axis)) {
                    return false;
                }
            }
            return true;
        }

        /** Returns whether the two point sets' shadows on {@code axis} at most touch. */
        private static boolean apart(Vec2[] a, Vec2[] b, Vec2 axis) {
            double aMin = Double.POSITIVE_INFINITY;
            double aMax = Double.NEGATIVE_INFINITY;
            for (Vec2 p : a) {
                aMin = Math.min(aMin, axis.dot(p));
                aMax = Math.max(aMax, axis.dot(p));
            }
            double bMin = Double.POSITIVE_INFINITY;
            double bMax = Double.NEGATIVE_INFINITY;
            for (Vec2 p : b) {
                bMin = Math.min(bMin, axis.dot(p));
                bMax = Math.max(bMax, axis.dot(p));
            }
            return aMax <= bMin || bMax <= aMin;
        }
    }

    /** A marked point. */
    record Dot(Vec2 at) implements Drawn {
        @Override
        public boolean coveredBy(Aabb box) {
            return at.x() > box.minX() && at.x() < box.maxX() && at.y() > box.minY() && at.y() < box.maxY();
        }
    }

    /** Returns whether the interiors of two boxes meet. */
    static boolean overlaps(Aabb a, Aabb b) {
        return a.minX() < b.maxX() && b.minX() < a.maxX() && a.minY() < b.maxY() && b.minY() < a.maxY();
    }

    /** Returns the distance from {@code p} to the nearest point of {@code box} (0 inside). */
    static double nearest(Vec2 p, Aabb box) {
        double dx = Math.max(0, Math.max(box.minX() - p.x(), p.x() - box.maxX()));
        double dy = Math.max(0, Math.max(box.minY() - p.y(), p.y() - box.maxY()));
        return Math.hypot(dx, dy);
    }

    /** Returns the distance from {@code p} to the farthest point of {@code box}: one of its corners. */
    static double farthest(Vec2 p, Aabb box) {
        double dx = Math.max(Math.abs(p.x() - box.minX()), Math.abs(p.x() - box.maxX()));
        double dy = Math.max(Math.abs(p.y() - box.minY()), Math.abs(p.y() - box.maxY()));
        return Math.hypot(dx, dy);
    }

    /** Returns whether the segment passes through the open box (clipped slab by slab). */
    static boolean crosses(Vec2 from, Vec2 to, Aabb box) {
        double t0 = 0;
        double t1 = 1;
        double[][] slabs = {{from.x(), to.x() - from.x(), box.minX(), box.maxX()}, {from.y(), to.y() - from.y(), box.minY(), box.maxY()}};
        for (double[] s : slabs) {
            if (s[1] == 0) {
                if (s[0] <= s[2] || s[0] >= s[3]) {
                    return false;
                }
                continue;
            }
            double a = (s[2] - s[0]) / s[1];
            double b = (s[3] - s[0]) / s[1];
            t0 = Math.max(t0, Math.min(a, b));
            t1 = Math.min(t1, Math.max(a, b));
        }
        return t0 < t1;
    }

    private static double toSegment(Vec2 p, Vec2 from, Vec2 to) {
        Vec2 d = to.minus(from);
        double length2 = d.lengthSquared();
        double t = length2 == 0 ? 0 : Math.max(0, Math.min(1, p.minus(from).dot(d) / length2));
        return Math.sqrt(p.distanceSquared(from.plus(d.times(t))));
    }

    private static Vec2[] cornersOf(Aabb box) {
        return new Vec2[] {new Vec2(box.minX(), box.minY()), new Vec2(box.maxX(), box.minY()), new Vec2(box.maxX(), box.maxY()), new Vec2(box.minX(), box.maxY())};
    }
}
