package org.spriteplayground.predict;

import static org.spriteplayground.predict.Outcome.APART;
import static org.spriteplayground.predict.Outcome.FALSE_ALARM;
import static org.spriteplayground.predict.Outcome.MISS;
import static org.spriteplayground.predict.Outcome.OVERLAPPING;
import static org.spriteplayground.predict.Outcome.REAL_HIT;
import static org.spriteplayground.predict.Outcome.TOUCHING;

import java.util.List;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Prediction;

/**
 * The observe and explain stages of each kind of prediction, as data: each choice's id, its
 * bundle key and the outcome it says was seen or explains (null for one that is never right: a
 * thing that cannot be seen, or a common misconception). Whether a choice is right is decided
 * by the lesson's own verdict on the step: it is right exactly when its outcome is that verdict.
 */
final class Stages {

    /**
     * One choice as data.
     *
     * @param id its stable id in the answers CSV
     * @param key its text's bundle key
     * @param outcome the outcome it says was seen or explains; null where it is never right
     */
    record Pick(String id, String key, Outcome outcome) {

        Question.Choice choice() {
            return new Question.Choice(id, Texts.text(key), outcome, null);
        }
    }

    /** flying-jets: what the pupil saw at the step. */
    static final List<Pick> JETS_SEEN = List.of(
            new Pick("saw-nothing-met", "predict.seen.jets.nothing", MISS), // not shown
            new Pick("saw-circles-only", "predict.seen.jets.circlesOnly", FALSE_ALARM), // not shown
            new Pick("saw-pixels-touch", "predict.seen.jets.pixels", REAL_HIT), // not shown
            new Pick("saw-pixels-not-circles", "predict.seen.jets.pixelsNotCircles", null)); // not shown

    /** flying-jets: why, in the order offered; the one that explains the verdict and the misconceptions are offered. */
    static final List<Pick> JETS_WHY = List.of(
            new Pick("circle-tighter", "predict.why.jets.circleTighter", null), // not shown
            new Pick("inside-circles", "predict.why.jets.insideCircles", MISS), // not shown
            new Pick("circles-mean-pixels", "predict.why.jets.circlesMeanPixels", null), // not shown
            new Pick("empty-corners", "predict.why.jets.emptyCorners", FALSE_ALARM), // not shown
            new Pick("circle-turns", "predict.why.jets.circleTurns", null), // not shown
            new Pick("pixels-overlap", "predict.why.jets.pixelsOverlap", REAL_HIT)); // not shown

    /** three-outcomes: what the pupil saw when the circles were put in place. */
    static final List<Pick> CIRCLES_SEEN = List.of(
            new Pick("saw-apart", "predict.seen.circles.apart", APART), // not shown
            new Pick("saw-touching", "predict.seen.circles.touching", TOUCHING), // not shown
            new Pick("saw-overlapping", "predict.seen.circles.overlapping", OVERLAPPING)); // not shown

    /** three-outcomes: why, in the order offered. */
    static final List<Pick> CIRCLES_WHY = List.of(
            new Pick("squares-equal-apart", "predict.why.circles.squaresEqual", null), // not shown
            new Pick("d-more", "predict.why.circles.dMore", APART), // not shown
            new Pick("exactly-equal", "predict.why.circles.exactly", null), // not shown
            new Pick("d-within", "predict.why.circles.dWithin", TOUCHING), // not shown
            new Pick("bigger-radius", "predict.why.circles.biggerRadius", null), // not shown
            new Pick("d-less", "predict.why.circles.dLess", OVERLAPPING)); // not shown

    private Stages() {
    }

    /** Returns the observe question of {@code kind}: what did the step bring, as the pupil saw it? */
    static Question observe(Prediction kind) {
        boolean jets = kind instanceof Prediction.NextContact;
        return new Question(Texts.text(jets ? "predict.observe.jets" : "predict.observe.circles"),
                (jets ? JETS_SEEN : CIRCLES_SEEN).stream().map(Pick::choice).toList(), true);
    }

    /**
     * Returns the explain question of {@code kind} once the step brought {@code truth} and the
     * pupil said they saw {@code seen}: their observation, whether it matches what the lesson
     * said, and why, offering the explanation of {@code truth} among the misconceptions.
     */
    static Question explain(Prediction kind, Outcome truth, Question.Choice seen) {
        String match = seen.outcome() == truth ? Texts.text("predict.seen.matches") : Texts.format("predict.seen.differs", truth.said());
        return new Question(Texts.format("predict.explain", seen.label(), match), whyChoices(kind, truth), true);
    }

    /**
     * Returns the explain question as a quiz asks it, beside the prediction and with nothing on show
     * to tell what happened: what the step brings and why, among every explanation of the kind (one
     * for each outcome and the misconceptions); the one for {@code truth} is right.
     */
    static Question why(Prediction kind) {
        return new Question(Texts.text("quiz.why"), whys(kind).stream().map(Pick::choice).toList(), true);
    }

    /** The explanation of {@code truth} among the misconceptions, in their order. */
    private static List<Question.Choice> whyChoices(Prediction kind, Outcome truth) {
        return whys(kind).stream().filter(p -> p.outcome() == null || p.outcome() == truth).map(Pick::choice).toList();
    }

    /**
     * Returns the truth once the pupil has answered {@code row}'s stages about a step that brought
     * {@code truth}: what the lesson said, whether the {@code guess} was right, each stage right or
     * wrong, and the right explanation where theirs was not.
     */
    static String reveal(Prediction kind, Outcome guess, Outcome truth, Answers.Row row) {
        String stages = Texts.format("predict.stages", mark(row.prediction()), mark(row.observation()), mark(row.explanation()));
        String why = row.explanation().right() ? ""
                : " " + Texts.format("predict.rightWhy", whys(kind).stream().filter(p -> p.outcome() == truth).findFirst().orElseThrow().choice().label());
        return Outcome.reveal(guess, truth) + "\n" + stages + why;
    }

    private static String mark(Answers.Stage stage) {
        return Texts.text(stage.right() ? "predict.mark.right" : "predict.mark.wrong");
    }

    private static List<Pick> whys(Prediction kind) {
        return kind instanceof Prediction.NextContact ? JETS_WHY : CIRCLES_WHY;
    }
}
