package org.spriteplayground.classroom;

import java.time.LocalDateTime;

/**
 * One row of an answers CSV: what one pupil answered to one question, each stage right, wrong or
 * not asked (null).
 *
 * @param pupil the name typed in Predict
 * @param lesson the lesson's id
 * @param question the question's id within the lesson
 * @param scene the scene the question was asked of
 * @param predicted whether the prediction was right; null if none was asked
 * @param observed whether the observation was right; null if none was asked
 * @param explained whether the explanation was right; null if none was asked
 * @param answeredAt when the pupil answered
 */
public record Answer(String pupil, String lesson, String question, String scene, Boolean predicted, Boolean observed, Boolean explained,
        LocalDateTime answeredAt) {

    /** The stages of a question, in the order a pupil meets them. */
    public enum Stage {
        PREDICTED, OBSERVED, EXPLAINED
    }

    /** Returns whether {@code stage} was answered right, or null if it was not asked. */
    public Boolean right(Stage stage) {
        return switch (stage) {
            case PREDICTED -> predicted;
            case OBSERVED -> observed;
            case EXPLAINED -> explained;
        };
    }
}
