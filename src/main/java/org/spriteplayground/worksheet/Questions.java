package org.spriteplayground.worksheet;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.WorksheetQuestion;

/**
 * A lesson's worksheet questions as printed, with their answers worked out from the lesson as it
 * stands: each lesson says what to ask and how to read the answer from its readouts
 * ({@link Lesson#questions()}); here they become text, and the readout cells each answer read are
 * kept for the pupils' page to leave out. A lesson is read only through {@link Lesson}, so a
 * lesson restored from a saved scene is asked the same way.
 */
final class Questions {

    /**
     * One question and its answer for the lesson's present state.
     *
     * @param text what the pupil is asked
     * @param answer the answer, computed from the lesson
     * @param read the readout cells the answer gives away
     * @param onFigure whether the answer is read off the figure, so its labels stay
     * @param away the figure's inks and the explanation's sentences that give the answer away
     * @param quiz the answers a quiz marks, the right one first ({@link WorksheetQuestion#quiz}); empty for {@code answer} itself
     * @param stated the question as a quiz asks it ({@link WorksheetQuestion#stated}), or null for {@code text}
     * @param fromReadouts whether the answer is worked out from the readouts, {@code read} or only consulted ({@link Reading#fromReadouts})
     */
    record Question(String text, String answer, List<Reading.Cell> read, boolean onFigure, WorksheetQuestion.GivenAway away, List<String> quiz, String stated,
            boolean fromReadouts) {
        Question {
            read = List.copyOf(read);
            quiz = List.copyOf(quiz);
        }
    }

    private Questions() {
    }

    /**
     * Returns the questions of {@code lesson} with their answers now; a lesson without questions
     * of its own is asked for its first four readouts.
     */
    static List<Question> of(Lesson lesson) {
        List<Question> out = new ArrayList<>();
        List<WorksheetQuestion> asked = lesson.questions();
        if (!asked.isEmpty()) {
            for (WorksheetQuestion q : asked) {
                if (q.fits().test(lesson)) {
                    Reading reading = new Reading(lesson);
                    String answer = q.answer().apply(reading);
                    String text = q.args() == null ? Texts.text(q.key()) : Texts.format(q.key(), q.args().apply(lesson));
                    List<String> quiz = q.quiz() == null ? List.of() : q.quiz().apply(new Reading(lesson));
                    out.add(new Question(text, answer, reading.read(), q.onFigure(), q.away(), quiz, q.stated() == null ? null : q.stated().apply(lesson),
                            reading.fromReadouts()));
                }
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
                out.add(new Question(Texts.format("worksheet.q.readout", row.label(), tables.get(t).title()), String.join(" / ", row.values().stream().map(v -> Reading.withUnit(v, row.label())).toList()), cells, false, WorksheetQuestion.GivenAway.NOTHING, List.of(), null, true));
            }
        }
        return out;
    }

    /**
     * Returns what the answer key shows beside {@code question}'s answer of what the pupils' page
     * left out for it: the readout rows it follows from, with their values, and the explanation's
     * sentences that state it; none for a question whose answer is its own readout alone.
     */
    static List<String> givenAway(Lesson lesson, Question question) {
        List<String> out = new ArrayList<>();
        List<ReadoutTable> tables = lesson.readouts();
        java.util.Set<String> rows = new java.util.LinkedHashSet<>();
        for (Reading.Cell cell : question.read()) {
            ReadoutTable.Row row = tables.get(cell.table()).rows().get(cell.row());
            rows.add(row.label() + " " + String.join(" / ", row.values()));
        }
        if (rows.size() > 1) {
            out.add(Texts.format("worksheet.key.rows", String.join("; ", rows)));
        }
        question.away().sentences().forEach(key -> out.add(Texts.format("worksheet.key.text", Texts.text(key))));
        return out;
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
