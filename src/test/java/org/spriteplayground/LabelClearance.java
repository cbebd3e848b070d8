package org.spriteplayground;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Support;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Simulation;

/**
 * A drawing that hands every call on to a surface and notes what a label must not lie on: the
 * solid areas (a box, circle or capsule in {@link Ink#WALL} or {@link Ink#DOT}, which the surface
 * fills, every filled cell ({@link DebugDraw#cells}: a pixel mask's pixels) and the turned box of
 * each sprite's image drawn one by one), the ring round each marked
 * point ({@link Ink#MARK}, its own label's too), the lines (every segment and
 * polygon edge: construction lines, rulers, headings, outlines) and the other labels, which no
 * leader may cross. {@link #problems} says where a label's box, as the surface measures it,
 * overlaps a solid area or covers a point drawn (a centre, a crossing point), where a line or a leader runs through a label other than its own,
 * where a leader leads to no label and where a leader runs into the circle its label names, where
 * it reads as a mark of the circle (a line through its centre). A circle's label is anchored on
 * the top of the circle, or a marked point's ring's width above it ({@link DebugDraw#markRadius},
 * clear of the ring round a selected circle): a leader starting there names that circle, unless
 * a point is drawn there, which it names instead.
 */
public final class LabelClearance extends ForwardingDraw {

    /** How far, in world units, a label may reach into what it keeps off: rounding, not a line's worth. */
    private static final double SLACK = 1e-6;

    private record Written(String text, Aabb box) {
    }

    private final Aabb view;
    private final Map<String, BufferedImage> images;
    private final List<Written> labels = new ArrayList<>();
    private final List<Aabb> solidBoxes = new ArrayList<>();
    private final List<Circle> solidCircles = new ArrayList<>();
    private final List<Vec2[]> leaders = new ArrayList<>();
    private final List<Vec2[]> lines = new ArrayList<>();
    private final List<Circle> rings = new ArrayList<>();
    private final List<Circle> outlines = new ArrayList<>();
    private final List<Vec2> points = new ArrayList<>();
    /** Every filled cell drawn (a pixel mask's opaque pixels, a map's cells), as its unit square. */
    private final List<Aabb> cells = new ArrayList<>();

    /** Hands every call on to {@code surface}, which shows {@code view}; sprites are measured from {@code images}. */
    public LabelClearance(DebugDraw surface, Aabb view, Map<String, BufferedImage> images) {
        super(surface);
        this.view = view;
        this.images = images;
    }

    private static boolean solid(Ink ink) {
        return ink == Ink.WALL || ink == Ink.DOT;
    }

    @Override
    public void box(Aabb box, Ink ink) {
        if (solid(ink)) {
            solidBoxes.add(box);
        }
        super.box(box, ink);
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        if (solid(ink)) {
            solidCircles.add(circle);
        }
        if (ink != Ink.SHADE && ink != Ink.SWEEP) {
            outlines.add(circle);
        }
        super.circle(circle, ink);
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        if (solid(ink)) {
            Vec2 a = capsule.spine().from();
            Vec2 b = capsule.spine().to();
            double r = capsule.radius();
            solidBoxes.add(new Aabb(Math.min(a.x(), b.x()) - r, Math.min(a.y(), b.y()) - r, Math.max(a.x(), b.x()) + r, Math.max(a.y(), b.y()) + r));
        }
        super.capsule(capsule, ink);
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        if (ink != Ink.SHADE && ink != Ink.SWEEP) {
            lines.add(new Vec2[] {from, to});
        }
        super.segment(from, to, ink);
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        if (ink != Ink.SHADE && ink != Ink.SWEEP) {
            for (int i = 0; i < points.size(); i++) {
                lines.add(new Vec2[] {points.get(i), points.get((i + 1) % points.size())});
            }
        }
        super.polygon(points, ink);
    }

    /** A grown polygon's outline is followed through its points farthest out in 256 directions, a turn of 1.4° apart. */
    @Override
    public void rounded(List<Vec2> polygon, double radius, Ink ink) {
        Support core = Support.of(polygon);
        List<Vec2> outline = new ArrayList<>();
        for (int i = 0; i < 256; i++) {
            Vec2 direction = new Vec2(1, 0).rotate(2 * Math.PI * i / 256);
            outline.add(core.farthest(direction).plus(direction.times(radius)));
        }
        if (ink != Ink.SHADE && ink != Ink.SWEEP) {
            for (int i = 0; i < outline.size(); i++) {
                lines.add(new Vec2[] {outline.get(i), outline.get((i + 1) % outline.size())});
            }
        }
        super.rounded(polygon, radius, ink);
    }

    /** A marked point gets a ring on the surface ({@link DebugDraw#markRadius}); no label may lie on it, not even the point's own. */
    @Override
    public void point(Vec2 at, Ink ink) {
        if (ink == Ink.MARK) {
            rings.add(new Circle(at, target.markRadius(view)));
        }
        points.add(at);
        super.point(at, ink);
    }

