package org.spriteplayground.lesson;

import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sprite.BoundKind;

/**
 * Which kind of Predict, observe, explain question a lesson is asked, and what of the lesson it
 * reads: a lesson that takes part returns itself as one of these from {@link Lesson#prediction()};
 * the predict package plans the questions of each kind.
 */
public sealed interface Prediction permits Prediction.NextContact, Prediction.NextPreset {

    /**
     * A flying pair: the lesson runs, and shortly before each step at which the bounding circles
     * start to meet (found by stepping a copy ahead) the pupil is asked what the circle and the
     * pixels will say.
     */
    non-sealed interface NextContact extends Prediction {

        /** Returns the body that flies. */
        Body flyer();

        /** Returns the body that waits. */
        Body waiting();

        /** Returns the bound whose hit sends the flyer back. */
        BoundKind trigger();

        /** Returns the steps so far in which {@code kind} met and the pixels did too. */
        long realHits(BoundKind kind);

        /** Returns the steps so far in which {@code kind} met and the pixels did not. */
        long falseAlarms(BoundKind kind);
    }

    /**
     * Two circles that do not move by themselves: the question is the lesson's next preset, its
     * circles given in numbers, and the pupil says which of the three outcomes it brings.
     */
    non-sealed interface NextPreset extends Prediction {

        /** Returns the first circle. */
        Circle first();

        /** Returns the second circle. */
        Circle second();

        /** Returns the touching band in use. */
        double tolerance();

        /** Returns the outcome of the two circles under {@link #tolerance()}. */
        CollisionResult outcome();
    }
}
