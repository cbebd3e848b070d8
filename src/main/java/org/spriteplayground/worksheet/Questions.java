package org.spriteplayground.worksheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.sprite.BoundKind;

/**
 * The worksheet's questions for each lesson, and their answers worked out from the lesson as it
 * stands: its readouts (which agree with what it draws) and its sprite's measured tightness table.
 * Nothing is written in advance but the questions; a lesson is read only through {@link Lesson},
 * so a lesson restored from a saved scene is asked the same way.
 */
final class Questions {

    /**
     * One question and its answer for the lesson's present state.
     *
     * @param text what the pupil is asked
     * @param answer the answer, computed from the lesson
     */
    record Question(String text, String answer) {
    }

    /** The questions of each lesson id, each with how to answer it from the lesson. */
    private static final Map<String, List<Asked>> BY_ID = Map.of(
            FlyingJets.ID, List.of(
                    new Asked("At what angle (0° to 359°) is the AABB smallest?", l -> angles(l, BoundKind.AABB, false)),
                    new Asked("At what angle (0° to 359°) is the AABB largest?", l -> angles(l, BoundKind.AABB, true)),
                    new Asked("How many of the bounding circle's hits were false alarms?", Questions::circleFalseAlarms),
                    new Asked("How many times has the flyer been sent back to its start?", l -> readout(l, "resets", 0)),
                    new Asked("What share of the flying sprite's bounding circle is sprite?", l -> readout(l, "circle fill", 0))),
            "three-outcomes", List.of(
                    new Asked("Which outcome does the radius hit test give now?", l -> readout(l, "outcome", 0)),
                    new Asked("What is d², the squared distance between the centres?", l -> readout(l, "d²", 0)),
                    new Asked("What is (r1 + r2)², the squared sum of the radii?", l -> readout(l, "(r₁ + r₂)²", 0)),
                    new Asked("What does seed 000's own test say?", l -> readout(l, "seed 000 says", 0))),
            DotAndWall.ID, List.of(
                    new Asked("Where is the dot's centre?", l -> readout(l, "dot centre", 0)),
                    new Asked("Which point of the wall is closest to the dot's centre?", l -> readout(l, "closest wall point", 0)),
                    new Asked("How wide is the gap between the dot and the wall, in pixels?", l -> readout(l, "gap to wall (px)", 0)),
                    new Asked("How many single-axis moves were undone?", l -> readout(l, "moves undone", 0))),
            "angle-radius", List.of(
                    new Asked("What does the exact closest-point test say?", l -> readout(l, "exact (closest point)", 0)),
                    new Asked("What does seed 002's angle-radius test say?", l -> readout(l, "seed 002 (angle radius)", 0)),
                    new Asked("Which step of seed 002's method gave its answer?", l -> readout(l, "decided by", 0)),
                    new Asked("What share of the real hits does seed 002 miss at this radius?", l -> readout(l, "real hits missed", 0))),
            "border-crossings", List.of(
                    new Asked("Which case are the two circles in?", l -> readout(l, "case", 0)),
                    new Asked("What is the distance d between the centres?", l -> readout(l, "d", 0)),
                    new Asked("What is r0 + r1? Are the circles farther apart than that?", l -> readout(l, "r₀ + r₁", 0)),
                    new Asked("What is |r0 - r1|? Are the centres closer than that?", l -> readout(l, "|r₀ − r₁|", 0))),
            "tunnelling", List.of(
                    new Asked("How far does a ball move in one step, in pixels?", l -> readout(l, "speed (px / step)", 0)),
                    new Asked("Above which step length can a ball jump the wall?", l -> readout(l, "wall + diameter (px)", 0)),
                    new Asked("How many flights passed through the wall unseen by the point-in-time test?", l -> readout(l, "passed through", 0)),
                    new Asked("How many flights did the swept test stop?", l -> readout(l, "stopped by the wall", 1))),
            "stress", List.of(
                    new Asked("How many jets fly?", l -> readout(l, "jets", 0)),
                    new Asked("How many pairs would testing every pair cost?", l -> readout(l, "all pairs", 0)),
                    new Asked("How many pairs did the grid broad phase test?", l -> readout(l, "pairs tested", 0)),
                    new Asked("How many circle hits did the chosen bound confirm?", l -> readout(l, "confirmed", 0) + " of " + readout(l, "circle hits", 0))),
            "separating-axes", List.of(
                    new Asked("Are the two shapes (boxes or hulls, as chosen) separated or overlapping?",
                            l -> readout(l, "verdict", 0) + " (the " + readout(l, "shapes", 0) + ")"),
                    new Asked("How many axes does the test try?", l -> readout(l, "axes tested", 0)),
                    new Asked("Which axis separates them, in degrees?", l -> readout(l, "separating axis (°)", 0)),
                    new Asked("If no axis separates them, how far must Q be pushed?", l -> readout(l, "push-out length", 0)),
                    new Asked("Is the boxes' hit a false alarm?", l -> readout(l, "box false alarm", 0))),
            "broad-phase", List.of(
                    new Asked("How many pairs would testing every pair cost?", l -> readout(l, "all pairs", 0)),
                    new Asked("How many candidate pairs did the grid, sweep and prune, and the tree each test?",
                            l -> readout(l, "candidate pairs", 0) + " / " + readout(l, "candidate pairs", 1) + " / " + readout(l, "candidate pairs", 2)),
                    new Asked("How many overlapping pairs did each confirm? Do the three agree?",
                            l -> agreement(readout(l, "confirmed pairs", 0), readout(l, "confirmed pairs", 1), readout(l, "confirmed pairs", 2))),
                    new Asked("How wide is a grid cell, in pixels, and why?",
                            l -> readout(l, "grid cell (px)", 0) + ": the largest jet's diameter, so two jets can only touch if their cells are neighbours")));

