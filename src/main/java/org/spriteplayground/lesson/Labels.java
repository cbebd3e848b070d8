package org.spriteplayground.lesson;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.DebugDraw.Side;
import org.spriteplayground.sim.Ink;

/**
 * Where a label goes so that its background covers no shape on the canvas. A shape's label is
 * anchored on the shape's extreme point on one side and written on that side; if no other
 * shape reaches past that point on that side, the whole half-plane the label sits in is free of
 * shapes. Sides are tried in the order above, left, right, below, and only where the view leaves
 * room for the text. {@link LabelSearch#free} then checks a wanted place against everything drawn
 * and moves the label to the nearest place that hides nothing, if it has to, with a leader line
 * back to its anchor when that place is away from it.
 *
 * <p>A label's size on screen is fixed in pixels; in world units it depends on the font and on
 * how big the view is shown, so the drawing surface measures it ({@link DebugDraw#labelSize}).
 */
final class Labels {

    /** The sides a label is tried on, in order. */
    static final List<Side> PREFERENCE = List.of(Side.ABOVE, Side.LEFT, Side.RIGHT, Side.BELOW);

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

        /** Writes {@code text} here as a caption, which names no point ({@link LabelLayout#caption}). */
        void caption(LabelLayout draw, String text, Ink ink) {
            draw.caption(anchor, text, ink, side);
        }
    }

    /** Returns a circle's extent as a box. */
    static Aabb extent(Circle c) {
        double r = c.radius();
        return new Aabb(c.center().x() - r, c.center().y() - r, c.center().x() + r, c.center().y() + r);
    }

    /**
     * Returns the places for the labels of {@code labelled}, in order, clear of every labelled
     * shape and every obstacle (a marked point, say, as a small box): each on the first side where
     * nothing reaches past its shape and the view has room for its text. A side on which an
     * earlier shape ties is free only if that shape's label went elsewhere, so two labels never
     * share a side. A shape with no such side (one inside another) is labelled on its own first
     * side with room, where something may be in the way: {@link LabelLayout} then moves the
     * label to the nearest free place and draws a leader back to the shape, so the label still
     * reads as this shape's and not as the one around it.
     *
     * @param draw the surface the labels are written on, which measures them
     * @param labelled the shapes to label
     * @param obstacles other things the labels must not cover
     * @param view the region on show
     * @param texts the labels, one per labelled shape, for the room they need
     */
    static List<Spot> around(DebugDraw draw, List<Aabb> labelled, List<Aabb> obstacles, Aabb view, List<String> texts) {
        List<Aabb> everything = new ArrayList<>(labelled);
        everything.addAll(obstacles);
        List<Spot> spots = new ArrayList<>();
        for (int index = 0; index < labelled.size(); index++) {
            spots.add(place(everything, index, spots, view, draw.labelSize(texts.get(index), view)));
        }
        return spots;
    }

    private static Spot place(List<Aabb> everything, int index, List<Spot> earlier, Aabb view, Vec2 size) {
        Aabb shape = everything.get(index);
        for (Side side : PREFERENCE) {
            if (outermost(everything, index, side, earlier) && room(shape, side, view, size)) {
                return new Spot(anchor(shape, side), side);
            }
        }
        for (Side side : PREFERENCE) {
            if (room(shape, side, view, size)) {
                return new Spot(anchor(shape, side), side);
            }
        }
        return new Spot(anchor(shape, Side.ABOVE), Side.ABOVE);
    }

    /** Returns the side whose screen direction is nearest {@code direction} (y grows downwards). */
    static Side sideToward(Vec2 direction) {
        if (Math.abs(direction.x()) > Math.abs(direction.y())) {
            return direction.x() > 0 ? Side.RIGHT : Side.LEFT;
        }
        return direction.y() > 0 ? Side.BELOW : Side.ABOVE;
    }

    /**
     * Returns a place {@code gap} world units below all {@code shapes} at {@code x}, for the
     * caption {@code text} under the scene on {@code draw}; {@code gap} above them when the view
     * has no room below.
     */
    static Spot captionOf(DebugDraw draw, String text, double x, List<Aabb> shapes, Aabb view, double gap) {
        Aabb all = union(shapes);
        if (view.maxY() - all.maxY() >= gap + draw.labelSize(text, view).y()) {
            return new Spot(new Vec2(x, all.maxY() + gap), Side.BELOW);
        }
        return new Spot(new Vec2(x, all.minY() - gap), Side.ABOVE);
    }

    private static boolean outermost(List<Aabb> everything, int index, Side side, List<Spot> earlier) {
        Aabb shape = everything.get(index);
        for (int i = 0; i < everything.size(); i++) {
            Aabb other = everything.get(i);
            double past = switch (side) {
                case ABOVE -> shape.minY() - other.minY();
                case BELOW -> other.maxY() - shape.maxY();
                case LEFT -> shape.minX() - other.minX();
                case RIGHT -> other.maxX() - shape.maxX();
            };
            if (past > 0 || (past == 0 && i < earlier.size() && earlier.get(i).side() == side)) {
                return false;
            }
        }
        return true;
    }

    private static boolean room(Aabb shape, Side side, Aabb view, Vec2 size) {
        return switch (side) {
            case ABOVE -> shape.minY() - view.minY() >= size.y();
            case BELOW -> view.maxY() - shape.maxY() >= size.y();
            case LEFT -> shape.minX() - view.minX() >= size.x();
            case RIGHT -> view.maxX() - shape.maxX() >= size.x();
        };
    }

    /** Returns the box a label of {@code size} (width, height) written at {@code spot} takes. */
    static Aabb box(Spot spot, Vec2 size) {
        double across = size.y();
        double along = size.x();
        Vec2 a = spot.anchor();
        return switch (spot.side()) {
            case ABOVE -> new Aabb(a.x() - along / 2, a.y() - across, a.x() + along / 2, a.y());
            case BELOW -> new Aabb(a.x() - along / 2, a.y(), a.x() + along / 2, a.y() + across);
            case LEFT -> new Aabb(a.x() - along, a.y() - across / 2, a.x(), a.y() + across / 2);
            case RIGHT -> new Aabb(a.x(), a.y() - across / 2, a.x() + along, a.y() + across / 2);
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
