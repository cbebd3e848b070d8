package org.spriteplayground.predict;

import java.util.Locale;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.i18n.Texts;

/** What a contact step brings, as a pupil predicts it and as the lesson then reports it. */
public enum Outcome {
    /** flying-jets: the bounding circle reports no hit (so the pixels do not touch either). */
    MISS,
    /** flying-jets: the circle reports a hit and the opaque pixels touch too. */
    REAL_HIT,
    /** flying-jets: the circle reports a hit, but the opaque pixels do not touch. */
    FALSE_ALARM,
    /** A preset lesson's test says NO_COLLISION: the circles or shapes are apart, 0 lies outside P ⊖ Q, no pixel is shared. */
    APART,
    /** A preset lesson's test says TOUCHING: the borders touch, within the tolerance. */
    TOUCHING,
    /** A preset lesson's test says OVERLAPPING: the circles or shapes overlap, 0 lies inside P ⊖ Q, a pixel is shared. */
    OVERLAPPING;

    /** Returns what a preset lesson's test saying {@code result} means for its question: apart, touching or overlapping. */
    public static Outcome of(CollisionResult result) {
        return switch (result) {
            case NO_COLLISION -> APART;
            case TOUCHING -> Outcome.TOUCHING;
            case OVERLAPPING -> Outcome.OVERLAPPING;
        };
    }

    /** Returns the words a reveal uses for it: "a false alarm", "touching". */
    public String words() {
        return Texts.text("predict.words." + name());
    }

    /** Returns its stable id in the answers CSV, the same in every language: "false-alarm", "apart". */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-'); // not shown
    }

    /**
     * Returns what the lesson said when a flying pair's step brought this: "The circle said hit; the
     * pixels said miss: a false alarm." A preset's outcome is said in its question's words ({@link Stages#said}).
     */
    public String said() {
        return Texts.text("predict.reveal." + name());
    }
}
