package org.spriteplayground.predict;

import java.util.Locale;
import org.spriteplayground.i18n.Texts;

/** What a contact step brings, as a pupil predicts it and as the lesson then reports it. */
public enum Outcome {
    /** flying-jets: the bounding circle reports no hit (so the pixels do not touch either). */
    MISS,
    /** flying-jets: the circle reports a hit and the opaque pixels touch too. */
    REAL_HIT,
    /** flying-jets: the circle reports a hit, but the opaque pixels do not touch. */
    FALSE_ALARM,
    /** three-outcomes: the circles are apart (NO_COLLISION). */
    APART,
    /** three-outcomes: the borders touch, within the tolerance (TOUCHING). */
    TOUCHING,
    /** three-outcomes: the circles overlap (OVERLAPPING). */
    OVERLAPPING;

    /** Returns the words a reveal uses for it: "a false alarm", "TOUCHING". */
    public String words() {
        return Texts.text("predict.words." + name());
    }

    /** Returns its stable id in the answers CSV, the same in every language: "false-alarm", "apart". */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-'); // not shown
    }

    /**
     * Returns what the lesson said when the step brought this: "The circle said hit; the pixels said
     * miss: a false alarm.", "The radius test said Apart (NO_COLLISION)." in the words of the
     * pupil's buttons, with seed 000's own, which the canvas writes, beside them.
     */
    public String said() {
        return switch (this) {
            case MISS, REAL_HIT, FALSE_ALARM -> Texts.text("predict.reveal." + name());
            case APART, TOUCHING, OVERLAPPING -> Texts.format("predict.reveal.radius", words(), answered()); // the button's word, and seed 000's
        };
    }

    /** Returns the line shown once the step has run: what the lesson said ({@code truth}), and whether the pupil's {@code guess} was right. */
    static String reveal(Outcome guess, Outcome truth) {
        return truth.said() + " " + (guess == truth ? Texts.text("predict.right") : Texts.format("predict.wrong", guess.answered()));
    }

    /** Returns a pupil's answer as a reveal repeats it: as the jets' reveal words it ("a real hit"), else as the button read ("Apart"). */
    private String answered() {
        return switch (this) {
            case APART, TOUCHING, OVERLAPPING -> Texts.text("predict.answer." + name().toLowerCase(Locale.ROOT)); // not shown: a key
            default -> words();
        };
    }
}