    /** Returns the three counts and whether they agree, as a pupil would answer. */
    private static String agreement(String grid, String sweep, String tree) {
        boolean same = grid.equals(sweep) && sweep.equals(tree);
        return grid + " / " + sweep + " / " + tree + (same ? ": yes, all three agree" : ": no");
    }

    private record Asked(String text, Function<Lesson, String> answer) {
    }

    private Questions() {
    }

    /** Returns whether {@code lessonId} has questions of its own. */
    static boolean written(String lessonId) {
        return BY_ID.containsKey(lessonId);
    }

    /**
     * Returns the questions of {@code lesson} with their answers now; a lesson without questions
     * of its own is asked for its first four readouts.
     */
    static List<Question> of(Lesson lesson) {
        List<Question> out = new ArrayList<>();
        List<Asked> asked = BY_ID.get(lesson.id());
        if (asked != null) {
            asked.forEach(a -> out.add(new Question(a.text(), a.answer().apply(lesson))));
            return out;
        }
        for (ReadoutTable table : lesson.readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                if (out.size() < 4) {
                    out.add(new Question("What is \"" + row.label() + "\" (" + table.title() + ")?", String.join(" / ", row.values())));
                }
            }
        }
        return out;
    }

    /**
     * Returns every whole-degree turn at which {@code kind}'s area is smallest (or largest) in the
     * focused sprite's tightness table, as "0°, 90°, 180°, 270°".
     */
    static String angles(Lesson lesson, BoundKind kind, boolean largest) {
        SpriteFocus focus = lesson.focus().orElseThrow();
        List<TightnessTable.Row> rows = MeasuredTables.of(focus.sprite()).rows().stream().filter(r -> r.degrees() < 360).toList();
        double best = largest ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (TightnessTable.Row r : rows) {
            best = largest ? Math.max(best, r.area(kind)) : Math.min(best, r.area(kind));
        }
        double target = best;
        return rows.stream().filter(r -> Math.abs(r.area(kind) - target) <= 1e-9 * Math.max(1, Math.abs(target)))
                .map(r -> String.format(Locale.ROOT, "%.0f°", r.degrees())).collect(Collectors.joining(", "));
    }

    /** Returns "F of H": the circle's false alarms among all its hits, from the hits table. */
    private static String circleFalseAlarms(Lesson lesson) {
        String real = readout(lesson, BoundKind.CIRCLE.label(), 0);
        String falseAlarms = readout(lesson, BoundKind.CIRCLE.label(), 1);
        long hits = Long.parseLong(real.replace(",", "")) + Long.parseLong(falseAlarms.replace(",", ""));
        return String.format(Locale.ROOT, "%s of %,d", falseAlarms, hits);
    }

    /** Returns value {@code column} of the first readout row labelled {@code label}, or "-" if there is none. */
    static String readout(Lesson lesson, String label, int column) {
        for (ReadoutTable table : lesson.readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                if (row.label().equals(label) && column < row.values().size()) {
                    return row.values().get(column);
                }
            }
        }
        return "-";
    }
}
