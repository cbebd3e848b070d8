package org.spriteplayground.lesson;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;

/**
 * The separating-axes lesson's numbers: the test between the chosen shapes (axes tried, verdict,
 * separating axis and gap, or least overlap and push-out), and the verdicts of both kinds of
 * shape side by side, the boxes' also by {@link Collisions#overlaps(org.spriteplayground.geometry.Obb,
 * org.spriteplayground.geometry.Obb)}. Every row but the shapes and the count of axes tried says
 * or works out whether the shapes overlap, and is marked a verdict ({@link ReadoutTable.Row#asVerdict}).
 */
final class SeparatingAxesReadouts {

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
        String none = Texts.text("axes.none");
        String noPush = Texts.text("axes.noPush"); // French agrees it with "poussée" and "longueur", feminine where "axe" and "écart" are not
        return List.of(
                ReadoutTable.ofValues(Texts.text("axes.table.axes"),
                        row("shapes", lesson.shapes().label()),
                        row("tested", Text.count(r.axes().size())),
                        row("verdict", verdict(r.overlapping())).asVerdict(),
                        row("separating", separating.map(AxisRulers::axisDegrees).orElse(none)).asVerdict(),
                        row("gap", separating.map(s -> Text.number(s.gap(), 1)).orElse(none)).asVerdict(),
                        row("least", r.overlapping() ? Text.number(push.length(), 1) : none).asVerdict(),
                        row("push", r.overlapping() ? Text.point(push, 1) : noPush).asVerdict(),
                        row("pushLength", r.overlapping() ? Text.number(push.length(), 1) : noPush).asVerdict()),
                new ReadoutTable(Texts.text("axes.table.compare"), List.of(Texts.text("axes.column.says")), List.of(
                        row("boxes", verdict(boxes)).asVerdict(),
                        row("collisions", Texts.format(collisions == boxes ? "axes.agrees" : "axes.disagrees", verdict(collisions))).asVerdict(),
                        row("hulls", verdict(hulls)).asVerdict(),
                        row("falseAlarm", Texts.text(boxes && !hulls ? "axes.yes" : "axes.no")).asVerdict())));
    }

    private static ReadoutTable.Row row(String name, String value) {
        return ReadoutTable.Row.of("axes.row." + name, value);
    }

    private static String verdict(boolean overlapping) {
        return Texts.text(overlapping ? "axes.overlapping" : "axes.separated");
    }
}
