package org.spriteplayground.predict;

import static org.spriteplayground.predict.Outcome.APART;
import static org.spriteplayground.predict.Outcome.FALSE_ALARM;
import static org.spriteplayground.predict.Outcome.MISS;
import static org.spriteplayground.predict.Outcome.OVERLAPPING;
import static org.spriteplayground.predict.Outcome.REAL_HIT;
import static org.spriteplayground.predict.Outcome.TOUCHING;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.Prediction.NextPreset;

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

    /** minkowski: what the pupil saw once the shapes were put in place. */
    static final List<Pick> ZERO_SEEN = List.of(
            new Pick("saw-zero-inside", "predict.seen.zero.inside", OVERLAPPING), // not shown
            new Pick("saw-zero-outside", "predict.seen.zero.outside", APART), // not shown
            new Pick("saw-zero-inside-apart", "predict.seen.zero.insideApart", null)); // not shown

    /** minkowski: why, in the order offered. */
    static final List<Pick> ZERO_WHY = List.of(
            new Pick("boxes-mean-hulls", "predict.why.zero.boxesMeanHulls", null), // not shown
            new Pick("shared-point", "predict.why.zero.sharedPoint", OVERLAPPING), // not shown
            new Pick("q-taken-away", "predict.why.zero.takenAway", null), // not shown
            new Pick("no-shared-point", "predict.why.zero.noSharedPoint", APART), // not shown
            new Pick("turn-ignored", "predict.why.zero.turnIgnored", null)); // not shown

    /** bitmasks: what the pupil saw once B was put in place. */
    static final List<Pick> PIXELS_SEEN = List.of(
            new Pick("saw-pixels-shared", "predict.seen.pixels.shared", OVERLAPPING), // not shown
            new Pick("saw-frames-only", "predict.seen.pixels.framesOnly", APART), // not shown
            new Pick("saw-pixels-not-frames", "predict.seen.pixels.notFrames", null)); // not shown

    /** bitmasks: why, in the order offered. */
    static final List<Pick> PIXELS_WHY = List.of(
            new Pick("frames-mean-pixels", "predict.why.pixels.framesMeanPixels", null), // not shown
            new Pick("word-not-zero", "predict.why.pixels.wordNotZero", OVERLAPPING), // not shown
            new Pick("first-word-decides", "predict.why.pixels.firstWord", null), // not shown
            new Pick("all-words-zero", "predict.why.pixels.allZero", APART), // not shown
            new Pick("and-adds", "predict.why.pixels.andAdds", null)); // not shown

    /** robustness: what the pupil saw once the circles were moved. */
    static final List<Pick> FIXED_SEEN = List.of(
            new Pick("saw-within-band", "predict.seen.fixed.within", TOUCHING), // not shown
            new Pick("saw-beyond-band", "predict.seen.fixed.beyond", APART), // not shown
            new Pick("saw-inside-band", "predict.seen.fixed.inside", OVERLAPPING), // not shown
            new Pick("saw-exactly-there", "predict.seen.fixed.exactly", null)); // not shown

    /** robustness: why, in the order offered. */
    static final List<Pick> FIXED_WHY = List.of(
            new Pick("adds-exactly", "predict.why.fixed.addsExactly", null), // not shown
            new Pick("missed-by-less", "predict.why.fixed.missedByLess", TOUCHING), // not shown
            new Pick("same-everywhere", "predict.why.fixed.sameEverywhere", null), // not shown
            new Pick("doubles-further-apart", "predict.why.fixed.furtherApart", APART), // not shown
            new Pick("put-inside", "predict.why.fixed.putInside", OVERLAPPING), // not shown
            new Pick("big-more-exact", "predict.why.fixed.bigMoreExact", null)); // not shown

    /**
     * A preset question's form as data.
     *
     * @param prompt the key of the question's pattern, given the situation ({@link NextPreset#asked()})
     * @param answers the predictions offered
     * @param observe the key of the observe question
     * @param seen what the pupil may have seen
     * @param why the explanations and misconceptions offered
     * @param said the key of what the lesson said, given its verdict's seed words and the right answer's words
     */
    record Form(String prompt, List<Pick> answers, String observe, List<Pick> seen, List<Pick> why, String said) {
    }

    private static final Pick APART_ANSWER = new Pick(APART.id(), "predict.answer.apart", APART);
    private static final Pick TOUCHING_ANSWER = new Pick(TOUCHING.id(), "predict.answer.touching", TOUCHING);
    private static final Pick OVERLAPPING_ANSWER = new Pick(OVERLAPPING.id(), "predict.answer.overlapping", OVERLAPPING);

    /** Returns the form a preset lesson asks its questions in. */
    static Form form(NextPreset kind) {
        return switch (kind.asks()) {
            case CIRCLES -> new Form("predict.outcome", List.of(APART_ANSWER, TOUCHING_ANSWER, OVERLAPPING_ANSWER), "predict.observe.circles", CIRCLES_SEEN, CIRCLES_WHY, "predict.reveal.radius");
            case ZERO_INSIDE -> new Form("predict.outcome.zero", List.of(new Pick(OVERLAPPING.id(), "predict.answer.zero.inside", OVERLAPPING),
                    new Pick(APART.id(), "predict.answer.zero.outside", APART)), "predict.observe.zero", ZERO_SEEN, ZERO_WHY, "predict.reveal.zero");
            case PIXELS_TOUCH -> new Form("predict.outcome.pixels", List.of(new Pick(OVERLAPPING.id(), "predict.answer.pixels.touch", OVERLAPPING),
                    new Pick(APART.id(), "predict.answer.pixels.apart", APART)), "predict.observe.pixels", PIXELS_SEEN, PIXELS_WHY, "predict.reveal.pixels");
            case FIXED_TOLERANCE -> new Form("predict.outcome.fixed", List.of(TOUCHING_ANSWER, APART_ANSWER, OVERLAPPING_ANSWER),
                    "predict.observe.fixed", FIXED_SEEN, FIXED_WHY, "predict.reveal.fixed");
        };
    }

    /**
     * Returns the prediction question of a preset lesson as the window asks it: "Next:" and its
     * next preset's situation ({@link #asked}), with the answers of its form.
     */
    static Question predict(NextPreset kind) {
        return new Question(Texts.format("predict.lead", asked(kind)), form(kind).answers().stream().map(Pick::choice).toList(), false);
    }

    /** Returns the question of a preset lesson about the situation on show, without the window's "Next:": as a quiz asks it. */
    static String asked(NextPreset kind) {
        return Texts.format(form(kind).prompt(), kind.asked());
    }

    /**
     * Returns what the lesson said when the step brought {@code truth}: the jets' own sentence,
     * or the form's, with the answer that was right in the words of the pupil's buttons.
     */
    static String said(Prediction kind, Outcome truth) {
        return kind instanceof NextPreset preset ? Texts.format(form(preset).said(), truth.words(), answered(kind, truth)) : truth.said();
    }

    /** Returns an answer as the reveal repeats it: as the jets' reveal words it ("a real hit"), else as its button read ("Apart"). */
    private static String answered(Prediction kind, Outcome outcome) {
        if (kind instanceof NextPreset preset) {
            return form(preset).answers().stream().filter(p -> p.outcome() == outcome).findFirst().map(p -> Texts.text(p.key())).orElse(outcome.words());
        }
        return outcome.words();
    }

    private Stages() {
    }

    /** Returns the observe question of {@code kind}: what did the step bring, as the pupil saw it? */
    static Question observe(Prediction kind) {
        if (kind instanceof NextPreset preset) {
            Form form = form(preset);
            return new Question(Texts.text(form.observe()), form.seen().stream().map(Pick::choice).toList(), true);
        }
        return new Question(Texts.text("predict.observe.jets"), JETS_SEEN.stream().map(Pick::choice).toList(), true);
    }

    /**
     * Returns the explain question of {@code kind} once the step brought {@code truth} and the
     * pupil said they saw {@code seen}: their observation, and whether it matches what the canvas
     * showed (in the words of the right observation, which tell what happened but not why), then
     * why, offering the explanation of {@code truth} among the misconceptions.
     */
    static Question explain(Prediction kind, Outcome truth, Question.Choice seen) {
        String shown = observe(kind).choices().stream().filter(c -> c.outcome() == truth).findFirst().orElseThrow().label();
        String match = seen.outcome() == truth ? Texts.text("predict.seen.matches") : Texts.format("predict.seen.differs", shown);
        return new Question(Texts.format("predict.explain", seen.label(), match), whyChoices(kind, truth), true);
    }

    /** The most explanations a quiz's why offers: one right, the others common misconceptions (three or four, as issue 27 asks). */
    static final int QUIZ_WHYS = 4;

    /**
     * Returns the explain question as a quiz asks it, beside the prediction and with nothing on show
     * to tell what happened: what the step brings and why, among the explanation of each outcome of
     * the kind (so that none is told by its absence) and as many of its misconceptions as make
     * {@value #QUIZ_WHYS}. Which misconceptions, and the order, come from one shuffle seeded by the
     * kind's choice ids: the same in every language and whatever the step brings, so the choices
     * offered never tell the answer, and the right one does not always stand in the same place.
     */
    static Question why(Prediction kind) {
        List<Pick> shuffled = new java.util.ArrayList<>(whys(kind));
        java.util.Collections.shuffle(shuffled, new java.util.Random(String.join(",", shuffled.stream().map(Pick::id).toList()).hashCode()));
        int misconceptions = QUIZ_WHYS - (int) shuffled.stream().filter(p -> p.outcome() != null).count();
        List<Question.Choice> offered = new java.util.ArrayList<>();
        for (Pick p : shuffled) {
            if (p.outcome() != null || misconceptions-- > 0) {
                offered.add(p.choice());
            }
        }
        return new Question(Texts.text("quiz.why"), offered, true);
    }

    /** The explanation of {@code truth} among the misconceptions, in their order. */
    private static List<Question.Choice> whyChoices(Prediction kind, Outcome truth) {
        return whys(kind).stream().filter(p -> p.outcome() == null || p.outcome() == truth).map(Pick::choice).toList();
    }

    /**
     * Returns the truth once the pupil has answered the stages about a step that brought
     * {@code truth}: what the lesson said, whether the {@code guess} was right, each stage right or
     * wrong ({@code seenRight}, {@code whyRight}), and the right explanation where theirs was not.
     */
    static String reveal(Prediction kind, Outcome guess, Outcome truth, boolean seenRight, boolean whyRight) {
        String stages = Texts.format("predict.stages", mark(guess == truth), mark(seenRight), mark(whyRight));
        String why = whyRight ? ""
                : " " + Texts.format("predict.rightWhy", whys(kind).stream().filter(p -> p.outcome() == truth).findFirst().orElseThrow().choice().label());
        return line(kind, guess, truth) + "\n" + stages + why;
    }

    /**
     * Returns every stage a round of {@code kind} that asks {@code prediction} may show: the
     * prediction and any further question an answer leads to, what was seen, why (for each outcome
     * the step may bring, after each observation) and the truth (for each guess, outcome and stage
     * right or wrong), whatever the pupil answers and the step brings.
     */
    static List<PredictMode.Stage> ahead(Prediction kind, Question prediction) {
        List<PredictMode.Stage> stages = new ArrayList<>();
        List<Outcome> outcomes = new ArrayList<>();
        Deque<Question> asked = new ArrayDeque<>(List.of(prediction));
        while (!asked.isEmpty()) {
            Question question = asked.pop();
            stages.add(new PredictMode.Stage(PredictMode.Phase.PREDICT, question, null));
            for (Question.Choice choice : question.choices()) {
                if (choice.then() != null) {
                    asked.push(choice.then());
                } else if (!outcomes.contains(choice.outcome())) {
                    outcomes.add(choice.outcome());
                }
            }
        }
        Question observe = observe(kind);
        stages.add(new PredictMode.Stage(PredictMode.Phase.OBSERVE, observe, null));
        for (Outcome truth : outcomes) {
            for (Question.Choice seen : observe.choices()) {
                stages.add(new PredictMode.Stage(PredictMode.Phase.EXPLAIN, explain(kind, truth, seen), null));
            }
            for (Outcome guess : outcomes) {
                for (boolean seenRight : new boolean[] {true, false}) {
                    for (boolean whyRight : new boolean[] {true, false}) {
                        stages.add(new PredictMode.Stage(PredictMode.Phase.REVEALED, null, reveal(kind, guess, truth, seenRight, whyRight)));
                    }
                }
            }
        }
        return stages.stream().distinct().toList();
    }

    /** Returns the line shown once the step has run: what the lesson said ({@code truth}), and whether the pupil's {@code guess} was right. */
    static String line(Prediction kind, Outcome guess, Outcome truth) {
        return said(kind, truth) + " " + (guess == truth ? Texts.text("predict.right") : Texts.format("predict.wrong", answered(kind, guess)));
    }

    private static String mark(boolean right) {
        return Texts.text(right ? "predict.mark.right" : "predict.mark.wrong");
    }

    private static List<Pick> whys(Prediction kind) {
        return kind instanceof NextPreset preset ? form(preset).why() : JETS_WHY;
    }
}
