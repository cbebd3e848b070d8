package org.spriteplayground.quiz;

import java.awt.image.BufferedImage;
import java.math.BigDecimal;
import java.util.List;

/**
 * One question of a quiz.
 *
 * @param name the question's name in the bank: the lesson and the worksheet's number of the
 *     question ("stress 3", whether or not the quiz asks questions 1 and 2), or Predict's
 * @param text what the pupil is asked, plain text
 * @param answer the answer and how it is marked
 * @param feedback shown after answering: this question's own answer, as the answer key gives it
 * @param figure the scene as the pupils see it, or null for none
 * @param needsFigure whether the question is about the scene as it stands, so that only a pupil
 *     who sees {@code figure} can answer it: a format without pictures leaves it out
 */
public record Item(String name, String text, Answer answer, String feedback, BufferedImage figure, boolean needsFigure) {

    /** Returns the right answer as the pupil would give it, without regard to case: what no other question of a bank may answer or offer. */
    public String right() {
        String right;
        if (answer instanceof Numerical n) {
            right = n.value().stripTrailingZeros().toPlainString() + " " + n.unit();
        } else if (answer instanceof Choices c) {
            right = c.choices().get(c.right());
        } else {
            right = ((Essay) answer).key();
        }
        return right.strip().toLowerCase(java.util.Locale.ROOT);
    }

    /** How a question is answered. */
    public sealed interface Answer permits Numerical, Choices, Essay {
    }

    /**
     * A number, right within {@code tolerance} either side.
     *
     * @param unit the unit the lesson gives it in ("px", "px / step"), or "" for none
     */
    public record Numerical(BigDecimal value, BigDecimal tolerance, String unit) implements Answer {
    }

    /** One of {@code choices}, the one at {@code right}. */
    public record Choices(List<String> choices, int right) implements Answer {
        public Choices {
            choices = List.copyOf(choices);
        }
    }

    /**
     * A sentence the pupil writes and the teacher marks against {@code key}: an answer that is
     * neither a number nor a choice among named values, which a platform would mark wrong unless typed letter by letter.
     */
    public record Essay(String key) implements Answer {
    }
}
