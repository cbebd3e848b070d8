package org.spriteplayground.predict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.Prediction.NextPreset;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.SceneException;

/**
 * The first question Predict would ask of a lesson as it stands, with every answer it offers in
 * one list and the one that the lesson then proves right, for a quiz: Predict's own rounds find
 * the question and run its step, on a playground of their own, so the playground given is left as
 * it was. A question that asks further after an answer ("Hit" → "Real or false alarm?") offers
 * each answer of the further question as one choice ("Hit: Real").
 *
 * @param prompt the question
 * @param choices the answers offered
 * @param right the index in {@code choices} of the right one
 * @param said what the lesson then said, as Predict's reveal says it
 * @param scene the lesson as it stands where the question is asked (a copy), for a figure; null where the question gives the scene in numbers
 * @param why Predict's last question, why the step brought what it did, its right answer the lesson's verdict's
 */
public record Posed(String prompt, List<String> choices, int right, String said, Lesson scene, Posed why) {

    public Posed {
        choices = List.copyOf(choices);
    }

    /** Returns {@code question}'s choices' words and which is right: the one whose outcome is {@code truth}, which the lesson {@code said}. */
    private static Posed choosing(Question question, Outcome truth, String said) {
        List<String> labels = question.choices().stream().map(Question.Choice::label).toList();
        int right = question.choices().stream().map(Question.Choice::outcome).toList().indexOf(truth);
        return new Posed(question.prompt(), labels, right, said, null, null);
    }

    /** Returns the question Predict asks first of {@code model}'s lesson, or empty if it has no Predict or no question comes within a minute of steps. */
    public static Optional<Posed> of(Playground model) {
        if (model.lesson().prediction().isEmpty()) {
            return Optional.empty();
        }
        Playground scratch = new Playground(model.entry(), model.sprites().copy());
        try {
            scratch.load(model.scene());
        } catch (SceneException e) {
            throw new IllegalStateException("a playground's own scene does not load: " + e.getMessage(), e); // not shown
        }
        Rounds rounds = scratch.lesson().prediction().orElseThrow() instanceof Prediction.NextContact ? new JetRounds(scratch) : new PresetRounds(scratch);
        boolean now = rounds.plan();
        for (int i = 0; !now && i < LookAhead.HORIZON; i++) {
            scratch.step();
            now = rounds.reached() || rounds.passed() && rounds.plan();
        }
        if (!now) {
            return Optional.empty();
        }
        Question question = rounds.question();
        // A flight is asked about as it stands, its gap marked as the canvas marks it; a preset is
        // asked about in numbers, which a picture of it would answer, so it gets none.
        Lesson scene = rounds.runs() ? LessonCopy.of(scratch) : null;
        if (scene instanceof Prediction.NextContact jets) {
            jets.markGap(true);
        }
        rounds.pose();
        Outcome truth = rounds.run();
        List<String> labels = new ArrayList<>();
        int right = -1;
        for (Question.Choice c : question.choices()) {
            for (Question.Choice end : c.then() == null ? List.of(c) : c.then().choices()) {
                if (end.outcome() == truth) {
                    right = labels.size();
                }
                labels.add(end == c ? c.label() : Texts.format("quiz.choice.then", c.label(), end.label()));
            }
        }
        Prediction kind = scratch.lesson().prediction().orElseThrow();
        String said = Stages.said(kind, truth);
        // A preset's question as asked of the scene posed, without the window's lead-in for its next preset.
        String prompt = kind instanceof NextPreset preset ? Stages.asked(preset) : question.prompt();
        return Optional.of(new Posed(prompt, labels, right, said, scene, choosing(Stages.why(kind), truth, said)));
    }
}
