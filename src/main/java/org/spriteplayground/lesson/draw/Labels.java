package org.spriteplayground.lesson.draw;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;

/**
 * A drawing that passes every shape straight on and holds the labels back until {@link #finish},
 * so that they lie over the shapes. Each label is written at a fixed offset on its side of its
 * anchor (the target's own gap, {@link DebugDraw#labelSize}); its box is slid into the view, and
 * where it would cover a label written before it, moved on past that label, away from what it names
 * (up for a label above its anchor, else down), and past the next it covers there, until it covers
 * none; where that would leave the view, the other way. A view too small for all its labels keeps
 * them in it, over each other; a label wider than the view is broken over two lines. A label
 * that ends up more than half its height away from its anchor gets a leader, a hairline from the
 * anchor to its box. A caption names no point and gets none.
 *
 * <p>A label placed so that the outline of a circle or box drawn here runs through it (a label
 * slid into the view over the shape it names) is moved to the nearest spot, on a widening ring of
 * tries round that place, clear of every outline and every label written; failing that, broken
 * over two lines and tried again; if there is still none within {@link #TRIES} rings it stays
 * where the rule above put it. Verdicts ({@link #verdict}) are laid
 * out like labels and handed on as verdicts; on a surface that shows no verdicts they take no room.
 */
public final class Labels extends ForwardingDraw {

    /** A label held back: where it is anchored, on which side, whether it names its anchor and whether it is a verdict. */
    private record Pending(Vec2 anchor, String text, Ink ink, Side side, boolean names, boolean verdict) {
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
        if (outlined(ink)) {
            obstacles.outline(circle);
        }
        super.circle(circle, ink);
    }

    @Override
    public void box(Aabb box, Ink ink) {
        if (outlined(ink)) {
            obstacles.outline(box);
        }
        super.box(box, ink);
    }

    /** Returns whether a shape in {@code ink} has an edge a label must not lie on: all but the see-through washes. */
    private static boolean outlined(Ink ink) {
        return ink != Ink.SHADE && ink != Ink.SWEEP;
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        label(at, text, ink, Side.ABOVE);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        pending.add(new Pending(at, text, ink, side, true, false));
    }

    @Override
    public void verdict(Vec2 at, String text, Ink ink, Side side) {
        if (target.showsVerdicts()) {
            pending.add(new Pending(at, text, ink, side, true, true));
        }
    }

    /** Writes a verdict above {@code circle}'s top. */
    public void verdict(Circle circle, String text, Ink ink) {
        verdict(edge(extent(circle), Side.ABOVE), text, ink, Side.ABOVE);
    }

    /** Writes a caption: placed like a label, but it says what the whole scene shows, so it never gets a leader. */
    public void caption(Vec2 at, String text, Ink ink, Side side) {
        pending.add(new Pending(at, text, ink, side, false, false));
    }

    /** Writes a caption that is a verdict ("TOUCHING"): placed like a caption, handed on as a verdict. */
    public void verdictCaption(Vec2 at, String text, Ink ink, Side side) {
        if (target.showsVerdicts()) {
            pending.add(new Pending(at, text, ink, side, false, true));
        }
    }

    /** Writes a label for {@code shape} on {@code side} of it: anchored on the middle of that side of its extent. */
    public void label(Aabb shape, String text, Ink ink, Side side) {
        label(edge(shape, side), text, ink, side);
    }

    /** Writes a label above {@code circle}'s top. */
    public void label(Circle circle, String text, Ink ink) {
        label(extent(circle), text, ink, Side.ABOVE);
    }

