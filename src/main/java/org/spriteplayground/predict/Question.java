package org.spriteplayground.predict;

import java.util.List;
import org.spriteplayground.i18n.Texts;

/**
 * What a pupil is asked, with the answers offered in order (the first is key 1, the next key 2,
 * ...). An answer either settles the stage or leads to a further question.
 *
 * @param prompt the question, in plain words
 * @param choices the answers, at most nine
 * @param listed whether the answers are sentences, too long for a button: the strip lists them
 *     under the prompt, numbered, and its buttons show the numbers
 */
public record Question(String prompt, List<Choice> choices, boolean listed) {

    /**
     * One answer offered.
     *
     * @param id its stable id in the answers CSV, the same in every language: "false-alarm", "saw-apart"
     * @param label the button text, or the sentence listed
     * @param outcome what it says the step brings (a prediction), brought (an observation) or
     *     why (an explanation of that outcome); null for a misconception, or when {@code then} asks further.
     *     It is right exactly when the lesson's verdict is this outcome.
     * @param then the further question, or null
     */
    public record Choice(String id, String label, Outcome outcome, Question then) {
    }

    public Question {
        choices = List.copyOf(choices);
        if (choices.isEmpty() || choices.size() > 9) {
            throw new IllegalArgumentException("a question offers 1 to 9 answers, not " + choices.size());
        }
    }

    /**
     * flying-jets: the bounding circles {@code gap} world pixels apart (the canvas marks the gap),
     * will they report a hit at the next step, and if so, real or false alarm?
     */
    static Question circle(double gap) {
        Question which = new Question(Texts.text("predict.which"), List.of(predicts(Outcome.REAL_HIT, "predict.answer.real"),
                predicts(Outcome.FALSE_ALARM, "predict.answer.falseAlarm")), false);
        return new Question(Texts.format("predict.circle", gap), List.of(
                new Choice("hit", Texts.text("predict.answer.hit"), null, which), predicts(Outcome.MISS, "predict.answer.miss")), false); // not shown
    }

    private static Choice predicts(Outcome outcome, String key) {
        return new Choice(outcome.id(), Texts.text(key), outcome, null);
    }
}
