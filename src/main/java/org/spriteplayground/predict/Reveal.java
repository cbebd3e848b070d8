package org.spriteplayground.predict;

/** The line shown once the step has run: what the lesson said, and whether the pupil was right. */
final class Reveal {

    private Reveal() {
    }

    /** Returns the reveal of {@code truth} for a pupil who predicted {@code guess}. */
    static String text(Outcome guess, Outcome truth) {
        String said = switch (truth) {
            case MISS -> "The circle said miss, so the pixels cannot touch: no contact.";
            case REAL_HIT -> "The circle said hit; the pixels said hit: a real hit.";
            case FALSE_ALARM -> "The circle said hit; the pixels said miss: a false alarm.";
            case APART, TOUCHING, OVERLAPPING -> "The radius test said " + truth.words() + ".";
        };
        return said + (guess == truth ? " You were right." : " You said " + guess.words() + ".");
    }
}
