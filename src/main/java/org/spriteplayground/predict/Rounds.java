package org.spriteplayground.predict;

import java.util.Optional;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Prediction;

/** How one kind of {@link Prediction} finds its next question and runs the step it is about, for {@link PredictMode}. */
interface Rounds {

    /** Returns {@code lesson} as the kind of prediction its rounds read it as. */
    static <T extends Prediction> T of(Lesson lesson, Class<T> kind) {
        return kind.cast(lesson.prediction().orElseThrow());
    }

    /**
     * Looks ahead from what the playground shows; returns true when the question is to be asked
     * now, false when the playground must run to it first (it then pauses itself there).
     */
    boolean plan();

    /** Returns whether the playground, paused, has reached the question planned. */
    boolean reached();

    /** Returns whether the playground has run past the question planned without it, so that a new plan is needed. */
    boolean passed();

    /** Returns the question planned. */
    Question question();

    /** Returns the question planned's stable id within the lesson, for the answers CSV: "next-contact", "preset-2". */
    String questionId();

    /** Returns a short text naming the scene the question planned is asked in, for the answers CSV: "step 431", a preset's name. */
    String scene();

    /**
     * Returns the gap the question planned is about, in world units, to be marked on the canvas
     * while it is asked: empty where the question gives its numbers in words.
     */
    default Optional<Segment> gap() {
        return Optional.empty();
    }

    /** Puts the scene the question planned is about on show, as it is asked: nothing where the playground runs to it. */
    default void pose() {
    }

    /** Runs the step asked about on the live lesson and returns what it brought. */
    Outcome run();

    /** Passes over the question planned without asking it (the pupil ran on). */
    void skip();

    /** Returns whether the playground runs between questions (it pauses itself at each). */
    boolean runs();
}
