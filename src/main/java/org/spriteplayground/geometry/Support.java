package org.spriteplayground.geometry;

import java.util.List;

/**
 * A convex shape as its support function: given a direction, the shape's point farthest along it.
 * That one question is all GJK ({@link Gjk}) asks of a shape, so a circle and a polygon are
 * handled alike, and the Minkowski difference A &ominus; B needs no polygon of its own: its
 * farthest point along {@code d} is A's farthest along {@code d} minus B's farthest against it.
 */
@FunctionalInterface
public interface Support {

    /**
     * Returns the shape's point farthest along {@code direction} (largest dot product with it);
     * on a tie, any of the tied points.
     */
    Vec2 farthest(Vec2 direction);

    /**
     * Returns the support of the convex polygon with these vertices (in either order): the
     * first vertex with the largest dot product, since a linear function is largest at a vertex.
     *
     * @throws IllegalArgumentException if there are no vertices
     */
    static Support of(List<Vec2> polygon) {
        if (polygon == null || polygon.isEmpty()) {
            throw new IllegalArgumentException("polygon needs at least 1 vertex, had none");
        }
        List<Vec2> vertices = List.copyOf(polygon);
        return direction -> {
            Vec2 best = vertices.get(0);
            double most = best.dot(direction);
            for (Vec2 v : vertices) {
                double along = v.dot(direction);
                if (along > most) {
                    best = v;
                    most = along;
                }
            }
            return best;
        };
    }

    /** Returns the support of the turned box's four corners. */
    static Support of(Obb box) {
        return of(box.corners());
    }

    /**
     * Returns the support of the circle: its centre plus the radius along {@code direction}
     * (the centre itself for a zero direction).
     */
    static Support of(Circle circle) {
        return direction -> {
            double length = direction.length();
            return length == 0 ? circle.center() : circle.center().plus(direction.times(circle.radius() / length));
        };
    }
}
