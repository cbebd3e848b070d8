package org.spriteplayground.worksheet;

import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/**
 * A surface that draws nothing and keeps the box round the shapes, lines and points drawn on it,
 * in world units: how far a world's drawing reaches, which may be past its bounds (a ruler's
 * shadow above the top edge). Labels do not count: a lesson places them from their sizes.
 */
final class DrawnExtent implements DebugDraw {

    private double minX = Double.POSITIVE_INFINITY;
    private double minY = Double.POSITIVE_INFINITY;
    private double maxX = Double.NEGATIVE_INFINITY;
    private double maxY = Double.NEGATIVE_INFINITY;

    /** Returns the box round everything drawn so far, or null if nothing was. */
    Aabb box() {
        return minX > maxX ? null : new Aabb(minX, minY, maxX, maxY);
    }

    private void take(double x, double y, double reach) {
        if (Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(reach)) {
            minX = Math.min(minX, x - reach);
            minY = Math.min(minY, y - reach);
            maxX = Math.max(maxX, x + reach);
            maxY = Math.max(maxY, y + reach);
        }
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        take(circle.center().x(), circle.center().y(), circle.radius());
    }

    @Override
    public void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
        for (int i = 0; i < count; i++) {
            take(xs[i], ys[i], radii[i]);
        }
    }

    @Override
    public void box(Aabb box, Ink ink) {
        take(box.minX(), box.minY(), 0);
        take(box.maxX(), box.maxY(), 0);
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        points.forEach(p -> take(p.x(), p.y(), 0));
    }

    @Override
    public void rounded(List<Vec2> polygon, double radius, Ink ink) {
        polygon.forEach(p -> take(p.x(), p.y(), radius));
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        take(capsule.spine().from().x(), capsule.spine().from().y(), capsule.radius());
        take(capsule.spine().to().x(), capsule.spine().to().y(), capsule.radius());
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        take(from.x(), from.y(), 0);
        take(to.x(), to.y(), 0);
    }

    @Override
    public void point(Vec2 at, Ink ink) {
        take(at.x(), at.y(), 0);
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        take(pose.position().x(), pose.position().y(), 0);
    }

    @Override
    public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
        for (int i = 0; i < count; i++) {
            take(xs[i], ys[i], 0);
        }
    }
}
