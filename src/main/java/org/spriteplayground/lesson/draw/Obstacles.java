package org.spriteplayground.lesson.draw;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Support;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/**
 * What a label must keep off, other than the labels written before it: the outlines of the
 * circles, boxes and polygons (grown or not) drawn with it, the points drawn and the rings round marked points, the lines (construction lines, rulers, headings),
 * the solid areas (filled bodies, sprites' images, filled cells such as a pixel mask's) and the
 * leaders of the labels written before it. {@link Labels} asks whether a box it means to write a
 * label in is clear of them, and whether its leader would cross a label or leader written before.
 */
final class Obstacles {

    /** The share of a ring's or circle's radius a label set on its edge, or a leader from it, may reach into it: rounding, not a line's worth. */
    private static final double RING_SLACK = 1e-9;

    /** How many directions a grown polygon's outline is followed in ({@link #rounded}). */
    private static final int ROUND_DIRECTIONS = 64;

    private final List<Circle> circles = new ArrayList<>();
    private final List<Aabb> boxes = new ArrayList<>();
    private final List<Vec2[]> lines = new ArrayList<>();
    private final List<Circle> solidCircles = new ArrayList<>();
    private final List<Aabb> solidBoxes = new ArrayList<>();
    private final List<Vec2[]> leaders = new ArrayList<>();
    /** The rings round marked points, each a disc no label may lie on. */
    private final List<Circle> rings = new ArrayList<>();
    /** The points drawn (centres, crossing points, marks), none of which a label may hide. */
    private final List<Vec2> points = new ArrayList<>();
    /** The rasters of filled cells drawn (a sprite's pixel mask, a map), each cell a solid unit square. */
    private final List<Cells> cells = new ArrayList<>();

    /** Filled cells of a 1-unit raster, as {@link DebugDraw#cells} draws them: cell (i, j) has its top-left corner at (x + i, y + j). */
    private record Cells(double x, double y, int width, boolean[] on) {

