package org.spriteplayground.lesson.draw;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;

/**
 * What a label must keep off, other than the labels written before it: the outlines of the
 * circles and boxes drawn with it. {@link Labels} asks whether a box it means to write a label in
 * is clear of them.
 */
final class Obstacles {

    private final List<Circle> circles = new ArrayList<>();
    private final List<Aabb> boxes = new ArrayList<>();

    /** Remembers a circle's outline. */
    void outline(Circle circle) {
        circles.add(circle);
    }

    /** Remembers a box's outline. */
    void outline(Aabb box) {
        boxes.add(box);
    }

    /** Returns whether the outline of a circle or box remembered here runs through {@code box}. */
    boolean crossesOutline(Aabb box) {
        return circles.stream().anyMatch(c -> crosses(box, c)) || boxes.stream().anyMatch(b -> crosses(box, b));
    }

    /** Returns whether {@code circle}'s outline runs through {@code box}'s inside: some of the box lies nearer its centre than its radius, some further. */
    static boolean crosses(Aabb box, Circle circle) {
        double cx = circle.center().x();
        double cy = circle.center().y();
        double r2 = circle.radius() * circle.radius();
        double nx = clamp(cx, box.minX(), box.maxX()) - cx;
        double ny = clamp(cy, box.minY(), box.maxY()) - cy;
        double fx = Math.max(Math.abs(box.minX() - cx), Math.abs(box.maxX() - cx));
        double fy = Math.max(Math.abs(box.minY() - cy), Math.abs(box.maxY() - cy));
        return nx * nx + ny * ny < r2 && fx * fx + fy * fy > r2;
    }

    /** Returns whether {@code outline}'s edge runs through {@code box}'s inside: their insides meet and the box is not wholly within the outline. */
    static boolean crosses(Aabb box, Aabb outline) {
        boolean within = box.minX() >= outline.minX() && box.maxX() <= outline.maxX() && box.minY() >= outline.minY() && box.maxY() <= outline.maxY();
        return meet(box, outline) && !within;
    }

    /** Returns whether the insides of two boxes meet. */
    static boolean meet(Aabb a, Aabb b) {
        return a.minX() < b.maxX() && b.minX() < a.maxX() && a.minY() < b.maxY() && b.minY() < a.maxY();
    }

    static double clamp(double v, double min, double max) {
        return Math.max(min, Math.min(v, max));
    }
}
