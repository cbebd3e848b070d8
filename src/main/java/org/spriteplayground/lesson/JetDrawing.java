package org.spriteplayground.lesson;

import java.util.List;
import java.util.stream.Collectors;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.FalseAlarmDrawing;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.DebugDraw.Side;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Motion;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Draws the flying-jets scene: each body with the bounds switched on, the crossings, the verdict,
 * the flash (with reduced motion a static mark instead), the gap between the circles while it is marked and, under the bodies, the chosen bound's false-alarm map about the waiting body. The
 * verdict has a strip of its own under the flight, where no jet goes.
 */
final class JetDrawing {

    /** Height of the verdict's strip under the flight, as a share of the flight's height: one line of labels. */
    static final double VERDICT_STRIP = 0.08;

    /** Half the length of a tick at an end of a marked gap, as a share of the flight's height. */
    private static final double GAP_TICK = 0.03;


    private JetDrawing() {
    }

    /** Draws {@code flight} as the overlay switches say, its labels placed by {@code draw}. */
    static void draw(JetFlight flight, Labels draw, Overlays overlays) {
        drawVerdict(flight, draw);
        if (overlays.has(Overlay.FALSE_ALARM_MAP) && flight.alarmMap() != null) {
            FalseAlarmDrawing.draw(flight.alarmMap().map(), Placement.nearest(flight.waiting().pose()).pose().position(), draw);
        }
        for (Body body : List.of(flight.flyer(), flight.waiting())) {
            drawBody(flight.spriteName(), body, draw, overlays);
        }
        if (overlays.has(Overlay.INTERSECTIONS)) {
            for (Vec2 p : BorderCrossings.points(flight.crossing())) {
                draw.point(p, Ink.MARK);
            }
        }
        if (draw.showsVerdicts()) {
            drawLastReset(flight, draw);
        }
        if (flight.gapMarked()) {
            Prediction.NextContact.gap(flight.flyer(), flight.waiting()).ifPresent(gap -> drawGap(gap, flight.bounds(), draw));
        }
    }

    /**
     * Marks {@code gap} between the circles: the stretch itself, a tick across it at each end (as
     * long as a small share of the flight's height, so that a gap of a pixel still shows) and a
     * label with its width, placed like every label, off the outlines it would lie on.
     */
    private static void drawGap(Segment gap, Aabb flight, Labels draw) {
        Vec2 from = gap.from();
        Vec2 to = gap.to();
        double length = gap.length();
        // Across the line of centres; any direction will do for a gap too small to give one.
        Vec2 across = length > 1e-9 ? new Vec2(-(to.y() - from.y()) / length, (to.x() - from.x()) / length) : new Vec2(0, 1);
        double tick = GAP_TICK * flight.height();
        for (Vec2 end : List.of(from, to)) {
            draw.segment(new Vec2(end.x() - across.x() * tick, end.y() - across.y() * tick),
                    new Vec2(end.x() + across.x() * tick, end.y() + across.y() * tick), Ink.GAP);
        }
        draw.segment(from, to, Ink.GAP);
        draw.label(new Vec2((from.x() + to.x()) / 2, (from.y() + to.y()) / 2), Texts.format("predict.gap", length), Ink.GAP, Side.ABOVE);
    }

    /** Marks where the last reset happened: a verdict, so a surface that shows none gets no mark either. */
    private static void drawLastReset(JetFlight flight, Labels draw) {
        if (Motion.reduced()) {
            // Reduced motion: no flash, but a quiet mark that stays where the last hit was until the next.
            if (flight.lastHit() != null) {
                draw.circle(flight.lastHit(), Ink.CONSTRUCTION);
                draw.verdict(flight.lastHit().center(), Texts.text("jets.lastReset"), Ink.TEXT, Side.ABOVE);
            }
        } else if (flight.isFlashing()) {
            draw.circle(flight.lastHit(), Ink.HIT);
            draw.verdict(flight.lastHit(), Texts.text("jets.resetNow"), Ink.HIT);
        }
    }

