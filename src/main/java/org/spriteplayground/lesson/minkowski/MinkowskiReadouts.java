package org.spriteplayground.lesson.minkowski;

import java.util.List;
import java.util.Locale;
import org.spriteplayground.geometry.Gjk;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Text;

/**
 * The Minkowski lesson's numbers: the difference (its corners, whether the origin is in it, the
 * gap or the push-out and how deep it goes, and another test's verdict beside it: the separating axes', or for the
 * circle the closest point's), and GJK (how many steps it took and why it stopped, the iteration
 * on show with its simplex, direction, support point, distance so far and how unsure that still is,
 * then what it found: the verdict, the distance and the two closest points, none where the shapes overlap); while Predict's question
 * waits, the shapes alone.
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
        boolean round = lesson.shapes() == MinkowskiLesson.Shapes.CIRCLE;
        boolean other = lesson.crossCheck();
        String corners = Text.count(lesson.difference().size());
        if (lesson.waiting()) {
            // While the question waits, what the pupil is asked about: every other row is P ⊖ Q's or GJK's.
            return List.of(ReadoutTable.ofValues(Texts.text("minkowski.table.difference"), row("shapes", lesson.shapes().label())));
        }
        return List.of(
                ReadoutTable.ofValues(Texts.text("minkowski.table.difference"),
                        row("shapes", lesson.shapes().label()),
                        row("corners", round ? Texts.format("minkowski.corners.round", corners) : corners),
                        row("inside", yesNo(inside)).asVerdict(),
                        row("gap", inside ? overlap() : Text.number(lesson.gap(), 1)).asVerdict(),
                        row("push", inside ? Texts.format("minkowski.push.depth", Text.point(lesson.pushOut(), 1), Text.number(lesson.pushOut().length(), 1))
                                : Texts.text("minkowski.none.push")).asVerdict(),
                        row(round ? "closest" : "axes", Texts.format(other == inside ? "minkowski.agrees" : "minkowski.disagrees", verdict(other))).asVerdict()),
                ReadoutTable.ofValues(Texts.text("minkowski.table.gjk"),
                        row("step", Text.count(shown + 1L)),
                        row("steps", Text.count(r.steps().size())),
                        row("stop", Texts.text("minkowski.stop." + r.stop().name().toLowerCase(Locale.ROOT))).asVerdict(),
                        row("simplex", Texts.text("minkowski.simplex." + step.simplex().size())).asVerdict(),
                        row("direction", Text.degrees(Math.atan2(step.direction().y(), step.direction().x()))),
                        row("support", Text.point(step.support(), 1)),
                        row("sofar", Text.number(step.nearest().length(), 1)).asVerdict(),
                        row("unsure", Text.tiny(Math.max(0, step.nearest().length() - atLeast(r, shown)))).asVerdict(),
                        row("verdict", verdict(r.overlapping())).asVerdict(),
                        row("distance", r.overlapping() ? overlap() : Text.number(r.distance(), 1)).asVerdict(),
                        row("onP", r.overlapping() ? Texts.text("minkowski.none.closest") : Text.point(r.onA(), 1)).asVerdict(),
                        row("onQ", r.overlapping() ? Texts.text("minkowski.none.closest") : Text.point(r.onB(), 1)).asVerdict()));
    }

    /**
     * Returns the most any of GJK's steps up to {@code last} shows the distance must be at least;
     * rounding may put it a few ulps past the distance so far.
     */
    private static double atLeast(Gjk.Result r, int last) {
        return r.steps().subList(0, last + 1).stream().mapToDouble(Gjk.Step::lowerBound).max().orElse(0);
    }

    private static ReadoutTable.Row row(String name, String value) {
        return ReadoutTable.Row.of("minkowski.row." + name, value);
    }

    /** Returns the distance between shapes that overlap, saying so: "0.0, they overlap". */
    private static String overlap() {
        return Texts.format("minkowski.overlap", Text.number(0, 1));
    }

    private static String yesNo(boolean yes) {
        return Texts.text(yes ? "minkowski.yes" : "minkowski.no");
    }

    private static String verdict(boolean overlapping) {
        return Texts.text(overlapping ? "minkowski.overlapping" : "minkowski.separated");
    }
}
