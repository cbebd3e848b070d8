package org.spriteplayground.worksheet;

import java.util.List;
import java.util.function.Predicate;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/**
 * Hands everything on to another surface but the labels that {@code hidden} picks: the pupils'
 * page draws the scene without the labels that would tell an answer ("TOUCHING").
 */
final class HidingDraw implements DebugDraw {

    private final DebugDraw to;
    private final Predicate<String> hidden;

    HidingDraw(DebugDraw to, Predicate<String> hidden) {
        this.to = to;
        this.hidden = hidden;
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        if (!hidden.test(text)) {
            to.label(at, text, ink);
        }
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        if (!hidden.test(text)) {
            to.label(at, text, ink, side);
        }
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        to.circle(circle, ink);
    }

    @Override
    public void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
        to.circles(xs, ys, radii, count, ink);
    }

    @Override
    public void box(Aabb box, Ink ink) {
        to.box(box, ink);
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        to.polygon(points, ink);
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        to.capsule(capsule, ink);
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        this.to.segment(from, to, ink);
    }

    @Override
    public void point(Vec2 at, Ink ink) {
        to.point(at, ink);
    }

    @Override
    public Vec2 labelSize(String text, Aabb view) {
        return to.labelSize(text, view);
    }

    @Override
    public double markRadius(Aabb view) {
        return to.markRadius(view);
    }

    @Override
    public void leader(Vec2 from, Vec2 to, Ink ink) {
        this.to.leader(from, to, ink);
    }

    @Override
    public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
        to.cells(x, y, width, on, ink, fill);
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        to.sprite(spriteName, pose);
    }

    @Override
    public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
        to.sprites(spriteName, xs, ys, angles, count, smooth);
    }

    @Override
    public void truth(String spriteName, Pose pose) {
        to.truth(spriteName, pose);
    }
}
