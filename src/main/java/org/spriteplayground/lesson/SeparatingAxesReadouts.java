package org.spriteplayground.lesson;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Vec2;

/**
 * The separating-axes lesson's numbers: the test between the chosen shapes (axes tried, verdict,
 * separating axis and gap, or least overlap and push-out), and the verdicts of both kinds of
 * shape side by side, the boxes' also by {@link Collisions#overlaps(org.spriteplayground.geometry.Obb,
 * org.spriteplayground.geometry.Obb)}.
 */
final class SeparatingAxesReadouts {

    private static final String NONE = "none";

    private SeparatingAxesReadouts() {
    }

    /** Returns the readouts of {@code lesson} as it stands. */
    static List<ReadoutTable> of(SeparatingAxesLesson lesson) {
        SeparatingAxes.Result r = lesson.result();
        Optional<SeparatingAxes.Shadows> separating = r.separating();
        Vec2 push = r.pushOut();
        boolean boxes = SeparatingAxes.of(lesson.boxP(), lesson.boxQ()).overlapping();
        boolean collisions = Collisions.overlaps(lesson.boxP(), lesson.boxQ());
        boolean hulls = SeparatingAxes.of(lesson.hullP(), lesson.hullQ()).overlapping();
        return List.of(
                new ReadoutTable("Separating axes", List.of("value"), List.of(
                        row("shapes", "Which shapes are tested: the opaque pixels' turned boxes, or their convex hulls.", lesson.shapes().label()),
                        row("axes tested", "One per edge direction of P and of Q: parallel edges share an axis.", Text.count(r.axes().size())),
                        row("verdict", "SEPARATED if the shadows on some axis are apart; touching counts as overlapping.", verdict(r.overlapping())),
                        row("separating axis (°)", "The axis with the widest gap, 0.0 along x, 90.0 down.",
                                separating.map(AxisRulers::axisDegrees).orElse(NONE)),
                        row("gap on it", "World units between the two shadows on that axis.", separating.map(s -> Text.number(s.gap(), 1)).orElse(NONE)),
                        row("least overlap", "When every axis overlaps: the smallest overlap, in world units.",
                                r.overlapping() ? Text.number(push.length(), 1) : NONE),
                        row("push-out for Q (x, y)", "The shortest move of Q that parts the shapes: along the axis of least overlap, that far.",
                                r.overlapping() ? Text.point(push, 1) : NONE),
                        row("push-out length", "Equal to the least overlap.", r.overlapping() ? Text.number(push.length(), 1) : NONE))),
                new ReadoutTable("Boxes and hulls", List.of("says"), List.of(
                        row("boxes, separating axes", "The four axes of the two turned boxes.", verdict(boxes)),
                        row("boxes, Collisions.overlaps", "The app's own box test; it should agree.",
                                verdict(collisions) + (collisions == boxes ? ", agrees" : ", DISAGREES")),
                        row("hulls, separating axes", "One axis per edge direction of the two hulls.", verdict(hulls)),
                        row("box false alarm", "The boxes overlap where the hulls inside them do not.", boxes && !hulls ? "yes" : "no"))));
    }

    private static ReadoutTable.Row row(String label, String help, String value) {
        return new ReadoutTable.Row(label, help, List.of(value));
    }

    private static String verdict(boolean overlapping) {
        return overlapping ? "OVERLAPPING" : "SEPARATED";
    }
}
