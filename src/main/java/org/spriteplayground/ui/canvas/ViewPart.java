package org.spriteplayground.ui.canvas;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.SceneRenderer;

/**
 * Where the canvas looks in its lesson's world: all of it, or, where that would draw the world's
 * readable length too small ({@link SceneRenderer#shown}), a part at a readable scale, which a drag
 * on the empty sky moves. The part's place is the canvas's own, as a scroll pane's position is; the
 * simulation still steps every body, shown or not.
 */
final class ViewPart {

    private final Playground model;
    /** The world point the part is centred on; null: the world's centre. */
    private Vec2 centre;

    ViewPart(Playground model) {
        this.model = model;
    }

    /** Returns the part of the world shown in a {@code width} &times; {@code height} area. */
    Aabb shown(int width, int height) {
        return SceneRenderer.shown(model.simulation().world(), centre, Math.max(1, width), Math.max(1, height));
    }

    /** Returns the part of the world shown in a {@code width} &times; {@code height} area, or null when that is all of it. */
    Aabb part(int width, int height) {
        Aabb shown = shown(width, height);
        return shown.equals(model.simulation().world().bounds()) ? null : shown;
    }

    /**
     * Moves the part shown in a {@code width} &times; {@code height} area by {@code dx}, {@code dy}
     * screen pixels the other way, so that the sky follows a pointer dragged that far; the part
     * stays within the world. Nothing moves while the whole world is shown.
     *
     * @return whether a part is shown, which the drag moved
     */
    boolean drag(int width, int height, double dx, double dy) {
        Aabb shown = part(width, height);
        if (shown != null) {
            double scale = SceneRenderer.fit(shown, Math.max(1, width), Math.max(1, height)).getScaleX();
            centre = new Vec2(shown.center().x() - dx / scale, shown.center().y() - dy / scale);
        }
        return shown != null;
    }
}