        /** Returns whether a filled cell's inside meets {@code box}'s inside; only the cells under the box are looked at. */
        boolean meet(Aabb box) {
            int rows = on.length / width;
            int i0 = Math.max(0, (int) Math.floor(box.minX() - x));
            int i1 = Math.min(width - 1, (int) Math.ceil(box.maxX() - x) - 1);
            int j0 = Math.max(0, (int) Math.floor(box.minY() - y));
            int j1 = Math.min(rows - 1, (int) Math.ceil(box.maxY() - y) - 1);
            for (int j = j0; j <= j1; j++) {
                for (int i = i0; i <= i1; i++) {
                    if (on[j * width + i]) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    /** Remembers a circle drawn in {@code ink}: filled, or outlined unless see-through. */
    void circle(Circle circle, Ink ink) {
        if (solid(ink)) {
            solidCircles.add(circle);
        } else if (outlined(ink)) {
            circles.add(circle);
        }
    }

    /** Remembers a box drawn in {@code ink}: filled, or outlined unless see-through. */
    void box(Aabb box, Ink ink) {
        if (solid(ink)) {
            solidBoxes.add(box);
        } else if (outlined(ink)) {
            boxes.add(box);
        }
    }

    /** Remembers a line drawn in {@code ink} from {@code from} to {@code to}, unless see-through. */
    void segment(Vec2 from, Vec2 to, Ink ink) {
        if (outlined(ink)) {
            lines.add(new Vec2[] {from, to});
        }
    }

    /** Remembers the edges of a polygon drawn in {@code ink}, unless see-through. */
    void polygon(List<Vec2> points, Ink ink) {
        for (int i = 0; i < points.size(); i++) {
            segment(points.get(i), points.get((i + 1) % points.size()), ink);
        }
    }

    /**
     * Remembers the outline of a convex polygon grown by {@code radius}, unless see-through, as
     * the polygon through its points farthest out in {@value #ROUND_DIRECTIONS} directions: on
     * each arc they lie a small turn apart, and across each side the chord between two of them
     * runs within half a percent of the radius of it.
     */
    void rounded(List<Vec2> polygon, double radius, Ink ink) {
        Support core = Support.of(polygon);
        List<Vec2> outline = new ArrayList<>(ROUND_DIRECTIONS);
        for (int i = 0; i < ROUND_DIRECTIONS; i++) {
            Vec2 direction = new Vec2(1, 0).rotate(2 * Math.PI * i / ROUND_DIRECTIONS);
            outline.add(core.farthest(direction).plus(direction.times(radius)));
        }
        polygon(outline, ink);
    }

    /** Remembers a solid capsule (a wall) as its extent, a box round it; an outlined one is not kept off. */
    void capsule(Capsule capsule, Ink ink) {
        if (solid(ink)) {
            Vec2 a = capsule.spine().from();
            Vec2 b = capsule.spine().to();
            double r = capsule.radius();
            solidBoxes.add(new Aabb(Math.min(a.x(), b.x()) - r, Math.min(a.y(), b.y()) - r, Math.max(a.x(), b.x()) + r, Math.max(a.y(), b.y()) + r));
        }
    }

    /** Remembers filled cells (a pixel mask's opaque pixels, a map's cells), each a solid area whatever its ink: a label on them hides what they show. */
    void cells(double x, double y, int width, boolean[] on) {
        if (width > 0) {
            cells.add(new Cells(x, y, width, on.clone()));
        }
    }

    /** Remembers a sprite's image of {@code size} drawn at {@code pose} as the box round the turned image. */
    void sprite(Pose pose, Vec2 size) {
        solidBoxes.add(Aabb.ofRotatedRect(pose.position().x(), pose.position().y(), size.x(), size.y(), pose.angle()));
    }

    /** Returns whether a shape in {@code ink} has an edge a label must not lie on: all but the see-through washes. */
    private static boolean outlined(Ink ink) {
        return ink != Ink.SHADE && ink != Ink.SWEEP;
    }

    /** Returns whether a shape in {@code ink} is filled in a colour a label must not lie on: a wall, a moving body. */
    private static boolean solid(Ink ink) {
        return ink == Ink.WALL || ink == Ink.DOT;
    }

    /** Remembers a point drawn, which no label may cover. */
    void point(Vec2 at) {
        points.add(at);
    }

    /** Remembers the ring drawn round a marked point: no label may lie on it or inside it. */
    void ring(Circle ring) {
        rings.add(ring);
    }

    /**
     * Returns where a label on {@code side} of {@code anchor} starts: on the edge of the ring
     * round a marked point {@code anchor} lies in, on that side, so that the label keeps off the
     * ring it names; else {@code anchor} itself.
     */
    Vec2 offRing(Vec2 anchor, DebugDraw.Side side) {
        for (Circle ring : rings) {
            if (anchor.distanceSquared(ring.center()) < ring.radius() * ring.radius()) {
                Vec2 c = ring.center();
                double r = ring.radius();
                return switch (side) {
                    case ABOVE -> new Vec2(anchor.x(), c.y() - r);
                    case BELOW -> new Vec2(anchor.x(), c.y() + r);
                    case LEFT -> new Vec2(c.x() - r, anchor.y());
                    case RIGHT -> new Vec2(c.x() + r, anchor.y());
                };
            }
        }
        return anchor;
    }

    /** Remembers a leader drawn, which no later label may lie on. */
    void leader(Vec2 from, Vec2 to) {
        leaders.add(new Vec2[] {from, to});
    }

    /** Forgets the leaders remembered, for the labels to be placed afresh. */
    void forgetLeaders() {
        leaders.clear();
    }

    /**
     * Returns whether {@code box} lies on a solid area, a point or a marked point's ring, a line or a leader remembered here, or, if
     * {@code outlines}, on an outline of a circle or box. A line, unlike an outline, is never
     * allowed through a label: it is thin, so it would strike the text through.
     */
    boolean blocks(Aabb box, boolean outlines) {
        if (outlines) {
            for (Circle c : circles) {
                if (crosses(box, c)) {
                    return true;
                }
            }
            for (Aabb b : boxes) {
                if (crosses(box, b)) {
                    return true;
                }
            }
        }
        if (throughAny(lines, box)) {
            return true;
        }
        for (Aabb b : solidBoxes) {
            if (meet(box, b)) {
                return true;
            }
        }
        for (Circle c : solidCircles) {
            if (covers(box, c)) {
                return true;
            }
        }
        for (Cells c : cells) {
            if (c.meet(box)) {
                return true;
            }
        }
        for (Circle ring : rings) {
            if (covers(box, new Circle(ring.center(), ring.radius() * (1 - RING_SLACK)))) {
                return true;
            }
        }
        return points.stream().anyMatch(at -> within(at, box)) || throughAny(leaders, box);
    }

    /** Returns whether one of {@code segments} passes through {@code box}'s inside. */
    private static boolean throughAny(List<Vec2[]> segments, Aabb box) {
        for (Vec2[] s : segments) {
            if (through(s[0], s[1], box)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns whether a leader from {@code from} to {@code to} would run through one of {@code
     * written} or, if {@code strict}, cross a leader or a solid box it does not start in.
     */
    boolean crossed(Vec2 from, Vec2 to, List<Aabb> written, boolean strict) {
        return written.stream().anyMatch(b -> through(from, to, b)) || strict && (leaders.stream().anyMatch(l -> cross(from, to, l[0], l[1]))
                || solidBoxes.stream().anyMatch(b -> !within(from, b) && through(from, to, b)));
    }

    /** Returns whether {@code circle}'s outline runs through {@code box}'s inside: some of the box lies nearer its centre than its radius, some further. */
    static boolean crosses(Aabb box, Circle circle) {
        double cx = circle.center().x();
        double cy = circle.center().y();
        double r2 = circle.radius() * circle.radius();
        double fx = Math.max(Math.abs(box.minX() - cx), Math.abs(box.maxX() - cx));
        double fy = Math.max(Math.abs(box.minY() - cy), Math.abs(box.maxY() - cy));
        return covers(box, circle) && fx * fx + fy * fy > r2;
    }

    /** Returns whether some of {@code box} lies inside {@code circle}. */
    private static boolean covers(Aabb box, Circle circle) {
        return Collisions.closestPoint(box, circle.center()).distanceSquared(circle.center()) < circle.radius() * circle.radius();
    }

    /** Returns whether {@code outline}'s edge runs through {@code box}'s inside: their insides meet and the box is not wholly within the outline. */
    static boolean crosses(Aabb box, Aabb outline) {
        boolean within = box.minX() >= outline.minX() && box.maxX() <= outline.maxX() && box.minY() >= outline.minY() && box.maxY() <= outline.maxY();
        return meet(box, outline) && !within;
    }

    /** Returns whether {@code point} lies in {@code box}'s inside. */
    static boolean within(Vec2 point, Aabb box) {
        return box.minX() < point.x() && point.x() < box.maxX() && box.minY() < point.y() && point.y() < box.maxY();
    }

    /** Returns whether the insides of two boxes meet. */
    static boolean meet(Aabb a, Aabb b) {
        return a.minX() < b.maxX() && b.minX() < a.maxX() && a.minY() < b.maxY() && b.minY() < a.maxY();
    }

    /** Returns whether the segment from {@code a} to {@code b} passes through {@code box}'s inside (clipped to it, Liang and Barsky's way). */
    static boolean through(Vec2 a, Vec2 b, Aabb box) {
        if (Math.max(a.x(), b.x()) <= box.minX() || Math.min(a.x(), b.x()) >= box.maxX() || Math.max(a.y(), b.y()) <= box.minY() || Math.min(a.y(), b.y()) >= box.maxY()) {
            return false;
        }
        double[] p = {a.x() - b.x(), b.x() - a.x(), a.y() - b.y(), b.y() - a.y()};
        double[] q = {a.x() - box.minX(), box.maxX() - a.x(), a.y() - box.minY(), box.maxY() - a.y()};
        double t0 = 0;
        double t1 = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0 && q[i] <= 0) {
                return false;
            } else if (p[i] < 0) {
                t0 = Math.max(t0, q[i] / p[i]);
            } else if (p[i] > 0) {
                t1 = Math.min(t1, q[i] / p[i]);
            }
        }
        return t0 < t1;
    }

    /** Returns {@code box} moved up or down until it just touches {@code other}. */
    static Aabb past(Aabb box, Aabb other, boolean up) {
        return up ? new Aabb(box.minX(), other.minY() - box.height(), box.maxX(), other.minY())
                : new Aabb(box.minX(), other.maxY(), box.maxX(), other.maxY() + box.height());
    }

    /** Returns the first of {@code written} whose inside {@code box} covers, or null. */
    static Aabb covered(Aabb box, List<Aabb> written) {
        return written.stream().filter(other -> Obstacles.meet(box, other)).findFirst().orElse(null);
    }

    /**
     * Returns whether the segment from {@code a} to {@code b} runs into {@code circle}'s inside
     * (deeper than rounding): a leader from a circle's edge across it, or through it.
     */
    static boolean into(Vec2 a, Vec2 b, Circle circle) {
        Vec2 d = b.minus(a);
        double t = d.dot(d) == 0 ? 0 : Math.max(0, Math.min(1, circle.center().minus(a).dot(d) / d.dot(d)));
        return Math.sqrt(a.plus(d.times(t)).distanceSquared(circle.center())) < circle.radius() * (1 - RING_SLACK);
    }

    /** Returns whether the segment from {@code a} to {@code b} crosses the outline of a circle drawn, between its ends (an end on it, within rounding, crosses nothing). */
    boolean acrossCircle(Vec2 a, Vec2 b) {
        return circles.stream().anyMatch(c -> {
            double ra = Math.sqrt(a.distanceSquared(c.center())) / c.radius() - 1;
            double rb = Math.sqrt(b.distanceSquared(c.center())) / c.radius() - 1;
            return ra * rb < 0 && Math.min(Math.abs(ra), Math.abs(rb)) > RING_SLACK || ra > RING_SLACK && rb > RING_SLACK && into(a, b, c);
        });
    }

    /** Returns whether segments ab and cd cross, each strictly between the other's ends. */
    static boolean cross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
        return turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
    }

    private static double turn(Vec2 a, Vec2 b, Vec2 c) {
        return Math.signum((b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x()));
    }
}
