package org.spriteplayground.lesson;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;

/**
 * Something on the canvas that the mouse can hold: a circle, a sprite, a box. Dragging moves its
 * anchor; Shift+drag turns it; the wheel resizes it. Each lesson decides which of these a handle
 * allows and may refuse a move (a dot cannot be dragged into a wall).
 */
public interface Handle {

    /** Returns the point that follows the pointer, in world units. */
    Vec2 anchor();

    /** Moves the anchor to {@code to}, or leaves it where it is if the lesson forbids the spot. */
    void moveTo(Vec2 to);

    /** Turns by {@code radians} (positive clockwise on screen); does nothing if it cannot turn. */
    default void turnBy(double radians) {
    }

    /** Grows by {@code amount} world units (negative shrinks); does nothing if it has no size. */
    default void resizeBy(double amount) {
    }

    /** Returns how far it is turned, in radians (positive clockwise on screen); 0 if it cannot turn. */
    default double angle() {
        return 0;
    }

    /** Returns its size (a circle's radius) in world units, or NaN if it has no size. */
    default double size() {
        return Double.NaN;
    }

    /**
     * Returns the world box the body covers, for a view to keep clear of (a popup about another
     * body): its disc when it has a size, else its anchor alone, unless the lesson says more.
     */
    default Aabb extent() {
        double r = Double.isNaN(size()) ? 0 : size();
        return new Aabb(anchor().x() - r, anchor().y() - r, anchor().x() + r, anchor().y() + r);
    }

    /**
     * Puts it at {@code to}, turned to {@code angle} radians and of size {@code size}, each as far
     * as the lesson allows, as a drag, a turn and the wheel would: what it cannot do is ignored.
     */
    default void place(Vec2 to, double angle, double size) {
        if (resizes() && !Double.isNaN(size)) {
            resizeBy(size - size());
        }
        if (turns()) {
            turnBy(angle - angle());
        }
        moveTo(to);
    }

    /** Returns whether Shift+drag turns it. */
    default boolean turns() {
        return false;
    }

    /** Returns whether the wheel resizes it. */
    default boolean resizes() {
        return false;
    }
}