    /** Writes the labels held back, in order, each where the rule of this class puts it, and forgets them. */
    public void finish() {
        List<Aabb> written = new ArrayList<>();
        for (Pending p : pending) {
            String text = p.text();
            Vec2 size = target.labelSize(text, view);
            if (size.x() > view.width() && text.indexOf(' ') > 0) {
                text = halved(text);
                size = target.labelSize(text, view);
            }
            Aabb box = intoView(box(p.anchor(), p.side(), size));
            boolean up = p.side() == Side.ABOVE;
            boolean turned = false;
            // Each move passes one label, at most once each way.
            for (int moves = 0; moves < 2 * written.size() && covered(box, written) != null; moves++) {
                Aabb other = covered(box, written);
                Aabb moved = past(box, other, up);
                if (!turned && (moved.minY() < view.minY() || moved.maxY() > view.maxY())) {
                    turned = true;
                    up = !up;
                    moved = past(box, other, up);
                }
                box = moved;
            }
            box = intoView(box);
            if (obstacles.crossesOutline(box)) {
                Aabb clear = clearSpot(box, written, size);
                if (clear == null && text.indexOf(' ') > 0 && text.indexOf('\n') < 0) {
                    String two = halved(text);
                    Vec2 twoSize = target.labelSize(two, view);
                    clear = clearSpot(intoView(box(p.anchor(), p.side(), twoSize)), written, twoSize);
                    if (clear != null) {
                        text = two;
                        size = twoSize;
                    }
                }
                box = clear == null ? box : clear;
            }
            written.add(box);
            Vec2 nearest = new Vec2(Obstacles.clamp(p.anchor().x(), box.minX(), box.maxX()), Obstacles.clamp(p.anchor().y(), box.minY(), box.maxY()));
            if (p.names() && nearest.distanceSquared(p.anchor()) > size.y() * size.y() / 4) {
                target.leader(p.anchor(), nearest, p.ink());
            }
            if (p.verdict()) {
                target.verdict(edge(box, opposite(p.side())), text, p.ink(), p.side());
            } else {
                target.label(edge(box, opposite(p.side())), text, p.ink(), p.side());
            }
        }
        pending.clear();
    }

    /**
     * Returns the spot nearest {@code box} ({@code box} itself first, then on rings of tries round
     * it: up, down, left, right, then the corners) that lies in the view clear of every outline
     * and of {@code written}; null if none within {@link #TRIES} rings is.
     */
    private Aabb clearSpot(Aabb box, List<Aabb> written, Vec2 size) {
        double[][] ways = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
        for (int ring = 0; ring <= TRIES; ring++) {
            for (double[] way : ways) {
                double dx = way[0] * ring * size.y();
                double dy = way[1] * ring * size.y() / 2;
                Aabb tried = intoView(new Aabb(box.minX() + dx, box.minY() + dy, box.maxX() + dx, box.maxY() + dy));
                if (covered(tried, written) == null && !obstacles.crossesOutline(tried)) {
                    return tried;
                }
            }
        }
        return null;
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

    /** Returns {@code box} moved up or down until it just touches {@code other}. */
    private static Aabb past(Aabb box, Aabb other, boolean up) {
        return up ? new Aabb(box.minX(), other.minY() - box.height(), box.maxX(), other.minY())
                : new Aabb(box.minX(), other.maxY(), box.maxX(), other.maxY() + box.height());
    }

    /** Returns the first of {@code written} whose inside {@code box} covers, or null. */
    private static Aabb covered(Aabb box, List<Aabb> written) {
        for (Aabb other : written) {
            if (Obstacles.meet(box, other)) {
                return other;
            }
        }
        return null;
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

    private static Side opposite(Side side) {
        return switch (side) {
            case ABOVE -> Side.BELOW;
            case BELOW -> Side.ABOVE;
            case LEFT -> Side.RIGHT;
            case RIGHT -> Side.LEFT;
        };
    }

    /** Returns a circle's extent as a box. */
    public static Aabb extent(Circle c) {
        double r = c.radius();
        return new Aabb(c.center().x() - r, c.center().y() - r, c.center().x() + r, c.center().y() + r);
    }

    /** Returns the side whose screen direction is nearest {@code direction} (y grows downwards). */
    public static Side sideToward(Vec2 direction) {
        if (Math.abs(direction.x()) > Math.abs(direction.y())) {
            return direction.x() > 0 ? Side.RIGHT : Side.LEFT;
        }
        return direction.y() > 0 ? Side.BELOW : Side.ABOVE;
    }
}
