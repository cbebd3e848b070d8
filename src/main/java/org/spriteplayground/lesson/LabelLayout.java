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
 * it hides no shape drawn and no label written before it, measured by the target surface
 * ({@link DebugDraw#labelSize}). A label that ends up more than its own height away from its
 * anchor gets a leader: a hairline from the anchor to the nearest point of its box, so it still
 * reads as the label of what it names. A lesson draws through one of these and finishes it last.
 */
final class LabelLayout implements DebugDraw {

    /**
     * A label held back: whether it names a point (and so may get a leader), whether it gives way
     * rather than hide a sprite or a label, a shorter text for when it has no free place (or null),
     * and the circle it names, whose outline its leader starts from (or null: from its anchor).
     */
    private record Pending(Labels.Spot spot, String text, Ink ink, boolean names, boolean yields, String shorter, Circle named) {
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

    /** A marked point's ring is a fixed size on screen: the target says how big in world units. */
    @Override
    public void point(Vec2 at, Ink ink) {
        target.point(at, ink);
        drawn.add(ink == Ink.MARK ? new Drawn.Disc(new Circle(at, target.markRadius(view))) : new Drawn.Dot(at));
    }

    @Override
    public double markRadius(Aabb view) {
        return target.markRadius(view);
    }

    /** Cells are a see-through layer under everything, as shading is. */
    @Override
    public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
        target.cells(x, y, width, on, ink, fill);
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
        pending.add(new Pending(new Labels.Spot(at, side), text, ink, true, false, null, null));
    }

    /**
     * Writes a caption: placed like a label, but it names no point (it says what the whole scene
     * shows), so it never gets a leader.
     */
    void caption(Vec2 at, String text, Ink ink, Side side) {
        pending.add(new Pending(new Labels.Spot(at, side), text, ink, false, false, null, null));
    }

    /**
     * Writes a label that gives way: placed like any other, but left out where every place would
     * hide a sprite's image (a moving jet) or an earlier label. For a note the picture can do
     * without, such as where the last hit was.
     */
    void yieldingLabel(Vec2 at, String text, Ink ink) {
        pending.add(new Pending(new Labels.Spot(at, Side.ABOVE), text, ink, true, true, null, null));
    }

    /**
     * Writes a label that has a shorter form, {@code shorter}, for a crowded view: where
     * {@code text} has no place that hides nothing, even over more lines, the shorter text is
     * tried too ("t = 0.032" for "hit at t = 0.032 of the step" with big type).
     */
    void label(Vec2 at, String text, String shorter, Ink ink, Side side) {
        pending.add(new Pending(new Labels.Spot(at, side), text, ink, true, false, shorter, null));
    }

    /**
     * Writes a label for {@code circle} (its radius, say), wanted above its top; moved away, its
     * leader starts from the point of the outline nearest the label, so that it never runs
     * through what the circle holds (a jet's image).
     */
    void label(Circle circle, String text, Ink ink) {
        Vec2 top = new Vec2(circle.center().x(), circle.center().y() - circle.radius());
        pending.add(new Pending(new Labels.Spot(top, Side.ABOVE), text, ink, true, false, null, circle));
    }

    /** Measured by the target surface. */
    @Override
    public Vec2 labelSize(String text, Aabb view) {
        return target.labelSize(text, view);
    }

    @Override
    public void leader(Vec2 from, Vec2 to, Ink ink) {
        target.leader(from, to, ink);
        drawn.add(new Drawn.Stroke(from, to));
    }

    /** A label's text as written (maybe over more lines), its size, its place and its box's distance from its anchor. */
    private record Placed(String text, Vec2 size, LabelSearch.Found found, double distance) {
        /** Returns whether this hides less than {@code other}, or as little and lies nearer its anchor by more than a line. */
        boolean betterThan(Placed other) {
            if (found.hidden() != other.found.hidden()) {
                return found.hidden() < other.found.hidden();
            }
            return distance < other.distance - other.size.y();
        }
    }

    /** A label as it will be written: its place, and the leader to it (or null). */
    private record Planned(Pending pending, Placed placed, Vec2[] leader) {
    }

    /**
     * Where every held-back label goes on {@code writer}, which measures and writes them: each
     * label's place, and how much the labels hide in all.
     */
    private record Plan(DebugDraw writer, List<Planned> labels, long hidden) {
    }

    /**
     * Writes the labels held back, each where it hides nothing drawn and no label before it, with
     * a leader back to its anchor when it is more than its height away; a later label keeps clear
     * of an earlier one's leader, and a label's own leader keeps clear of the labels before it
     * (it is let run through one only where every other place hides a line or more). A label
     * that cannot be written at its anchor is also tried over more lines ({@link LabelWrap}),
     * and written so if that hides less or lies nearer; it is
     * broken between a name and its value only where it would hide something otherwise. A label
     * with a shorter form that still hides something is written short if that hides less. Where
     * the labels still hide something, they are all placed again a step smaller, as long as the
     * target writes them smaller ({@link DebugDraw#smallerLabels}: large type on a world drawn at
     * its usual size), and written at the largest size that hides nothing, or else at the one that
     * hides least.
     */
    void finish() {
        Plan plan = plan(target);
        for (DebugDraw smaller = target.smallerLabels(); plan.hidden() > 0 && smaller != null; smaller = smaller.smallerLabels()) {
            Plan tried = plan(smaller);
            if (tried.hidden() < plan.hidden()) {
                plan = tried;
            }
        }
        for (Planned label : plan.labels()) {
            if (label.leader() != null) {
                leader(label.leader()[0], label.leader()[1], label.pending().ink());
            }
            label.placed().found().spot().draw(plan.writer(), label.placed().text(), label.pending().ink());
        }
        pending.clear();
    }

    /** Returns where the labels held back go on {@code writer}, in order, each clear of those before it and their leaders. */
    private Plan plan(DebugDraw writer) {
        List<Aabb> taken = new ArrayList<>();
        List<Drawn> shapes = new ArrayList<>(drawn);
        List<Planned> planned = new ArrayList<>();
        long hidden = 0;
        for (Pending p : pending) {
            Placed best = placed(writer, p.text(), p, taken, shapes);
            if (best.found().hidden() > 0 || best.distance() > 0) {
                best = better(writer, best, LabelWrap.wraps(p.text()), p, taken, shapes);
            }
            if (best.found().hidden() >= LabelSearch.LINE_COVERED) {
                best = better(writer, best, LabelWrap.anyWraps(p.text()), p, taken, shapes);
            }
            if (best.found().hidden() > 0 && p.shorter() != null) {
                best = better(writer, best, shorterWays(p.shorter()), p, taken, shapes);
            }
            if (p.yields() && best.found().hidden() >= LabelSearch.IMAGE_COVERED) {
                continue;
            }
            hidden += best.found().hidden();
            Aabb box = Labels.box(best.found().spot(), best.size());
            taken.add(box);
            Vec2[] leader = leader(p, box, best.size());
            if (leader != null) {
                shapes.add(new Drawn.Stroke(leader[0], leader[1]));
            }
            planned.add(new Planned(p, best, leader));
        }
        return new Plan(writer, planned, hidden);
    }

    /** Returns {@code shorter} on one line, then over more lines. */
    private static List<String> shorterWays(String shorter) {
        List<String> ways = new ArrayList<>(List.of(shorter));
        ways.addAll(LabelWrap.wraps(shorter));
        return ways;
    }

    /** Returns the best of {@code best} and the label written each of the {@code ways}. */
    private Placed better(DebugDraw writer, Placed best, List<String> ways, Pending p, List<Aabb> taken, List<Drawn> shapes) {
        for (String wrapped : ways) {
            Placed other = placed(writer, wrapped, p, taken, shapes);
            if (other.betterThan(best)) {
                best = other;
            }
        }
        return best;
    }

    private Placed placed(DebugDraw writer, String text, Pending p, List<Aabb> taken, List<Drawn> shapes) {
        Vec2 size = writer.labelSize(text, view);
        LabelSearch.Found found = LabelSearch.free(p.spot(), size, view, shapes, taken, box -> leader(p, box, size));
        return new Placed(text, size, found, LabelSearch.distance(Labels.box(found.spot(), size), p.spot().anchor()));
    }

    /**
     * Returns the leader (from, to) of label {@code p} written in {@code box} of {@code size}, or
     * null if it gets none: one that names a point and lies more than its height from it gets a
     * line from its anchor (for a circle, the outline's point nearest the box) to the box.
     */
    private static Vec2[] leader(Pending p, Aabb box, Vec2 size) {
        if (!p.names() || LabelSearch.distance(box, p.spot().anchor()) <= size.y()) {
            return null;
        }
        Vec2 anchor = p.named() == null ? p.spot().anchor() : outlineToward(p.named(), box);
        return new Vec2[] {anchor, nearest(box, anchor)};
    }

    /** Returns the point of {@code circle}'s outline nearest {@code box} (its top if the box holds the centre). */
    private static Vec2 outlineToward(Circle circle, Aabb box) {
        Vec2 c = circle.center();
        Vec2 toward = nearest(box, c).minus(c);
        double length = toward.length();
        return length == 0 ? new Vec2(c.x(), c.y() - circle.radius()) : c.plus(toward.times(circle.radius() / length));
    }

    /** Returns the point of {@code box} nearest {@code p}. */
    static Vec2 nearest(Aabb box, Vec2 p) {
        return new Vec2(Math.max(box.minX(), Math.min(p.x(), box.maxX())), Math.max(box.minY(), Math.min(p.y(), box.maxY())));
    }
}
