package org.spriteplayground.lesson.draw;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;

/**
 * A drawing that passes every shape straight on and holds the labels back until {@link #finish},
 * so that they lie over the shapes. Each label is written at a fixed offset on its side of its
 * anchor (the target's own gap, {@link DebugDraw#labelSize}), counted from the edge of the ring
 * round a marked point the anchor lies in ({@link Ink#MARK}); its box is slid into the view, and
 * where it would cover a label written before it, moved on past that label, away from what it names
 * (up for a label above its anchor, else down), and past the next it covers there, until it covers
 * none; where that would leave the view, the other way. A label wider than the view is broken over two lines. A label
 * that ends up more than half its height away from its anchor gets a leader, a hairline from the
 * anchor to its box. A caption names no point and gets none.
 *
 * <p>A label placed so that it lies on an obstacle ({@link Obstacles}: the outline of a circle,
 * box or polygon or a line drawn here runs through it, it lies on a point drawn, a marked point's ring, a filled body, a wall, a sprite's turned image, a filled cell or
 * the leader of a label written before it), or on the point another label names, or not wholly in the view, or so that its
 * leader would run into the shape it names (a line through a circle reads as a mark of it), through a label, across a leader written before it (or, for a shape's label, a circle's outline) or through a solid box it
 * does not start in, is moved to the nearest spot, on a widening ring of tries round that place,
 * clear of all of those and of every label written, or broken over two lines and tried again;
 * failing that, moved (on one line, else on two) to the nearest spot anywhere in the view that
 * breaks none of those rules but may lie on outlines and have its leader cross leaders and solid
 * boxes or circles' outlines (never its own shape's). If there is still none, the label is left
 * out, never written over a body, a point or another label. Where the labels, placed in the order they were given, leave any out (a world drawn small, in
 * large type), they are placed again with the verdicts first, so that a verdict is the last to
 * be left out; where all find room, they stand as given. Verdicts ({@link #verdict})
 * are laid out like labels and handed on as verdicts; on a surface that shows no verdicts they
 * take no room. A verdict names a mark, so where its side of the mark is not clear it is first
 * tried on the mark's other sides (the opposite one first), touching it, then on any side of it
 * lying on outlines (as the last tier allows), before the rings of tries.
 */
public final class Labels extends ForwardingDraw {

    /**
     * A label held back: where it is anchored, on which side, whether it names its anchor, whether
     * it is a verdict, and the extent of the shape it names (round: a circle's), or null for a point.
     */
    private record Pending(Vec2 anchor, String text, Ink ink, Side side, boolean names, boolean verdict, Aabb shape, boolean round) {

        /** Returns whether a leader from the anchor to {@code to} runs into the inside of the shape this names, where it reads as a mark of that shape. */
        boolean intoShape(Vec2 to) {
            return shape != null && (round ? Obstacles.into(anchor, to, new Circle(shape.center(), shape.width() / 2)) : Obstacles.through(anchor, to, shape));
        }
    }

    /** A label placed: on its side of its mark ({@code label}, perhaps turned to another side), as {@code text} (perhaps on two lines) of {@code size}, in {@code box}. */
    private record Placed(Pending label, String text, Aabb box, Vec2 size) {
    }

    /** How many rings of spots round a label crossing an outline are tried, each half a label's height (across: a height) further out. */
    static final int TRIES = 16;

    private final Aabb view;
    private final List<Pending> pending = new ArrayList<>();
    private final Obstacles obstacles = new Obstacles();

    /** Draws into {@code target}; labels are kept inside {@code view}, the region the canvas shows. */
    public Labels(DebugDraw target, Aabb view) {
        super(target);
        this.view = view;
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        obstacles.circle(circle, ink);
        super.circle(circle, ink);
    }

    @Override
    public void box(Aabb box, Ink ink) {
        obstacles.box(box, ink);
        super.box(box, ink);
    }

    @Override
    public void rounded(List<Vec2> polygon, double radius, Ink ink) {
        obstacles.rounded(polygon, radius, ink);
        super.rounded(polygon, radius, ink);
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        obstacles.capsule(capsule, ink);
        super.capsule(capsule, ink);
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        obstacles.polygon(points, ink);
        super.polygon(points, ink);
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        obstacles.segment(from, to, ink);
        super.segment(from, to, ink);
    }

