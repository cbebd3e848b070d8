package org.spriteplayground.worksheet;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Overlays;

/**
 * The worksheet's questions and answer key, and its pupils' figure as an image, for other kinds of
 * homework made of the same lesson state (a quiz for a learning platform): what the PDF prints,
 * without the PDF.
 */
public final class AnswerKey {

    /**
     * One question as the worksheet asks it and its answer as the key prints it.
     *
     * @param text what the pupil is asked
     * @param answer the answer, in the language in force
     * @param explained the explanation's sentences that state the answer (the pupils' page leaves them out); empty if none does
     * @param quiz the answers a quiz marks, the right one first: one is a number, several are
     *     choices; empty where the quiz marks {@code answer} itself
     * @param readsReadouts whether the answer is worked out from the lesson's readouts, so that it
     *     is about the lesson as it stands rather than what the lesson teaches
     * @param onFigure whether the pupil reads the answer off the figure
     * @param stated the question as a quiz asks it: {@code text}, or a text that states the numbers the answer is worked out from
     */
    public record Entry(String text, String answer, List<String> explained, List<String> quiz, boolean readsReadouts, boolean onFigure, String stated) {
        public Entry {
            explained = List.copyOf(explained);
            quiz = List.copyOf(quiz);
        }
    }

    private AnswerKey() {
    }

    /** Returns the worksheet's questions of {@code lesson} as it stands, with the key's answers. */
    public static List<Entry> of(Lesson lesson) {
        return Questions.of(lesson).stream()
                .map(q -> new Entry(q.text(), q.answer(), q.away().sentences().stream().map(Texts::text).toList(), q.quiz(),
                        !q.read().isEmpty(), q.onFigure(), q.stated() == null ? q.text() : q.stated())).toList();
    }

    /**
     * Returns the pupils' figure of {@code lesson} as the worksheet draws it (no labels or marks
     * that tell an answer, no verdicts), {@code width} × {@code height} pixels, as the canvas paints it.
     */
    public static BufferedImage figure(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images, int width, int height) {
        PupilsFigure figure = new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), overlays, width, height);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            SceneRenderer.paint(g, image, width, height, figure, overlays, images);
        } finally {
            g.dispose();
        }
        return image;
    }
}
