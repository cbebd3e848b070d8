package org.spriteplayground.lesson.minkowski;

import java.util.List;
import org.spriteplayground.geometry.Gjk;
import org.spriteplayground.geometry.MinkowskiDifference;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Text;

/**
 * The Minkowski lesson's numbers: the difference (its corners, whether the origin is in it, the
 * gap or the push-out, and the separating axis test's verdict beside it), and GJK (the iteration
 * on show with its simplex, direction, support point and distance so far, then what it found: the
 * verdict, the distance and the two closest points).
 */
final class MinkowskiReadouts {

    private MinkowskiReadouts() {
    }

    /** Returns the readouts of {@code lesson} as it stands. */
    static List<ReadoutTable> of(MinkowskiLesson lesson) {
        Gjk.Result r = lesson.gjk();
        int shown = lesson.shownStep();
        Gjk.Step step = r.steps().get(shown);
        boolean inside = lesson.originInside();
        boolean axes = lesson.separatingAxes().overlapping();
        Vec2 push = MinkowskiDifference.pushOut(lesson.shapeP(), lesson.shapeQ());
        return List.of(
                ReadoutTable.ofValues(Texts.text("minkowski.table.difference"),
                        row("shapes", lesson.shapes().label()),
                        row("corners", Text.count(lesson.difference().size())),
                        row("inside", yesNo(inside)).asVerdict(),
                        row("gap", inside ? Texts.text("minkowski.none.gap") : Text.number(lesson.gap(), 1)).asVerdict(),
                        row("push", inside ? Text.point(push, 1) : Texts.text("minkowski.none.push")).asVerdict(),
                        row("axes", Texts.format(axes == inside ? "minkowski.agrees" : "minkowski.disagrees", verdict(axes))).asVerdict()),
                ReadoutTable.ofValues(Texts.text("minkowski.table.gjk"),
                        row("step", Text.count(shown + 1L)),
                        row("steps", Text.count(r.steps().size())),
                        row("simplex", Texts.text("minkowski.simplex." + step.simplex().size())).asVerdict(),
                        row("direction", Text.degrees(Math.atan2(step.direction().y(), step.direction().x()))),
                        row("support", Text.point(step.support(), 1)),
                        row("sofar", Text.number(step.nearest().length(), 1)).asVerdict(),
                        row("verdict", verdict(r.overlapping())).asVerdict(),
                        row("distance", Text.number(r.distance(), 1)).asVerdict(),
                        row("onP", Text.point(r.onA(), 1)).asVerdict(),
                        row("onQ", Text.point(r.onB(), 1)).asVerdict()));
    }

    private static ReadoutTable.Row row(String name, String value) {
        return ReadoutTable.Row.of("minkowski.row." + name, value);
    }

    private static String yesNo(boolean yes) {
        return Texts.text(yes ? "minkowski.yes" : "minkowski.no");
    }

    private static String verdict(boolean overlapping) {
        return Texts.text(overlapping ? "minkowski.overlapping" : "minkowski.separated");
    }
}