    /** Each filled cell is a solid unit square: a label on a mask's pixels hides them (the pixels two masks share most of all). */
    @Override
    public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
        for (int k = 0; k < on.length; k++) {
            if (on[k]) {
                cells.add(new Aabb(x + k % width, y + k / width, x + k % width + 1, y + k / width + 1));
            }
        }
        super.cells(x, y, width, on, ink, fill);
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        BufferedImage image = images.get(spriteName);
        if (image != null) {
            solidBoxes.add(Aabb.ofRotatedRect(pose.position().x(), pose.position().y(), image.getWidth(), image.getHeight(), pose.angle()));
        }
        super.sprite(spriteName, pose);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        label(at, text, ink, Side.ABOVE);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        labels.add(new Written(text.replace('\n', '/'), LabelBoxes.box(at, side, target.labelSize(text, view))));
        super.label(at, text, ink, side);
    }

    @Override
    public void verdict(Vec2 at, String text, Ink ink, Side side) {
        if (target.showsVerdicts()) {
            labels.add(new Written(text.replace('\n', '/'), LabelBoxes.box(at, side, target.labelSize(text, view))));
        }
        super.verdict(at, text, ink, side);
    }

    @Override
    public void leader(Vec2 from, Vec2 to, Ink ink) {
        leaders.add(new Vec2[] {from, to});
        super.leader(from, to, ink);
    }

    /** Returns, one line each, every label lying on a solid area or a point or with a line through it, every leader running through a label not its own and every leader whose label was not written. */
    public List<String> problems(String situation) {
        List<String> found = new ArrayList<>();
        for (Vec2[] leader : leaders) {
            if (labels.stream().noneMatch(w -> Collisions.closestPoint(w.box(), leader[1]).distanceSquared(leader[1]) < SLACK * SLACK)) {
                found.add(situation + ": a leader from " + leader[0] + " to " + leader[1] + " leads to no label");
            }
            double ring = target.markRadius(view);
            boolean atPoint = points.stream().anyMatch(at -> at.distanceSquared(leader[0]) < SLACK * SLACK);
            outlines.stream().filter(c -> !atPoint && Math.abs(leader[0].x() - c.center().x()) < SLACK && into(leader[0], leader[1], c)
                    && (Math.abs(leader[0].y() - (c.center().y() - c.radius())) < SLACK || Math.abs(leader[0].y() - (c.center().y() - c.radius() - ring)) < SLACK))
                    .forEach(c -> found.add(situation + ": a leader from " + leader[0] + " to " + leader[1] + " runs into " + c + ", which its label names"));
        }
        for (Written w : labels) {
            Aabb b = w.box();
            solidBoxes.stream().filter(s -> LabelBoxes.overlap(b, s)).forEach(s -> found.add(situation + ": \"" + w.text() + "\" at " + b + " lies on the solid " + s));
            cells.stream().filter(c -> LabelBoxes.overlap(b, c)).findFirst()
                    .ifPresent(c -> found.add(situation + ": \"" + w.text() + "\" at " + b + " lies on the filled cell " + c));
            solidCircles.stream().filter(c -> Math.sqrt(Collisions.closestPoint(b, c.center()).distanceSquared(c.center())) < c.radius() - SLACK)
                    .forEach(c -> found.add(situation + ": \"" + w.text() + "\" at " + b + " lies on the solid " + c));
            rings.stream().filter(c -> Math.sqrt(Collisions.closestPoint(b, c.center()).distanceSquared(c.center())) < c.radius() * (1 - SLACK))
                    .forEach(c -> found.add(situation + ": \"" + w.text() + "\" at " + b + " lies on the marked point's ring " + c));
            points.stream().filter(at -> b.minX() + SLACK < at.x() && at.x() < b.maxX() - SLACK && b.minY() + SLACK < at.y() && at.y() < b.maxY() - SLACK)
                    .forEach(at -> found.add(situation + ": \"" + w.text() + "\" at " + b + " lies on the point " + at));
            for (Vec2[] line : lines) {
                if (through(line[0], line[1], b)) {
                    found.add(situation + ": a line from " + line[0] + " to " + line[1] + " runs through \"" + w.text() + "\" at " + b);
                }
            }
            for (Vec2[] leader : leaders) {
                // A leader ends on its own label's edge.
                boolean own = Collisions.closestPoint(b, leader[1]).distanceSquared(leader[1]) < SLACK * SLACK;
                if (!own && through(leader[0], leader[1], b)) {
                    found.add(situation + ": a leader from " + leader[0] + " runs through \"" + w.text() + "\" at " + b);
                }
            }
        }
        return found;
    }

    /**
     * Runs {@code lesson} from where it stands as a pupil would before a worksheet is written or a
     * question asked: a flying pair up to the step before its bounding circles first meet, with the
     * gap marked as Predict marks it; any other lesson {@code steps} steps.
     */
    public static void run(Lesson lesson, int steps) {
        if (lesson.prediction().orElse(null) instanceof Prediction.NextContact jets) {
            int apart = 0;
            while (apart < 5000 && jets.gap().isPresent()) {
                lesson.step(Simulation.STEP_SECONDS);
                apart++;
            }
            lesson.reset();
            for (int i = 1; i < apart; i++) {
                lesson.step(Simulation.STEP_SECONDS);
            }
            jets.markGap(true);
        } else {
            for (int i = 0; i < steps; i++) {
                lesson.step(Simulation.STEP_SECONDS);
            }
        }
    }

    /** Returns whether the segment from {@code a} to {@code b} runs deeper than the slack into {@code circle}'s inside. */
    static boolean into(Vec2 a, Vec2 b, Circle circle) {
        Vec2 d = b.minus(a);
        double t = d.dot(d) == 0 ? 0 : Math.max(0, Math.min(1, circle.center().minus(a).dot(d) / d.dot(d)));
        return Math.sqrt(a.plus(d.times(t)).distanceSquared(circle.center())) < circle.radius() - SLACK;
    }

    /** Returns whether the segment from {@code a} to {@code b} passes through the inside of {@code box} shrunk by the slack (Liang-Barsky clipping). */
    static boolean through(Vec2 a, Vec2 b, Aabb box) {
        double t0 = 0;
        double t1 = 1;
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {a.x() - box.minX() - SLACK, box.maxX() - SLACK - a.x(), a.y() - box.minY() - SLACK, box.maxY() - SLACK - a.y()};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
            }
        }
        return t0 < t1;
    }
}
