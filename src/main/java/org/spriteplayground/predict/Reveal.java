package org.spriteplayground.predict;

import org.spriteplayground.i18n.Texts;
/** The line shown once the step has run: what the lesson said, and whether the pupil was right. */
final class Reveal {

    private Reveal() {
    }

    /** Returns the reveal of {@code truth} for a pupil who predicted {@code guess}. */
    static String text(Outcome guess, Outcome truth) {
        String said = switch (truth) {
            case MISS, REAL_HIT, FALSE_ALARM -> Texts.text("predict.reveal." + truth.name());
            case APART, TOUCHING, OVERLAPPING -> Texts.format("predict.reveal.radius", truth.words());
        };
        return said + " " + (guess == truth ? Texts.text("predict.right") : Texts.format("predict.wrong", guess.words()));
    }
}
