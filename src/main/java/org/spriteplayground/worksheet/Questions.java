package org.spriteplayground.worksheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.i18n.Texts;
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

    /**
     * The questions of each lesson id (their keys, {@code worksheet.q.*}), each with how to answer
     * it from the lesson; readout rows are named as in English, ids that {@link #readout} finds
     * in any language (so their lines are marked as not shown).
     */
    private static final Map<String, List<Asked>> BY_ID = Map.of(
            FlyingJets.ID, List.of(
                    new Asked("worksheet.q.jets.aabbSmallest", l -> angles(l, BoundKind.AABB, false)),
                    new Asked("worksheet.q.jets.aabbLargest", l -> angles(l, BoundKind.AABB, true)),
                    new Asked("worksheet.q.jets.falseAlarms", Questions::circleFalseAlarms),
                    new Asked("worksheet.q.jets.resets", l -> readout(l, "resets", 0)),
                    new Asked("worksheet.q.jets.circleFill", l -> readout(l, "circle fill", 0))), // not shown
            "three-outcomes", List.of(
                    new Asked("worksheet.q.outcomes.outcome", l -> readout(l, "outcome", 0)),
                    new Asked("worksheet.q.outcomes.distance", l -> readout(l, "d²", 0)),
                    new Asked("worksheet.q.outcomes.radii", l -> readout(l, "(r₁ + r₂)²", 0)),
                    new Asked("worksheet.q.outcomes.seed", l -> readout(l, "seed 000 says", 0))),
            DotAndWall.ID, List.of(
                    new Asked("worksheet.q.wall.centre", l -> readout(l, "dot centre", 0)), // not shown
                    new Asked("worksheet.q.wall.closest", l -> readout(l, "closest wall point", 0)), // not shown
                    new Asked("worksheet.q.wall.gap", l -> readout(l, "gap to wall (px)", 0)), // not shown
                    new Asked("worksheet.q.wall.undone", l -> readout(l, "moves undone", 0))), // not shown
            "angle-radius", List.of(
                    new Asked("worksheet.q.angle.exact", l -> readout(l, "exact (closest point)", 0)), // not shown
                    new Asked("worksheet.q.angle.seed", l -> readout(l, "seed 002 (angle radius)", 0)), // not shown
                    new Asked("worksheet.q.angle.step", l -> readout(l, "decided by", 0)), // not shown
                    new Asked("worksheet.q.angle.missed", l -> readout(l, "real hits missed", 0))), // not shown
            "border-crossings", List.of(
                    new Asked("worksheet.q.border.case", l -> readout(l, "case", 0)),
                    new Asked("worksheet.q.border.distance", l -> readout(l, "d", 0)),
                    new Asked("worksheet.q.border.sum", l -> readout(l, "r₀ + r₁", 0)),
                    new Asked("worksheet.q.border.difference", l -> readout(l, "|r₀ − r₁|", 0))),
            "tunnelling", List.of(
                    new Asked("worksheet.q.tunnel.speed", l -> readout(l, "speed (px / step)", 0)),
                    new Asked("worksheet.q.tunnel.jump", l -> readout(l, "wall + diameter (px)", 0)),
                    new Asked("worksheet.q.tunnel.passed", l -> readout(l, "passed through", 0)), // not shown
                    new Asked("worksheet.q.tunnel.stopped", l -> readout(l, "stopped by the wall", 1))), // not shown
            "stress", List.of(
                    new Asked("worksheet.q.stress.jets", l -> readout(l, "jets", 0)),
                    new Asked("worksheet.q.stress.allPairs", l -> readout(l, "all pairs", 0)), // not shown
                    new Asked("worksheet.q.stress.tested", l -> readout(l, "pairs tested", 0)), // not shown
                    new Asked("worksheet.q.stress.confirmed", l -> Texts.format("worksheet.answer.of", readout(l, "confirmed", 0), readout(l, "circle hits", 0)))), // not shown
            "separating-axes", List.of(
                    new Asked("worksheet.q.sat.verdict", l -> Texts.format("worksheet.answer.verdict", readout(l, "verdict", 0), readout(l, "shapes", 0))),
                    new Asked("worksheet.q.sat.axes", l -> readout(l, "axes tested", 0)), // not shown
                    new Asked("worksheet.q.sat.axis", l -> readout(l, "separating axis (°)", 0)), // not shown
                    new Asked("worksheet.q.sat.push", l -> readout(l, "push-out length", 0)), // not shown
                    new Asked("worksheet.q.sat.falseAlarm", l -> readout(l, "box false alarm", 0))), // not shown
            "broad-phase", List.of(
                    new Asked("worksheet.q.broad.allPairs", l -> readout(l, "all pairs", 0)), // not shown
                    new Asked("worksheet.q.broad.candidates",
                            l -> readout(l, "candidate pairs", 0) + " / " + readout(l, "candidate pairs", 1) + " / " + readout(l, "candidate pairs", 2)), // not shown
                    new Asked("worksheet.q.broad.confirmed",
                            l -> agreement(readout(l, "confirmed pairs", 0), readout(l, "confirmed pairs", 1), readout(l, "confirmed pairs", 2))), // not shown
                    new Asked("worksheet.q.broad.cell", l -> Texts.format("worksheet.answer.cell", readout(l, "grid cell (px)", 0))))); // not shown

    /** Returns the three counts and whether they agree, as a pupil would answer. */
    private static String agreement(String grid, String sweep, String tree) {
        boolean same = grid.equals(sweep) && sweep.equals(tree);
        return Texts.format(same ? "worksheet.answer.agree" : "worksheet.answer.disagree", grid, sweep, tree);
    }

    private record Asked(String key, Function<Lesson, String> answer) {
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
            asked.forEach(a -> out.add(new Question(Texts.text(a.key()), a.answer().apply(lesson))));
            return out;
        }
        for (ReadoutTable table : lesson.readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                if (out.size() < 4) {
                    out.add(new Question(Texts.format("worksheet.q.readout", row.label(), table.title()), String.join(" / ", row.values())));
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
        String circle = Texts.inLanguage(Locale.ENGLISH, BoundKind.CIRCLE::label);
        String real = readout(lesson, circle, 0);
        String falseAlarms = readout(lesson, circle, 1);
        long hits = Long.parseLong(real.replaceAll("\\D", "")) + Long.parseLong(falseAlarms.replaceAll("\\D", ""));
        return Texts.format("worksheet.answer.of", falseAlarms, hits);
    }

    /**
     * Returns value {@code column} of the first readout row whose English name is {@code label},
     * as the lesson shows it in the language in force, or "-" if there is none. The row is found
     * in the English readouts and read at the same place in the shown ones, so the questions keep
     * finding their rows whatever language the readouts are in.
     */
    static String readout(Lesson lesson, String label, int column) {
        List<ReadoutTable> english = Texts.inLanguage(Locale.ENGLISH, lesson::readouts);
        List<ReadoutTable> shown = lesson.readouts();
        for (int t = 0; t < english.size() && t < shown.size(); t++) {
            List<ReadoutTable.Row> rows = english.get(t).rows();
            for (int r = 0; r < rows.size() && r < shown.get(t).rows().size(); r++) {
                List<String> values = shown.get(t).rows().get(r).values();
                if (rows.get(r).label().equals(label) && column < values.size()) {
                    return values.get(column);
                }
            }
        }
        return "-";
    }
}
