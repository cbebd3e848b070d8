package org.spriteplayground.lesson;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;

/**
 * A handle that passes every question and every change to another, for wrappers that change only
 * a few of them (a move kept inside the view, a change written down). {@link #place} is not
 * passed on: it moves, turns and resizes through this handle, so a wrapper's limits hold for a
 * placed body too; a wrapper that must place as one call overrides it.
 */
public abstract class ForwardingHandle implements Handle {

    /** The handle everything goes to. */
    protected final Handle handle;

    /** @param handle the handle everything goes to */
    protected ForwardingHandle(Handle handle) {
        this.handle = handle;
    }

    @Override
    public Vec2 anchor() {
        return handle.anchor();
    }

    @Override
    public void moveTo(Vec2 to) {
        handle.moveTo(to);
    }

    @Override
    public void turnBy(double radians) {
        handle.turnBy(radians);
    }

    @Override
    public void resizeBy(double amount) {
        handle.resizeBy(amount);
    }

    @Override
    public double angle() {
        return handle.angle();
    }

    @Override
    public double size() {
        return handle.size();
    }

    @Override
    public Aabb extent() {
        return handle.extent();
    }

    @Override
    public boolean turns() {
        return handle.turns();
    }

    @Override
    public boolean resizes() {
        return handle.resizes();
    }
}
