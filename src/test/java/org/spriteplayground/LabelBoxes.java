package org.spriteplayground;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;

/** Where a label written through {@link DebugDraw} lies, and whether an outline runs through it, in world units. */
public final class LabelBoxes {

    /** How far, in world units, an outline may reach into a label's box: rounding, not a line's worth. */
    private static final double SLACK = 1e-6;

    private LabelBoxes() {
    }

    /** The box a label of {@code size} (width, height, each with the gap to its anchor) takes on {@code side} of {@code at}. */
    public static Aabb box(Vec2 at, DebugDraw.Side side, Vec2 size) {
        return switch (side) {
            case ABOVE -> new Aabb(at.x() - size.x() / 2, at.y() - size.y(), at.x() + size.x() / 2, at.y());
            case BELOW -> new Aabb(at.x() - size.x() / 2, at.y(), at.x() + size.x() / 2, at.y() + size.y());
            case LEFT -> new Aabb(at.x() - size.x(), at.y() - size.y() / 2, at.x(), at.y() + size.y() / 2);
            case RIGHT -> new Aabb(at.x(), at.y() - size.y() / 2, at.x() + size.x(), at.y() + size.y() / 2);
        };
    }

    /** Returns whether {@code circle}'s outline runs through {@code box}: part of the box lies inside the circle and part outside. */
    public static boolean crosses(Aabb box, Circle circle) {
        Vec2 c = circle.center();
        double nx = Math.max(box.minX(), Math.min(c.x(), box.maxX())) - c.x();
        double ny = Math.max(box.minY(), Math.min(c.y(), box.maxY())) - c.y();
        double fx = Math.max(Math.abs(box.minX() - c.x()), Math.abs(box.maxX() - c.x()));
        double fy = Math.max(Math.abs(box.minY() - c.y()), Math.abs(box.maxY() - c.y()));
        return Math.hypot(nx, ny) < circle.radius() - SLACK && Math.hypot(fx, fy) > circle.radius() + SLACK;
    }

    /** Returns whether {@code outline}'s edge runs through {@code box}: they overlap by more than the slack and the box is not inside the outline. */
    public static boolean crosses(Aabb box, Aabb outline) {
        boolean overlap = box.minX() < outline.maxX() - SLACK && outline.minX() < box.maxX() - SLACK
                && box.minY() < outline.maxY() - SLACK && outline.minY() < box.maxY() - SLACK;
        boolean inside = box.minX() >= outline.minX() - SLACK && box.maxX() <= outline.maxX() + SLACK
                && box.minY() >= outline.minY() - SLACK && box.maxY() <= outline.maxY() + SLACK;
        return overlap && !inside;
    }

    /** Returns whether two label boxes share area beyond the slack. */
    public static boolean overlap(Aabb a, Aabb b) {
        return a.minX() < b.maxX() - SLACK && b.minX() < a.maxX() - SLACK && a.minY() < b.maxY() - SLACK && b.minY() < a.maxY() - SLACK;
    }
}
