package org.spriteplayground.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Ink;

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
 * @param away what else on the pupils' page would give the answer away: the figure's marks in
 *     some inks and sentences of the lesson's text (the readout rows it follows from are declared
 *     as the answer reads them: {@link Answers#readout}, {@link Answers#telling})
 * @param quiz the answers a quiz marks, worked out like {@code answer}, the right one first: one is
 *     a number the pupil types, several are the choices offered; null where the quiz marks
 *     {@code answer} itself (a number, or one word)
 */
public record WorksheetQuestion(String key, Function<Answers, String> answer, Predicate<Lesson> fits, Function<Lesson, Object[]> args, boolean onFigure,
        GivenAway away, Function<Answers, List<String>> quiz, Function<Lesson, String> stated) {

    /**
     * What on a pupils' page besides readouts would tell a question's answer, for the page to leave
     * out and the answer key to show.
     *
     * @param inks inks whose marks tell the answer: the pupils' figure paints lines, outlines and
     *     fills in them in {@code plain} instead, and leaves out points and labels in them (a
     *     crossing point's place is the answer "touching", a circle's verdict colour too)
     * @param plain the ink that says nothing about the answer, for lines in {@code inks}
     * @param sentences bundle keys of sentences of the lesson's explanation that state the answer;
     *     each must stand word for word in the explanation, which the pupils' page prints without them
     */
    public record GivenAway(Set<Ink> inks, Ink plain, List<String> sentences) {

        /** Nothing but readouts gives the answer away. */
        public static final GivenAway NOTHING = new GivenAway(Set.of(), Ink.CONSTRUCTION, List.of());

        public GivenAway {
            inks = inks.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(inks));
            sentences = List.copyOf(sentences);
        }
    }

    /**
     * How many steps a lesson whose questions count what happens while it runs (resets, flights,
     * pairs tested) is run before a worksheet is made of it as it opens: at step 0 they are all 0.
     */
    public static final int STEPS_RUN = 600;

    /** Returns a question asked in every state of the lesson, its text the plain bundle text of {@code key}. */
    public static WorksheetQuestion of(String key, Function<Answers, String> answer) {
        return new WorksheetQuestion(key, answer, lesson -> true, null, false, GivenAway.NOTHING, null, null);
    }

    /** Returns this question asked only while {@code when} holds of the lesson. */
    public WorksheetQuestion when(Predicate<Lesson> when) {
        return new WorksheetQuestion(key, answer, when, args, onFigure, away, quiz, stated);
    }

    /** Returns this question with its text pattern given {@code naming}'s arguments. */
    public WorksheetQuestion naming(Function<Lesson, Object[]> naming) {
        return new WorksheetQuestion(key, answer, fits, naming, onFigure, away, quiz, stated);
    }

    /** Returns this question answered by reading the figure: its answer does not keep the figure's labels off the pupils' page. */
    public WorksheetQuestion readOffFigure() {
        return new WorksheetQuestion(key, answer, fits, args, true, away, quiz, stated);
    }

    /**
     * Returns this question with the figure's marks in {@code inks} giving its answer away: the
     * pupils' figure draws their lines in {@code plain} and leaves out their points and labels.
     */
    public WorksheetQuestion givenAwayByMarks(Ink plain, Ink... inks) {
        return new WorksheetQuestion(key, answer, fits, args, onFigure, new GivenAway(Set.of(inks), plain, away.sentences()), quiz, stated);
    }

    /** Returns this question with the explanation's sentences {@code keys} (bundle keys) giving its answer away. */
    public WorksheetQuestion givenAwayByText(String... keys) {
        return new WorksheetQuestion(key, answer, fits, args, onFigure, new GivenAway(away.inks(), away.plain(), List.of(keys)), quiz, stated);
    }

    /**
     * Returns this question asked in a quiz by {@code answers}, the right one first: one answer is
     * a number typed in, several are choices, so that a platform marks it without matching a
     * sentence letter by letter.
     */
    public WorksheetQuestion quizzed(Function<Answers, List<String>> answers) {
        return new WorksheetQuestion(key, answer, fits, args, onFigure, away, answers, stated);
    }

    /**
     * Returns this question asked in a quiz as the pattern {@code key} with {@code args}' arguments:
     * a text stating the numbers the answer is worked out from, which a quiz without readouts or
     * figure can ask; the worksheet, which shows them, asks it as before.
     */
    public WorksheetQuestion statedInQuiz(String key, Function<Lesson, Object[]> args) {
        return new WorksheetQuestion(key(), answer, fits, this.args, onFigure, away, quiz, lesson -> Texts.format(key, args.apply(lesson)));
    }

    /**
     * Returns this question asked in a quiz as the worksheet asks it: its own text already states
     * the numbers the answer is worked out from ("ten steps of 0.1", the centres it names). Call it
     * after {@link #naming}.
     */
    public WorksheetQuestion statingItsNumbers() {
        return new WorksheetQuestion(key, answer, fits, args, onFigure, away, quiz, lesson -> args == null ? Texts.text(key) : Texts.format(key, args.apply(lesson)));
    }

    /** Returns {@code right} followed by those of {@code plausible} that differ from it, at most three: a multiple choice's answers. */
    public static List<String> choices(String right, List<String> plausible) {
        return Stream.concat(Stream.of(right), plausible.stream().filter(p -> !p.equals(right)).limit(3)).toList();
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
         * Marks every value of each row keyed {@code keys} as one the answer gives away though it
         * does not read it: a row that settles the question as plainly as the answer, or one the
         * answer follows from (flights stopped = flights flown − flights passed). Returns these answers.
         */
        Answers telling(String... keys);

        /**
         * As {@link #telling(String...)}, for value {@code column} of each row only: where the
         * answer follows from one column (the point-in-time ball's flights), the other column's
         * values tell nothing of it and stay for another question.
         */
        default Answers telling(int column, String... keys) {
            return telling(keys);
        }
    }
}
