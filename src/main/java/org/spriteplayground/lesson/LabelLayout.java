package org.spriteplayground.lesson;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A drawing that passes every shape straight on and holds the labels back: {@link #finish()}
 * writes each, in order, at the place {@link LabelSearch#free} finds nearest the one asked for, where
 * it hides no shape drawn and no label written before it. A lesson draws through one of these
 * and finishes it last.
 */
final class LabelLayout implements DebugDraw {

    private record Pending(Labels.Spot spot, String text, Ink ink) {
    }

    private final DebugDraw target;
    private final Aabb view;
    private final SpriteLibrary sprites;
    private final List<Drawn> drawn = new ArrayList<>();
    private final List<Pending> pending = new ArrayList<>();

    /** Draws into {@code target}; labels are kept inside {@code view}. */
    LabelLayout(DebugDraw target, Aabb view) {
        this(target, view, null);
    }

    /** As above; sprites' images, sized from {@code sprites}, are kept clear too. */
    LabelLayout(DebugDraw target, Aabb view, SpriteLibrary sprites) {
        this.target = target;
        this.view = view;
        this.sprites = sprites;
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        target.circle(circle, ink);
        drawn.add(ink == Ink.DOT ? new Drawn.Disc(circle) : new Drawn.Ring(circle));
    }

    /** Shading is a see-through tint under everything, not a shape a label could hide. */
    @Override
    public void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
        target.circles(xs, ys, radii, count, ink);
        for (int i = 0; i < count; i++) {
            drawn.add(new Drawn.Ring(Circle.of(xs[i], ys[i], radii[i])));
        }
    }

    @Override
    public void box(Aabb box, Ink ink) {
        target.box(box, ink);
        if (ink != Ink.SHADE) {
            drawn.add(ink == Ink.WALL ? new Drawn.Block(box) : new Drawn.Frame(box));
        }
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        target.polygon(points, ink);
        for (int i = 0; i < points.size(); i++) {
            drawn.add(new Drawn.Stroke(points.get(i), points.get((i + 1) % points.size())));
        }
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        target.capsule(capsule, ink);
        drawn.add(new Drawn.Pill(capsule.spine().from(), capsule.spine().to(), capsule.radius(), ink == Ink.WALL));
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        target.segment(from, to, ink);
        drawn.add(new Drawn.Stroke(from, to));
    }

    @Override
    public void point(Vec2 at, Ink ink) {
        target.point(at, ink);
        drawn.add(new Drawn.Dot(at));
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        target.sprite(spriteName, pose);
        if (sprites != null) {
            Sprite sprite = sprites.get(spriteName).sprite();
            drawn.add(new Drawn.Image(Obb.of(pose, sprite.width(), sprite.height()).corners()));
        }
    }

    @Override
    public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
        target.sprites(spriteName, xs, ys, angles, count, smooth);
        if (sprites != null) {
            Sprite sprite = sprites.get(spriteName).sprite();
            for (int i = 0; i < count; i++) {
                drawn.add(new Drawn.Image(Obb.of(Pose.of(xs[i], ys[i], angles[i]), sprite.width(), sprite.height()).corners()));
            }
        }
    }

    @Override
    public void truth(String spriteName, Pose pose) {
        target.truth(spriteName, pose);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        label(at, text, ink, Side.ABOVE);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        pending.add(new Pending(new Labels.Spot(at, side), text, ink));
    }

    /** Writes the labels held back, each where it hides nothing drawn and no label before it. */
    void finish() {
        List<Aabb> taken = new ArrayList<>();
        for (Pending p : pending) {
            Labels.Spot spot = LabelSearch.free(p.spot(), p.text(), view, drawn, taken);
            taken.add(Labels.box(spot, p.text(), view));
            spot.draw(target, p.text(), p.ink());
        }
        pending.clear();
    }
}
