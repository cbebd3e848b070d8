package org.spriteplayground.predict;

import java.util.List;

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

    /** flying-jets: will the circle report a hit at the next step, and if so, real or false alarm? */
    static Question circle() {
        Question which = new Question("Will the pixels touch too (a real hit), or is it a false alarm?", List.of(
                new Choice("Real", Outcome.REAL_HIT, null), new Choice("False alarm", Outcome.FALSE_ALARM, null)));
        return new Question("At the next step, will the bounding circle report a hit?", List.of(
                new Choice("Hit", null, which), new Choice("Miss", Outcome.MISS, null)));
    }

    /** three-outcomes: which of the three outcomes will {@code situation} give? */
    static Question outcome(String situation) {
        return new Question(situation + " Apart, touching or overlapping?", List.of(
                new Choice("Apart", Outcome.APART, null), new Choice("Touching", Outcome.TOUCHING, null),
                new Choice("Overlapping", Outcome.OVERLAPPING, null)));
    }
}
