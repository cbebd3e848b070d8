package org.spriteplayground.lesson;

import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/**
 * The separating-axes lesson's picture: the sprites, P's shape in {@link #INK_P} and Q's in
 * {@link #INK_Q}, named; the separating line through the middle of the gap when they are apart,
 * or, when they overlap, the push-out as an arrow from Q's centre and Q's outline where it ends
 * (both verdicts, left out on a surface that shows none: they point out the axis a worksheet asks
 * for); and the column of {@link AxisRulers}.
 */
final class SeparatingAxesDrawing {

    /** P's ink: its outline, its name and its shadows. */
    static final Ink INK_P = Ink.OBB;

    /** Q's ink. */
    static final Ink INK_Q = Ink.TIGHT_AABB;

    /** The column of rulers, right of the field. */
    private static final Aabb COLUMN = new Aabb(345, 5, 595, 350);

    private SeparatingAxesDrawing() {
    }

    /** Draws {@code lesson} as it stands on {@code draw}, and finishes it. */
    static void draw(SeparatingAxesLesson lesson, Labels draw, Overlays overlays) {
        if (overlays.has(Overlay.SPRITES)) {
            draw.sprite(lesson.spriteP(), lesson.poseP());
            draw.sprite(lesson.spriteQ(), lesson.poseQ());
        }
        List<Vec2> p = lesson.shapeP();
        List<Vec2> q = lesson.shapeQ();
        draw.polygon(p, INK_P);
        draw.polygon(q, INK_Q);
        Vec2 centreQ = lesson.poseQ().position();
        SeparatingAxes.Result r = lesson.result();
        if (draw.showsVerdicts()) {
            r.separating().ifPresentOrElse(s -> separatingLine(s).ifPresent(line -> draw.segment(line[0], line[1], Ink.HIT)), () -> {
                Vec2 push = r.pushOut();
                draw.polygon(q.stream().map(v -> v.plus(push)).toList(), Ink.CONSTRUCTION);
                draw.segment(centreQ, centreQ.plus(push), Ink.HEADING);
            });
        }
        if (overlays.has(Overlay.CENTERS)) {
            draw.point(lesson.poseP().position(), Ink.CENTER);
            draw.point(centreQ, Ink.CENTER);
        }
        draw.label(extent(p), "P", INK_P, DebugDraw.Side.ABOVE);
        draw.label(extent(q), "Q", INK_Q, DebugDraw.Side.ABOVE);
        AxisRulers.draw(draw, r, COLUMN, lesson.bounds(), INK_P, INK_Q);
        draw.finish();
    }

    /**
     * Returns the line square to the separating axis {@code s} through the middle of the gap,
     * cut to the field, as its two ends; none if it misses the field.
     */
    static Optional<Vec2[]> separatingLine(SeparatingAxes.Shadows s) {
        double middle = s.minB() > s.maxA() ? (s.maxA() + s.minB()) / 2 : (s.maxB() + s.minA()) / 2;
        Vec2 through = s.axis().times(middle);
        Vec2 along = new Vec2(-s.axis().y(), s.axis().x());
        Aabb field = SeparatingAxesLesson.FIELD;
        double from = Double.NEGATIVE_INFINITY;
        double to = Double.POSITIVE_INFINITY;
        double[][] slabs = {{through.x(), along.x(), field.minX(), field.maxX()}, {through.y(), along.y(), field.minY(), field.maxY()}};
        for (double[] slab : slabs) {
            if (slab[1] == 0) {
                if (slab[0] < slab[2] || slab[0] > slab[3]) {
                    return Optional.empty();
                }
                continue;
            }
            double t1 = (slab[2] - slab[0]) / slab[1];
            double t2 = (slab[3] - slab[0]) / slab[1];
            from = Math.max(from, Math.min(t1, t2));
            to = Math.min(to, Math.max(t1, t2));
        }
        return from < to ? Optional.of(new Vec2[] {through.plus(along.times(from)), through.plus(along.times(to))}) : Optional.empty();
    }

    private static Aabb extent(List<Vec2> polygon) {
        DoubleSummaryStatistics x = polygon.stream().mapToDouble(Vec2::x).summaryStatistics();
        DoubleSummaryStatistics y = polygon.stream().mapToDouble(Vec2::y).summaryStatistics();
        return new Aabb(x.getMin(), y.getMin(), x.getMax(), y.getMax());
    }
}
