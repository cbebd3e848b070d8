package org.spriteplayground.lesson;

import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.DebugDraw.Side;
import org.spriteplayground.sim.Ink;

/**
 * Where a shape's label goes so that its background covers no shape on the canvas. A label is
 * anchored on the shape's extreme point on one side and written on that side; if no other
 * shape reaches past that point on that side, the whole half-plane the label sits in is free of
 * shapes, whatever the label's size on screen. Sides are tried in the order above, left, right,
 * below, and only where the view leaves room for the text.
 */
final class Labels {

    /** Room a label needs above or below its anchor, as a share of the view's height. */
    private static final double ROOM_ACROSS = 0.06;

    /** Room a label needs left or right of its anchor, as a share of the view's width. */
    private static final double ROOM_ALONG = 0.3;

    private static final List<Side> PREFERENCE = List.of(Side.ABOVE, Side.LEFT, Side.RIGHT, Side.BELOW);

    private Labels() {
    }

    /**
     * A label's place.
     *
     * @param anchor the world point it is written beside
     * @param side which side of the anchor it is written on
     */
    record Spot(Vec2 anchor, Side side) {
        /** Writes {@code text} here. */
        void draw(DebugDraw draw, String text, Ink ink) {
            draw.label(anchor, text, ink, side);
        }
    }

    /** Returns a circle's extent as a box. */
    static Aabb extent(Circle c) {
        double r = c.radius();
        return new Aabb(c.center().x() - r, c.center().y() - r, c.center().x() + r, c.center().y() + r);
    }

    /**
     * Returns the place for the label of {@code shapes.get(index)}, clear of every shape: on the
     * first side where no shape reaches past it (on a tie, the shape earlier in the list has the
     * side, so that two labels do not share it) and the view has room; if there is none (a shape
     * inside another), above or below all the shapes.
     */
    static Spot beside(List<Aabb> shapes, int index, Aabb view) {
        Aabb shape = shapes.get(index);
        for (Side side : PREFERENCE) {
            if (outermost(shapes, index, side) && room(shape, side, view)) {
                return new Spot(anchor(shape, side), side);
            }
        }
        return beyondAll(shape.center().x(), shapes, view);
    }

    /** Returns a place above all {@code shapes} at {@code x} (below them if the view has no room above). */
    static Spot beyondAll(double x, List<Aabb> shapes, Aabb view) {
        Aabb all = union(shapes);
        Side side = room(all, Side.ABOVE, view) || !room(all, Side.BELOW, view) ? Side.ABOVE : Side.BELOW;
        return new Spot(new Vec2(x, side == Side.ABOVE ? all.minY() : all.maxY()), side);
    }

    /**
     * Returns a place {@code gap} world units below all {@code shapes} at {@code x}, for a caption
     * under the scene; {@code gap} above them when the view has no room below.
     */
    static Spot captionOf(double x, List<Aabb> shapes, Aabb view, double gap) {
        Aabb all = union(shapes);
        if (view.maxY() - all.maxY() >= gap + ROOM_ACROSS * view.height()) {
            return new Spot(new Vec2(x, all.maxY() + gap), Side.BELOW);
        }
        return new Spot(new Vec2(x, all.minY() - gap), Side.ABOVE);
    }

    private static boolean outermost(List<Aabb> shapes, int index, Side side) {
        Aabb shape = shapes.get(index);
        for (int i = 0; i < shapes.size(); i++) {
            Aabb other = shapes.get(i);
            double past = switch (side) {
                case ABOVE -> shape.minY() - other.minY();
                case BELOW -> other.maxY() - shape.maxY();
                case LEFT -> shape.minX() - other.minX();
                case RIGHT -> other.maxX() - shape.maxX();
            };
            if (past > 0 || (past == 0 && i < index)) {
                return false;
            }
        }
        return true;
    }

    private static boolean room(Aabb shape, Side side, Aabb view) {
        return switch (side) {
            case ABOVE -> shape.minY() - view.minY() >= ROOM_ACROSS * view.height();
            case BELOW -> view.maxY() - shape.maxY() >= ROOM_ACROSS * view.height();
            case LEFT -> shape.minX() - view.minX() >= ROOM_ALONG * view.width();
            case RIGHT -> view.maxX() - shape.maxX() >= ROOM_ALONG * view.width();
        };
    }

    private static Vec2 anchor(Aabb shape, Side side) {
        Vec2 c = shape.center();
        return switch (side) {
            case ABOVE -> new Vec2(c.x(), shape.minY());
            case BELOW -> new Vec2(c.x(), shape.maxY());
            case LEFT -> new Vec2(shape.minX(), c.y());
            case RIGHT -> new Vec2(shape.maxX(), c.y());
        };
    }

    private static Aabb union(List<Aabb> shapes) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (Aabb s : shapes) {
            minX = Math.min(minX, s.minX());
            minY = Math.min(minY, s.minY());
            maxX = Math.max(maxX, s.maxX());
            maxY = Math.max(maxY, s.maxY());
        }
        return new Aabb(minX, minY, maxX, maxY);
    }
}
