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
 * and moves the label to the nearest place that hides nothing, if it has to.
 *
 * <p>A label's size on screen is fixed in pixels; in world units it depends on how big the view
 * is shown. The estimate takes the canvas at its usual size ({@value #CANVAS_WIDTH} &times;
 * {@value #CANVAS_HEIGHT} pixels of world, margins and status strip left out) and the label
 * font's measured size: about 8 pixels a character in 14-point bold, a 19-pixel line.
 */
final class Labels {

    /** Pixels of world the canvas shows across at its usual size. */
    static final double CANVAS_WIDTH = 720;

    /** Pixels of world the canvas shows down at its usual size. */
    static final double CANVAS_HEIGHT = 420;

    /** Pixels a label takes across, the gap to its anchor included. */
    static final double PIXELS_ACROSS = 24;

    /** Pixels each character of a label takes along. */
    static final double PIXELS_PER_CHARACTER = 8.5;

    /** Pixels a label takes along besides its characters: its background's padding and the gap to its anchor. */
    static final double PIXELS_PADDING = 12;

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
     * share a side. A shape with no such side (one inside another) is labelled beyond all the
     * shapes, on a side no earlier label uses.
     *
     * @param labelled the shapes to label
     * @param obstacles other things the labels must not cover
     * @param view the region on show
     * @param texts the labels, one per labelled shape, for the room they need
     */
    static List<Spot> around(List<Aabb> labelled, List<Aabb> obstacles, Aabb view, List<String> texts) {
        List<Aabb> everything = new ArrayList<>(labelled);
        everything.addAll(obstacles);
        List<Spot> spots = new ArrayList<>();
        for (int index = 0; index < labelled.size(); index++) {
            spots.add(place(everything, index, spots, view, texts.get(index)));
        }
        return spots;
    }

    private static Spot place(List<Aabb> everything, int index, List<Spot> earlier, Aabb view, String text) {
        Aabb shape = everything.get(index);
        for (Side side : PREFERENCE) {
            if (outermost(everything, index, side, earlier) && room(shape, side, view, text)) {
                return new Spot(anchor(shape, side), side);
            }
        }
        Aabb all = union(everything);
        for (Side side : PREFERENCE) {
            boolean taken = earlier.stream().anyMatch(s -> s.side() == side);
            if (!taken && room(all, side, view, text)) {
                Vec2 edge = anchor(all, side);
                boolean across = side == Side.ABOVE || side == Side.BELOW;
                return new Spot(across ? new Vec2(shape.center().x(), edge.y()) : new Vec2(edge.x(), shape.center().y()), side);
            }
        }
        return beyondAll(shape.center().x(), everything, view);
    }

    /** Returns the side whose screen direction is nearest {@code direction} (y grows downwards). */
    static Side sideToward(Vec2 direction) {
        if (Math.abs(direction.x()) > Math.abs(direction.y())) {
            return direction.x() > 0 ? Side.RIGHT : Side.LEFT;
        }
        return direction.y() > 0 ? Side.BELOW : Side.ABOVE;
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
        if (view.maxY() - all.maxY() >= gap + across(view)) {
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

    private static boolean room(Aabb shape, Side side, Aabb view) {
        return room(shape, side, view, "");
    }

    private static boolean room(Aabb shape, Side side, Aabb view, String text) {
        double along = along(text, view);
        double across = across(view);
        return switch (side) {
            case ABOVE -> shape.minY() - view.minY() >= across;
            case BELOW -> view.maxY() - shape.maxY() >= across;
            case LEFT -> shape.minX() - view.minX() >= along;
            case RIGHT -> view.maxX() - shape.maxX() >= along;
        };
    }

    /** Returns world units per pixel when {@code view} fills the canvas at its usual size. */
    static double pixel(Aabb view) {
        return Math.max(view.width() / CANVAS_WIDTH, view.height() / CANVAS_HEIGHT);
    }

    /** Returns the room a label takes across (its height), in world units, on {@code view}. */
    static double across(Aabb view) {
        return PIXELS_ACROSS * pixel(view);
    }

    /** Returns the room {@code text} takes along (its width), in world units, on {@code view}. */
    static double along(String text, Aabb view) {
        return (PIXELS_PADDING + text.length() * PIXELS_PER_CHARACTER) * pixel(view);
    }

    /** Returns the box a label written at {@code spot} takes, by the estimate above. */
    static Aabb box(Spot spot, String text, Aabb view) {
        double across = across(view);
        double along = along(text, view);
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
