package org.spriteplayground.lesson;

import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One worksheet question about a lesson, in the lesson's own terms: the bundle key of what the
 * pupil is asked and how the answer is read from the lesson's readouts, by their row keys
 * ({@link ReadoutTable.Row#key()}). The worksheet asks it of the lesson as it stands and prints
 * it; the answer is worked out, never written in advance.
 *
 * @param key the question's text key ({@code worksheet.q.*}); a pattern when {@code args} is given
 * @param answer works out the answer from the lesson's readouts
 * @param fits whether the question is asked of the lesson as it stands (a count of moves made
 *     only with the keys is not asked of a lesson as it opens, where it is 0 whatever it shows)
 * @param args what the question's pattern names of the lesson ("the chosen bound"), or null for none
 * @param onFigure whether the pupil reads the answer off the figure, where it stands among its
 *     like (one ruler's number among every axis's): the figure then keeps the labels holding it,
 *     and only the readouts that give it away are left blank
 */
public record WorksheetQuestion(String key, Function<Answers, String> answer, Predicate<Lesson> fits, Function<Lesson, Object[]> args, boolean onFigure) {

    /**
     * How many steps a lesson whose questions count what happens while it runs (resets, flights,
     * pairs tested) is run before a worksheet is made of it as it opens: at step 0 they are all 0.
     */
    public static final int STEPS_RUN = 600;

    /** Returns a question asked in every state of the lesson, its text the plain bundle text of {@code key}. */
    public static WorksheetQuestion of(String key, Function<Answers, String> answer) {
        return new WorksheetQuestion(key, answer, lesson -> true, null, false);
    }

    /** Returns this question asked only while {@code when} holds of the lesson. */
    public WorksheetQuestion when(Predicate<Lesson> when) {
        return new WorksheetQuestion(key, answer, when, args, onFigure);
    }

    /** Returns this question with its text pattern given {@code naming}'s arguments. */
    public WorksheetQuestion naming(Function<Lesson, Object[]> naming) {
        return new WorksheetQuestion(key, answer, fits, naming, onFigure);
    }

    /** Returns this question answered by reading the figure: its answer does not keep the figure's labels off the pupils' page. */
    public WorksheetQuestion readOffFigure() {
        return new WorksheetQuestion(key, answer, fits, args, true);
    }

    /**
     * A lesson's readouts as an answer reads them: by row key, in the language in force. Each
     * value read by {@link #readout} is one the answer gives away, so the pupils' page leaves it out.
     */
    public interface Answers {

        /** Returns the lesson being asked about. */
        Lesson lesson();

        /** Returns value {@code column} of the first row keyed {@code key}, or "-" when there is none; the answer gives it away. */
        String readout(String key, int column);

        /** As {@link #readout}, for a value that only says what the answer is about: it does not give the answer away. */
        String context(String key, int column);

        /**
         * Marks the first value of each row keyed {@code keys} as one the answer gives away though
         * it does not read it: a row that settles the question as plainly as the answer. Returns these answers.
         */
        Answers telling(String... keys);
    }
}
