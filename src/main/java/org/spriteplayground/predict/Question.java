package org.spriteplayground.predict;

import java.util.List;
import org.spriteplayground.i18n.Texts;

/**
 * What a pupil is asked, with the answers offered in order (the first is key 1, the next key 2,
 * ...). An answer either settles the prediction or leads to a further question.
 *
 * @param prompt the question, in plain words
 * @param choices the answers, at most nine
 */
public record Question(String prompt, List<Choice> choices) {

    /**
     * One answer offered.
     *
     * @param label the button text
     * @param outcome the prediction it settles, or null when {@code then} asks further
     * @param then the further question, or null
     */
    public record Choice(String label, Outcome outcome, Question then) {
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
        Question which = new Question(Texts.text("predict.which"), List.of(new Choice(Texts.text("predict.answer.real"), Outcome.REAL_HIT, null),
                new Choice(Texts.text("predict.answer.falseAlarm"), Outcome.FALSE_ALARM, null)));
        return new Question(Texts.format("predict.circle", gap), List.of(
                new Choice(Texts.text("predict.answer.hit"), null, which), new Choice(Texts.text("predict.answer.miss"), Outcome.MISS, null)));
    }

    /** three-outcomes: which of the three outcomes will {@code situation} give? */
    static Question outcome(String situation) {
        return new Question(Texts.format("predict.outcome", situation), List.of(
                new Choice(Texts.text("predict.answer.apart"), Outcome.APART, null), new Choice(Texts.text("predict.answer.touching"), Outcome.TOUCHING, null),
                new Choice(Texts.text("predict.answer.overlapping"), Outcome.OVERLAPPING, null)));
    }
}
