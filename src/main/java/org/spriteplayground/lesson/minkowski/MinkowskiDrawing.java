package org.spriteplayground.lesson.minkowski;

import java.util.DoubleSummaryStatistics;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Gjk;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/**
 * The Minkowski lesson's picture. In the field: the sprites, P's shape (a box, a hull or a
 * circle) in {@link #INK_P} and Q's in {@link #INK_Q}, named, the closest points joined when they
 * are apart or the push-out from Q's centre when they overlap (both verdicts, left out on a
 * surface that shows none), and, when asked, the region where Q's centre may lie for them to meet.
 * While Predict's question whether 0 lies inside P &ominus; Q waits ({@link MinkowskiLesson#waiting()}),
 * P and Q alone, as everything else answers it.
 * In the inset: the axes through the origin, P &ominus; Q (its corners rounded for the circle),
 * whether 0 lies inside it (a verdict), and GJK's iteration on show: its search direction as an arrow from 0,
 * its support point, its simplex and the simplex's point nearest the origin. The inset is scaled to
 * hold the difference and the origin, at most twice the field's size.
 */
final class MinkowskiDrawing {

    /** P's ink. */
    static final Ink INK_P = Ink.OBB;

    /** Q's ink. */
    static final Ink INK_Q = Ink.TIGHT_AABB;

    /** The inset, right of the field. */
    static final Aabb INSET = new Aabb(345, 10, 595, 345);

    private static final double MAX_SCALE = 2;

    /** How long the search direction's arrow is drawn, in world units. */
    private static final double ARROW = 30;

    private MinkowskiDrawing() {
    }

    /** Draws {@code lesson} as it stands on {@code draw}, and finishes it. */
    static void draw(MinkowskiLesson lesson, Labels draw, Overlays overlays) {
        if (overlays.has(Overlay.SPRITES)) {
            draw.sprite(lesson.spriteP(), lesson.poseP());
            draw.sprite(lesson.spriteQ(), lesson.poseQ());
        }
        List<Vec2> p = lesson.shapeP();
        List<Vec2> q = lesson.shapeQ();
        double radius = lesson.radiusP();
        if (radius > 0) {
            draw.circle(lesson.circleP(), INK_P);
        } else {
            draw.polygon(p, INK_P);
        }
        draw.polygon(q, INK_Q);
        // While the question waits, P and Q alone: where Q's centre may lie, P ⊖ Q and GJK's steps answer it.
        boolean working = !lesson.waiting();
        if (working && lesson.showsReach()) {
            grown(draw, lesson.reach(), radius, Ink.CONSTRUCTION);
        }
        Gjk.Result r = lesson.gjk();
        Vec2 centreQ = lesson.poseQ().position();
        if (draw.showsVerdicts()) {
            if (r.overlapping()) {
                draw.segment(centreQ, centreQ.plus(lesson.pushOut()), Ink.HEADING);
            } else {
                draw.segment(r.onA(), r.onB(), Ink.GAP);
            }
        }
        if (overlays.has(Overlay.CENTERS)) {
            draw.point(lesson.poseP().position(), Ink.CENTER);
            draw.point(centreQ, Ink.CENTER);
        }
        draw.label(extent(p, radius), "P", INK_P, DebugDraw.Side.ABOVE); // not shown
        draw.label(extent(q, 0), "Q", INK_Q, DebugDraw.Side.ABOVE); // not shown
        if (working) {
            inset(lesson, r, draw);
        }
        draw.finish();
    }

    /** Draws the difference around the origin and GJK's iteration on show. */
    private static void inset(MinkowskiLesson lesson, Gjk.Result r, Labels draw) {
        List<Vec2> d = lesson.difference();
        double scale = scale(d, lesson.radiusP());
        Vec2 origin = new Vec2((INSET.minX() + INSET.maxX()) / 2, (INSET.minY() + INSET.maxY()) / 2);
        draw.segment(new Vec2(INSET.minX(), origin.y()), new Vec2(INSET.maxX(), origin.y()), Ink.CONSTRUCTION);
        draw.segment(new Vec2(origin.x(), INSET.minY()), new Vec2(origin.x(), INSET.maxY()), Ink.CONSTRUCTION);
        List<Vec2> shown = d.stream().map(v -> origin.plus(v.times(scale))).toList();
        grown(draw, shown, lesson.radiusP() * scale, Ink.HULL);
        draw.label(extent(shown, lesson.radiusP() * scale), Texts.text("minkowski.label.difference"), Ink.HULL, DebugDraw.Side.BELOW);
        int index = lesson.shownStep();
        Gjk.Step step = r.steps().get(index);
        List<Vec2> simplex = step.simplex().stream().map(v -> origin.plus(v.times(scale))).toList();
        if (simplex.size() == 1) {
            // The support point's dot is drawn on it: the ring round that dot shows it is the simplex too.
            draw.circle(new Circle(simplex.get(0), draw.markRadius(INSET)), Ink.SWEEP);
        } else if (simplex.size() == 2) {
            draw.segment(simplex.get(0), simplex.get(1), Ink.SWEEP);
        } else {
            draw.polygon(simplex, Ink.SWEEP);
        }
        // From 0, so that it lies apart from the gap segment, which runs from 0 the other way.
        Vec2 unit = step.direction().times(1 / step.direction().length());
        draw.segment(origin, origin.plus(unit.times(ARROW)), Ink.HEADING);
        draw.point(origin.plus(step.support().times(scale)), Ink.DOT);
        if (step.nearest().length() > Tolerance.TOUCH) { // a simplex holding 0 has no distance to draw
            draw.segment(origin, origin.plus(step.nearest().times(scale)), Ink.GAP);
        }
        draw.point(origin, Ink.MARK);
        draw.label(origin, "0", Ink.MARK, DebugDraw.Side.BELOW); // not shown
        draw.verdict(origin, Texts.text(lesson.originInside() ? "minkowski.label.inside" : "minkowski.label.outside"), Ink.MARK, DebugDraw.Side.ABOVE);
    }

    /**
     * Returns the inset's scale: the largest, up to {@link #MAX_SCALE}, that keeps the difference,
     * the polygon grown by {@code radius}, in the inset.
     */
    static double scale(List<Vec2> difference, double radius) {
        double half = (INSET.maxX() - INSET.minX()) / 2 - 10;
        double halfHeight = (INSET.maxY() - INSET.minY()) / 2 - 10;
        double scale = MAX_SCALE;
        for (Vec2 v : difference) {
            scale = Math.min(scale, Math.min(half / Math.max(Math.abs(v.x()) + radius, 1e-9), halfHeight / Math.max(Math.abs(v.y()) + radius, 1e-9)));
        }
        return scale;
    }

    /** Draws the polygon grown by {@code radius}: itself when the radius is 0, else with its sides moved out and its corners rounded. */
    private static void grown(Labels draw, List<Vec2> polygon, double radius, Ink ink) {
        if (radius > 0) {
            draw.rounded(polygon, radius, ink);
        } else {
            draw.polygon(polygon, ink);
        }
    }

    /** Returns the box round the polygon grown by {@code radius}. */
    private static Aabb extent(List<Vec2> polygon, double radius) {
        DoubleSummaryStatistics x = polygon.stream().mapToDouble(Vec2::x).summaryStatistics();
        DoubleSummaryStatistics y = polygon.stream().mapToDouble(Vec2::y).summaryStatistics();
        return new Aabb(x.getMin() - radius, y.getMin() - radius, x.getMax() + radius, y.getMax() + radius);
    }
}
