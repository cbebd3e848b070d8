package org.spriteplayground.worksheet;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Overlays;

/**
 * The worksheet's questions and answer key, and its pupils' figure with its legend as an image,
 * for other kinds of homework made of the same lesson state (a quiz for a learning platform): what
 * the PDF prints, without the PDF.
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
     * @param readsReadouts whether the answer is worked out from the lesson's readouts (those it
     *     gives away or only divides by), so that it is about the lesson as it stands rather than
     *     what the lesson teaches
     * @param onFigure whether the pupil reads the answer off the figure
     * @param stated the question as a quiz asks it: {@code text}, or a text that states the numbers the answer is worked out from
     * @param statesNumbers whether {@code stated} states the numbers the answer is worked out from
     *     ({@link org.spriteplayground.lesson.WorksheetQuestion#stated}), so that a pupil can work it out
     *     without readouts or figure; a number in the text alone ("64-bit words") does not make it so
     */
    public record Entry(String text, String answer, List<String> explained, List<String> quiz, boolean readsReadouts, boolean onFigure, String stated,
            boolean statesNumbers) {
        public Entry {
            explained = List.copyOf(explained);
            quiz = List.copyOf(quiz);
        }
    }

    /** The type size of the figure's legend, in pixels, and the room round it. */
    static final int LEGEND_SIZE = 12;
    private static final int LEGEND_MARGIN = 6;

    private AnswerKey() {
    }

    /** Returns the worksheet's questions of {@code lesson} as it stands, with the key's answers. */
    public static List<Entry> of(Lesson lesson) {
        return Questions.of(lesson).stream()
                .map(q -> new Entry(q.text(), q.answer(), q.away().sentences().stream().map(Texts::text).toList(), q.quiz(),
                        q.fromReadouts(), q.onFigure(), q.stated() == null ? q.text() : q.stated(), q.stated() != null)).toList();
    }

    /**
     * Returns the pupils' figure of {@code lesson} as the worksheet draws it (no labels or marks
     * that tell an answer, no verdicts), its scene {@code width} × {@code sceneHeight} pixels as
     * the canvas paints it, and under the scene the worksheet's legend of what it painted
     * ({@link FigureLegend}), as wide as the scene: so the picture is taller than
     * {@code sceneHeight} by the legend's lines. It wears the printed page's light colours whatever
     * theme the window wears, as a quiz's picture is seen on a learning platform's white page.
     */
    public static BufferedImage figure(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images, int width, int sceneHeight) {
        BufferedImage[] made = new BufferedImage[1];
        Palette.paintWith(FigurePainter.LIGHT, () -> made[0] = figureInForce(lesson, overlays, images, width, sceneHeight));
        return made[0];
    }

    private static BufferedImage figureInForce(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images, int width, int sceneHeight) {
        Secrets secrets = new Secrets(Questions.of(lesson));
        PupilsFigure figure = new PupilsFigure(lesson, secrets, overlays, width, sceneHeight);
        BufferedImage scene = new BufferedImage(width, sceneHeight, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scene.createGraphics();
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, LEGEND_SIZE);
        FigureLegend.Layout layout;
        try {
            CanvasLegend legend = SceneRenderer.paint(g, scene, width, sceneHeight, figure, overlays, images, 1);
            FontMetrics metrics = g.getFontMetrics(font);
            layout = FigureLegend.layOut(legend, secrets, font, width - 2f * LEGEND_MARGIN, metrics::stringWidth);
        } finally {
            g.dispose();
        }
        int legendHeight = layout.lines() == 0 ? 0 : (int) Math.ceil(layout.height()) + 2 * LEGEND_MARGIN;
        BufferedImage image = new BufferedImage(width, sceneHeight + legendHeight, BufferedImage.TYPE_INT_RGB);
        Graphics2D all = image.createGraphics();
        try {
            all.drawImage(scene, 0, 0, null);
            all.setColor(Palette.background());
            all.fillRect(0, sceneHeight, width, legendHeight);
            FigureLegend.paint(all, layout, LEGEND_MARGIN, sceneHeight + LEGEND_MARGIN);
        } finally {
            all.dispose();
        }
        return image;
    }
}