    private static void drawBody(String spriteName, Body body, Labels draw, Overlays overlays) {
        SpriteAnalysis shape = body.shape();
        Pose pose = body.pose();
        if (overlays.has(Overlay.SPRITES)) {
            draw.sprite(spriteName, pose);
        }
        if (overlays.has(Overlay.PIXELS)) {
            draw.truth(spriteName, Placement.nearest(pose).pose());
        }
        if (overlays.has(Overlay.BOXES)) {
            draw.box(shape.aabb(pose), Ink.AABB);
        }
        if (overlays.has(Overlay.TIGHT_BOXES)) {
            draw.box(shape.tightAabb(pose), Ink.TIGHT_AABB);
        }
        if (overlays.has(Overlay.TURNED_BOXES)) {
            draw.polygon(shape.obb(pose).corners(), Ink.OBB);
        }
        if (overlays.has(Overlay.MIN_CIRCLES)) {
            draw.circle(shape.minCircle(pose), Ink.MIN_CIRCLE);
        }
        if (overlays.has(Overlay.HULLS)) {
            draw.polygon(shape.hull(pose), Ink.HULL);
        }
        if (overlays.has(Overlay.CAPSULES)) {
            draw.capsule(shape.capsule(pose), Ink.CAPSULE);
        }
        if (overlays.has(Overlay.KDOPS)) {
            draw.polygon(shape.kdop8(pose), Ink.KDOP8);
        }
        if (overlays.has(Overlay.CIRCLES)) {
            Circle circle = body.boundingCircle();
            draw.circle(circle, Ink.BOUNDING_CIRCLE);
            draw.label(circle, "r = " + Text.number(circle.radius(), 1) + " px", Ink.BOUNDING_CIRCLE);
        }
        if (overlays.has(Overlay.CENTERS)) {
            draw.point(pose.position(), Ink.CENTER);
            draw.segment(pose.position(), body.nose(), Ink.HEADING);
        }
    }

    /**
     * Returns the region on show: the flight's, and the verdict's strip under it; with the
     * false-alarm map shown, also all the map can cover about the waiting jet wherever it may be
     * dragged (its centre stays its bounding radius inside the flight), so the canvas, which
     * clips to this region, never cuts the map's disc.
     */
    static Aabb view(JetFlight flight, boolean mapShown) {
        Aabb f = flight.bounds();
        Aabb shown = new Aabb(f.minX(), f.minY(), f.maxX(), f.maxY() + VERDICT_STRIP * f.height());
        SpriteAnalysis a = flight.waiting().shape();
        SpriteAnalysis b = flight.flyer().shape();
        if (!mapShown || FalseAlarmMap.startingCells(a, b) > FalseAlarmMap.MAX_CELLS) {
            return shown;
        }
        // The map's cells reach the bounding circles' reach and a cell more, each cell half a unit about its offset.
        double reach = Math.ceil(a.circleRadius() + b.circleRadius()) + 1.5;
        double pad = Math.max(0, reach - flight.waiting().boundingCircle().radius());
        return new Aabb(Math.min(shown.minX(), f.minX() - pad), Math.min(shown.minY(), f.minY() - pad),
                Math.max(shown.maxX(), f.maxX() + pad), Math.max(shown.maxY(), f.maxY() + pad));
    }

    /**
     * Writes what the bounds say now, in the strip under the flight: the kinds raising a false
     * alarm, or that the pixels touch. Written first, so that no other label takes its place.
     */
    private static void drawVerdict(JetFlight flight, DebugDraw draw) {
        BoundTally tally = flight.tally();
        if (tally.alarmsNow().isEmpty() && !tally.pixelsNow()) {
            return;
        }
        Aabb f = flight.bounds();
        Vec2 start = new Vec2(f.minX(), f.maxY() + VERDICT_STRIP * f.height() / 2);
        if (tally.pixelsNow()) {
            draw.verdict(start, Texts.text("jets.realHit"), Ink.TOUCHING, Side.RIGHT);
        } else {
            // One label, so that however it wraps it reads in order; short when every bound is wrong.
            String kinds = tally.alarmsNow().size() == BoundTally.ENCLOSING.size() ? Texts.text("jets.everyBound")
                    : tally.alarmsNow().stream().map(BoundKind::label).collect(Collectors.joining(", "));
            draw.verdict(start, Texts.format("jets.falseAlarm", kinds), Ink.HIT, Side.RIGHT);
        }
    }
}
