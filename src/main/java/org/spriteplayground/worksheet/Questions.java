package org.spriteplayground.worksheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.CircleIntersection.Contained;
import org.spriteplayground.geometry.CircleIntersection.Separate;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.BorderCrossings;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.lesson.Stress;
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
    record Question(String text, String answer, List<Reading.Cell> read) {
        Question {
            read = List.copyOf(read);
        }
    }

    /**
     * The questions of each lesson id (their keys, {@code worksheet.q.*}), each with how to answer
     * it from the lesson; readout rows are named as in English, ids that {@link #readout} finds
     * in any language (so their lines are marked as not shown).
     */
    private static final Map<String, List<Asked>> BY_ID = Map.of(
            FlyingJets.ID, List.of(
                    new Asked("worksheet.q.jets.aabbSmallest", l -> angles(l.lesson(), BoundKind.AABB, false)),
                    new Asked("worksheet.q.jets.aabbLargest", l -> angles(l.lesson(), BoundKind.AABB, true)),
                    new Asked("worksheet.q.jets.falseAlarms", Questions::circleFalseAlarms),
                    new Asked("worksheet.q.jets.resets", l -> l.readout("jets.resets", 0)),
                    new Asked("worksheet.q.jets.circleFill", l -> l.readout("jets.circleFill", 0))), // not shown
            "three-outcomes", List.of(
                    new Asked("worksheet.q.outcomes.outcome",
                            l -> l.telling("three.difference", "three.gap", "three.exact").readout("three.outcome", 0)), // not shown
                    new Asked("worksheet.q.outcomes.distance", l -> l.readout("three.d2", 0)),
                    new Asked("worksheet.q.outcomes.radii", l -> l.readout("three.sum2", 0)),
                    new Asked("worksheet.q.outcomes.seed", l -> l.readout("three.seed", 0))),
            DotAndWall.ID, List.of(
                    new Asked("worksheet.q.wall.centre", l -> l.readout("dot.centre", 0)), // not shown
                    new Asked("worksheet.q.wall.closest", l -> l.readout("dot.closest", 0)), // not shown
                    new Asked("worksheet.q.wall.gap", l -> l.readout("dot.gapWall", 0)), // not shown
                    new Asked("worksheet.q.wall.circle", l -> l.readout("dot.gapCircle", 0)), // not shown
                    new Asked("worksheet.q.wall.undone", l -> l.readout("dot.undone", 0), // not shown
                            l -> !readout(l, "dot.undone", 0).equals("0"))), // not shown
            "angle-radius", List.of(
                    new Asked("worksheet.q.angle.exact", l -> l.readout("angle.exact", 0)), // not shown
                    new Asked("worksheet.q.angle.seed", l -> l.readout("angle.seed", 0)), // not shown
                    new Asked("worksheet.q.angle.step", l -> l.readout("angle.decidedBy", 0)), // not shown
                    new Asked("worksheet.q.angle.missed", l -> l.readout("angle.missed", 0))), // not shown
            "border-crossings", List.of(
                    new Asked("worksheet.q.border.case", l -> l.readout("border.case", 0)),
                    new Asked("worksheet.q.border.distance", l -> l.readout("border.d", 0)),
                    new Asked("worksheet.q.border.sum", l -> beyond(l, "border.sum", Separate.class, "worksheet.answer.border.apart", "worksheet.answer.border.notApart")),
                    new Asked("worksheet.q.border.difference",
                            l -> beyond(l, "border.difference", Contained.class, "worksheet.answer.border.inside", "worksheet.answer.border.notInside"))),
            "tunnelling", List.of(
                    new Asked("worksheet.q.tunnel.speed", l -> l.readout("tunnel.row.speed", 0)),
                    new Asked("worksheet.q.tunnel.jump", l -> l.readout("tunnel.row.threshold", 0)),
                    new Asked("worksheet.q.tunnel.passed", l -> l.readout("tunnel.row.passed", 0)), // not shown
                    new Asked("worksheet.q.tunnel.stopped", l -> l.readout("tunnel.row.stopped", 1))), // not shown
            "stress", List.of(
                    new Asked("worksheet.q.stress.allPairs", l -> l.readout("stress.row.allPairs", 0)), // not shown
                    new Asked("worksheet.q.stress.testedShare", l -> share(l.context("stress.row.tested", 0), l.readout("stress.row.allPairs", 0))), // not shown
                    new Asked("worksheet.q.stress.perJet", l -> Texts.format("worksheet.answer.perJet", // not shown
                            String.format(Texts.numbers(), "%.1f", (double) count(l.context("stress.row.tested", 0)) / count(l.context("stress.row.jets", 0))))), // not shown
                    new Asked("worksheet.q.stress.confirmed", l -> share(l.context("stress.row.confirmed", 0), l.context("stress.row.circleHits", 0)), // not shown
                            l -> true, l -> new Object[] {((Stress) l).then().label()})),
            "separating-axes", List.of(
                    new Asked("worksheet.q.sat.verdict", l -> Texts.format("worksheet.answer.verdict", l.readout("axes.row.verdict", 0), l.context("axes.row.shapes", 0))),
                    new Asked("worksheet.q.sat.axes", l -> l.readout("axes.row.tested", 0)), // not shown
                    new Asked("worksheet.q.sat.axis", l -> l.telling("axes.row.gap").readout("axes.row.separating", 0)), // not shown
                    new Asked("worksheet.q.sat.push", l -> l.readout("axes.row.pushLength", 0)), // not shown
                    new Asked("worksheet.q.sat.falseAlarm", l -> l.readout("axes.row.falseAlarm", 0), // not shown
                            l -> readout(l, "axes.row.boxes", 0).equals(Texts.text("axes.overlapping")))), // not shown
            "broad-phase", List.of(
                    new Asked("worksheet.q.broad.allPairs", l -> l.readout("broad.row.allPairs", 0)), // not shown
                    new Asked("worksheet.q.broad.candidates",
                            l -> l.readout("broad.row.candidates", 0) + " / " + l.readout("broad.row.candidates", 1) + " / " + l.readout("broad.row.candidates", 2)), // not shown
                    new Asked("worksheet.q.broad.confirmed",
                            l -> agreement(l.readout("broad.row.confirmed", 0), l.readout("broad.row.confirmed", 1), l.readout("broad.row.confirmed", 2))), // not shown
                    new Asked("worksheet.q.broad.cell", l -> Texts.format("worksheet.answer.cell", l.readout("broad.row.cell", 0))))); // not shown

    /** Returns the three counts and whether they agree, as a pupil would answer. */
    private static String agreement(String grid, String sweep, String tree) {
        boolean same = grid.equals(sweep) && sweep.equals(tree);
        return Texts.format(same ? "worksheet.answer.agree" : "worksheet.answer.disagree", grid, sweep, tree);
    }

    /**
     * Returns the answer to "what is {@code row}, and is d beyond it?": the row's value, then yes
     * when the lesson's circles are in {@code yesCase} (the case the lesson names, so the key
     * agrees with it where d and the row are equal as shown), with d as shown.
     */
    private static String beyond(Reading reading, String row, Class<? extends CircleIntersection> yesCase, String yes, String no) {
        String limit = reading.readout(row, 0);
        String d = reading.readout("border.d", 0);
        boolean beyond = yesCase.isInstance(((BorderCrossings) reading.lesson()).intersection());
        return Texts.format(beyond ? yes : no, limit, d);
    }

    /**
     * A question's key, how to answer it, and whether it fits the lesson as it stands: moves undone
     * are made only with the keys, so a lesson as it opens is not asked how many ("0" whatever it shows);
     * whether the boxes' hit is a false alarm is asked only when the boxes hit (else "no" read as a real hit).
     */
    private record Asked(String key, Function<Reading, String> answer, Predicate<Lesson> fits, Function<Lesson, Object[]> args) {
        Asked(String key, Function<Reading, String> answer) {
            this(key, answer, l -> true);
        }

        Asked(String key, Function<Reading, String> answer, Predicate<Lesson> fits) {
            this(key, answer, fits, null);
        }

        /** Returns the question as asked of {@code lesson}, with what it names of it ("the chosen bound, turned box"). */
        String text(Lesson lesson) {
            return args == null ? Texts.text(key) : Texts.format(key, args.apply(lesson));
        }
    }

    /** Returns "PART of WHOLE: P %", two counts as shown and the share the first is of the second. */
    private static String share(String part, String whole) {
        long w = count(whole);
        String percent = w == 0 ? "-" : String.format(Texts.numbers(), "%.1f", 100.0 * count(part) / w);
        return Texts.format("worksheet.answer.share", part, whole, percent);
    }

    /** Returns a count as a readout shows it ("4,906", "4.906"). */
    private static long count(String shown) {
        String digits = shown.replaceAll("\\D", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }

    /**
     * The lessons with questions about what happened while they ran (resets, flights, pairs tested):
     * a worksheet made of one as it opens would answer them all "0", so it is made of it run
     * {@link WorksheetWriter#STEPS_RUN} steps.
     */
    private static final Set<String> COUNTING = Set.of(FlyingJets.ID, "tunnelling", "stress"); // not shown

    /** Returns whether {@code lessonId}'s questions count what happens while it runs. */
    static boolean counting(String lessonId) {
        return COUNTING.contains(lessonId);
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
            for (Asked a : asked) {
                if (!a.fits().test(lesson)) {
                    continue;
                }
                Reading reading = new Reading(lesson);
                String answer = a.answer().apply(reading);
                out.add(new Question(a.text(lesson), answer, reading.read()));
            }
            return out;
        }
        List<ReadoutTable> tables = lesson.readouts();
        for (int t = 0; t < tables.size(); t++) {
            List<ReadoutTable.Row> rows = tables.get(t).rows();
            for (int r = 0; r < rows.size() && out.size() < 4; r++) {
                ReadoutTable.Row row = rows.get(r);
                List<Reading.Cell> cells = new ArrayList<>();
                for (int c = 0; c < row.values().size(); c++) {
                    cells.add(new Reading.Cell(t, r, c, row.values().get(c)));
                }
                out.add(new Question(Texts.format("worksheet.q.readout", row.label(), tables.get(t).title()), String.join(" / ", row.values()), cells));
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
    private static String circleFalseAlarms(Reading reading) {
        String circle = "bound." + BoundKind.CIRCLE.csvName();
        String real = reading.readout(circle, 0);
        String falseAlarms = reading.readout(circle, 1);
        long hits = Long.parseLong(real.replaceAll("\\D", "")) + Long.parseLong(falseAlarms.replaceAll("\\D", ""));
        return Texts.format("worksheet.answer.of", falseAlarms, hits);
    }

    /**
     * Returns value {@code column} of the first readout row keyed {@code key}, as the lesson shows
     * it in the language in force, or "-" if there is none (see {@link Reading#find}).
     */
    static String readout(Lesson lesson, String key, int column) {
        Reading.Cell cell = Reading.find(lesson, key, column);
        return cell == null ? "-" : cell.value();
    }
}