    /** A point is kept off, and a marked point's ring ({@link DebugDraw#markRadius}) too, by its own label as well, which starts at the ring's edge. */
    @Override
    public void point(Vec2 at, Ink ink) {
        obstacles.point(at);
        if (ink == Ink.MARK) {
            obstacles.ring(new Circle(at, target.markRadius(view)));
        }
        super.point(at, ink);
    }

    /** Filled cells (a sprite's pixel mask) are kept off, every filled cell, whatever its ink. */
    @Override
    public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
        obstacles.cells(x, y, width, on);
        super.cells(x, y, width, on, ink, fill);
    }

    /** A sprite is kept off where the surface knows its image's size ({@link DebugDraw#spriteSize}). */
    @Override
    public void sprite(String spriteName, Pose pose) {
        target.spriteSize(spriteName).ifPresent(size -> obstacles.sprite(pose, size));
        super.sprite(spriteName, pose);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        label(at, text, ink, Side.ABOVE);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        pending.add(new Pending(at, text, ink, side, true, false, null, false));
    }

    @Override
    public void verdict(Vec2 at, String text, Ink ink, Side side) {
        if (target.showsVerdicts()) {
            pending.add(new Pending(at, text, ink, side, true, true, null, false));
        }
    }

    /** Writes a verdict for the mark {@code shape} (a row of pixels, a box) on {@code side} of it, else on another side of it where that is clear. */
    public void verdict(Aabb shape, String text, Ink ink, Side side) {
        if (target.showsVerdicts()) {
            pending.add(new Pending(edge(shape, side), text, ink, side, true, true, shape, false));
        }
    }

    /** Writes a verdict above {@code circle}'s top. */
    public void verdict(Circle circle, String text, Ink ink) {
        if (target.showsVerdicts()) {
            pending.add(new Pending(edge(extent(circle), Side.ABOVE), text, ink, Side.ABOVE, true, true, extent(circle), true));
        }
    }

    /** Writes a caption: placed like a label, but it says what the whole scene shows, so it never gets a leader. */
    public void caption(Vec2 at, String text, Ink ink, Side side) {
        pending.add(new Pending(at, text, ink, side, false, false, null, false));
    }

    /** Writes a caption that is a verdict ("TOUCHING"): placed like a caption, handed on as a verdict. */
    public void verdictCaption(Vec2 at, String text, Ink ink, Side side) {
        if (target.showsVerdicts()) {
            pending.add(new Pending(at, text, ink, side, false, true, null, false));
        }
    }

    /** Writes a label for {@code shape} on {@code side} of it: anchored on the middle of that side of its extent. */
    public void label(Aabb shape, String text, Ink ink, Side side) {
        pending.add(new Pending(edge(shape, side), text, ink, side, true, false, shape, false));
    }

    /** Writes a label above {@code circle}'s top. */
    public void label(Circle circle, String text, Ink ink) {
        pending.add(new Pending(edge(extent(circle), Side.ABOVE), text, ink, Side.ABOVE, true, false, extent(circle), true));
    }

    /**
     * Writes the labels held back, each where the rule of this class puts it, and forgets them:
     * placed in the order given; where that leaves any label out, placed again with the verdicts
     * first.
     */
    public void finish() {
        List<Placed> placed = placed(pending);
        if (placed.size() < pending.size()) {
            obstacles.forgetLeaders();
            List<Pending> verdictsFirst = new ArrayList<>(pending);
            verdictsFirst.sort(Comparator.comparing(p -> !p.verdict()));
            placed = placed(verdictsFirst);
        }
        for (Placed w : placed) {
            Pending p = w.label();
            Vec2 nearest = Collisions.closestPoint(w.box(), p.anchor());
            if (led(p, nearest, w.size())) {
                target.leader(p.anchor(), nearest, p.ink());
            }
            if (p.verdict()) {
                target.verdict(edge(w.box(), p.side().opposite()), w.text(), p.ink(), p.side());
            } else {
                target.label(edge(w.box(), p.side().opposite()), w.text(), p.ink(), p.side());
            }
        }
        pending.clear();
    }

    /**
     * Returns where the labels go, placed one by one in the order of {@code labels}, each clear
     * of those placed before it and of their leaders, which it remembers as obstacles; a label
     * that finds no clear spot is left out.
     */
    private List<Placed> placed(List<Pending> labels) {
        List<Placed> placed = new ArrayList<>();
        List<Aabb> written = new ArrayList<>();
        for (Pending p : labels) {
            String text = p.text();
            Vec2 size = target.labelSize(text, view);
            if (size.x() > view.width() && text.indexOf(' ') > 0) {
                text = halved(text);
                size = target.labelSize(text, view);
            }
            Vec2 from = obstacles.offRing(p.anchor(), p.side());
            Aabb box = intoView(box(from, p.side(), size));
            boolean up = p.side() == Side.ABOVE;
            boolean turned = false;
            // Each move passes one label, at most once each way.
            for (int moves = 0; moves < 2 * written.size() && Obstacles.covered(box, written) != null; moves++) {
                Aabb other = Obstacles.covered(box, written);
                Aabb moved = Obstacles.past(box, other, up);
                if (!turned && (moved.minY() < view.minY() || moved.maxY() > view.maxY())) {
                    turned = true;
                    up = !up;
                    moved = Obstacles.past(box, other, up);
                }
                box = moved;
            }
            box = intoView(box);
            Pending own = p;
            Aabb clear = Obstacles.covered(box, written) != null || clashes(own, p, box, size, written, true) ? null : box;
            if (clear == null && p.verdict() && p.names()) {
                // A verdict names a mark: on another side of it, touching it, else on any side lying on an outline, before anywhere further off.
                List<Side> sides = new ArrayList<>(others(p.side()));
                sides.add(p.side());
                sides.addAll(others(p.side()));
                for (int i = 0; clear == null && i < sides.size(); i++) {
                    Side other = sides.get(i);
                    Pending q = new Pending(p.shape() == null ? p.anchor() : edge(p.shape(), other), p.text(), p.ink(), other, true, true, p.shape(), p.round());
                    Aabb tried = intoView(box(obstacles.offRing(q.anchor(), other), other, size));
                    if (Obstacles.covered(tried, written) == null && !clashes(own, q, tried, size, written, i < 3)) {
                        p = q;
                        clear = tried;
                    }
                }
            }
            for (int tier = 0; clear == null && tier < 2; tier++) {
                clear = clearSpot(own, box, written, size, tier == 0);
                if (clear == null && text.indexOf(' ') > 0 && text.indexOf('\n') < 0) {
                    String two = halved(text);
                    Vec2 twoSize = target.labelSize(two, view);
                    clear = clearSpot(own, intoView(box(from, p.side(), twoSize)), written, twoSize, tier == 0);
                    if (clear != null) {
                        text = two;
                        size = twoSize;
                    }
                }
            }
            if (clear == null) {
                continue;
            }
            written.add(clear);
            placed.add(new Placed(p, text, clear, size));
            Vec2 nearest = Collisions.closestPoint(clear, p.anchor());
            if (led(p, nearest, size)) {
                obstacles.leader(p.anchor(), nearest);
            }
        }
        return placed;
    }

    /** Returns whether {@code p}, written in {@code box}, gets a leader to {@code nearest}, the box's point nearest its anchor. */
    private static boolean led(Pending p, Vec2 nearest, Vec2 size) {
        return p.names() && nearest.distanceSquared(p.anchor()) > size.y() * size.y() / 4;
    }

    /**
     * Returns whether {@code p} (the pending label {@code own}, perhaps on another side of its mark) written in {@code box} would cover the point another label names,
     * from which that label's leader would start, or lie on an obstacle (an outline only if
     * {@code strict}), or its leader run into the shape {@code p} names or through a label of
     * {@code written} (or, if {@code strict}, across a leader, or for a shape's label a circle's outline).
     */
    private boolean clashes(Pending own, Pending p, Aabb box, Vec2 size, List<Aabb> written, boolean strict) {
        Vec2 nearest = Collisions.closestPoint(box, p.anchor());
        boolean onAnchor = pending.stream().anyMatch(o -> o != own && o.names() && Obstacles.within(o.anchor(), box));
        return onAnchor || !inView(box) || obstacles.blocks(box, strict) || led(p, nearest, size) && (p.intoShape(nearest) || strict && p.shape() != null && obstacles.acrossCircle(p.anchor(), nearest)
                || obstacles.crossed(p.anchor(), nearest, written, strict));
    }

    /**
     * Returns the spot nearest {@code box} ({@code box} itself first, then on rings of tries round
     * it: up, down, left, right, then the corners) that lies in the view clear of every obstacle
     * and of {@code written}, with a leader that crosses no label or leader (not {@code strict}:
     * lying on outlines, crossing leaders); null if none within {@link #TRIES} rings is (not
     * {@code strict}: none in rings reaching across the view).
     */
    private Aabb clearSpot(Pending p, Aabb box, List<Aabb> written, Vec2 size, boolean strict) {
        double[][] ways = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
        int rings = strict ? TRIES : (int) Math.ceil(Math.max(view.width(), 2 * view.height()) / size.y());
        for (int ring = 0; ring <= rings; ring++) {
            for (double[] way : ways) {
                double dx = way[0] * ring * size.y();
                double dy = way[1] * ring * size.y() / 2;
                Aabb tried = intoView(new Aabb(box.minX() + dx, box.minY() + dy, box.maxX() + dx, box.maxY() + dy));
                if (Obstacles.covered(tried, written) == null && !clashes(p, p, tried, size, written, strict)) {
                    return tried;
                }
            }
        }
        return null;
    }

    /** Returns the sides other than {@code side}: its opposite first, then the two across it. */
    private static List<Side> others(Side side) {
        return side == Side.ABOVE || side == Side.BELOW ? List.of(side.opposite(), Side.RIGHT, Side.LEFT) : List.of(side.opposite(), Side.ABOVE, Side.BELOW);
    }

    /** Returns {@code text} broken over two lines at the space nearest its middle. */
    static String halved(String text) {
        int middle = text.length() / 2;
        int at = text.indexOf(' ');
        for (int i = at; i >= 0; i = text.indexOf(' ', i + 1)) {
            at = Math.abs(i - middle) < Math.abs(at - middle) ? i : at;
        }
        return text.substring(0, at) + "\n" + text.substring(at + 1);
    }

    /** Returns whether all of {@code box} lies in the view, but for rounding. */
    private boolean inView(Aabb box) {
        double slack = 1e-9 * Math.max(view.width(), view.height());
        return box.minX() >= view.minX() - slack && box.minY() >= view.minY() - slack && box.maxX() <= view.maxX() + slack && box.maxY() <= view.maxY() + slack;
    }

    /** Returns {@code box} slid into the view, where it fits; else with its top left corner in it. */
    private Aabb intoView(Aabb box) {
        double dx = Math.max(view.minX(), Math.min(box.minX(), view.maxX() - box.width())) - box.minX();
        double dy = Math.max(view.minY(), Math.min(box.minY(), view.maxY() - box.height())) - box.minY();
        return new Aabb(box.minX() + dx, box.minY() + dy, box.maxX() + dx, box.maxY() + dy);
    }

    /** Returns the box a label of {@code size} (width, height, the gap to its anchor included) takes on {@code side} of {@code anchor}. */
    public static Aabb box(Vec2 anchor, Side side, Vec2 size) {
        double w = size.x();
        double h = size.y();
        double x = anchor.x();
        double y = anchor.y();
        return switch (side) {
            case ABOVE -> new Aabb(x - w / 2, y - h, x + w / 2, y);
            case BELOW -> new Aabb(x - w / 2, y, x + w / 2, y + h);
            case LEFT -> new Aabb(x - w, y - h / 2, x, y + h / 2);
            case RIGHT -> new Aabb(x, y - h / 2, x + w, y + h / 2);
        };
    }

    /** Returns the middle of {@code box}'s edge on {@code side}. */
    public static Vec2 edge(Aabb box, Side side) {
        Vec2 c = box.center();
        return switch (side) {
            case ABOVE -> new Vec2(c.x(), box.minY());
            case BELOW -> new Vec2(c.x(), box.maxY());
            case LEFT -> new Vec2(box.minX(), c.y());
            case RIGHT -> new Vec2(box.maxX(), c.y());
        };
    }

    /** Returns a circle's extent as a box. */
    public static Aabb extent(Circle c) {
        return Aabb.centered(c.center().x(), c.center().y(), 2 * c.radius(), 2 * c.radius());
    }
}
