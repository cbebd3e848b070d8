package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.quiz.Bank;
import org.spriteplayground.quiz.Format;
import org.spriteplayground.quiz.QuizCases;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Overlays;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The figure on page 1 explains itself on paper, in every lesson and language: under it, the
 * legend of the inks it painted, in the lesson's own words (but for a name that holds an answer,
 * as a label would: no entry printed holds an answer of the key as words), and no entry for an ink the canvas
 * paints but the pupils' figure leaves out (a verdict, a mark that gives an answer away); what each
 * entry names shows in the figure in the entry's own colours, not buried under other marks; along
 * it, a ruler in pixels, so that the positions and lengths the questions ask for can be read off
 * it, outside the frame, where no label lies. A quiz's picture of the figure carries the same legend.
 */
class FigureLegendTest {

    /** The text width of an A4 page, which the figure takes. */
    private static final float WIDTH = 495;
    /** The least share of the pixels a legend entry's marks paint on their own that must show as they are in the whole figure. */
    private static final double LEAST_SHOWN = 1 / 3.0;
    /** Half the frame's line, in points: SceneRenderer strokes it one unit wide on the frame's edge. */
    private static final double HALF_LINE = 0.5;
    private static final int[] STEPS = {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000};

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @Test
    void theFigureHasTheLegendOfItsInksAndARuler() throws Exception {
        List<String> found = new ArrayList<>();
        Sheets.eachLessonAndLanguage((where, lesson) -> {
            List<String> pieces;
            String page1;
            WorksheetWriter writer = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps());
            try (PDDocument doc = writer.document()) {
                pieces = NoAnswerOnPageOneTest.pieces(doc);
                page1 = PdfPages.flat(PdfPages.text(doc, 1));
            }
            List<Questions.Question> questions = Questions.of(lesson);
            Secrets secrets = new Secrets(questions);
            float height = writer.sceneHeight(questions);
            CanvasLegend printed;
            try (PDDocument doc = new PDDocument()) {
                printed = FigurePainter.scene(doc, new PupilsFigure(lesson, secrets, Overlays.DEFAULT, WIDTH, height), Overlays.DEFAULT, WorksheetWriterTest.images(),
                        WIDTH, height).legend();
            }
            List<String> words = new ArrayList<>();
            lesson.readouts().forEach(t -> t.rows().forEach(r -> words.add(r.label())));
            assertThat(printed.texts()).as(where).isNotEmpty();
            for (String text : printed.texts()) {
                if (!secrets.tells(text) && !page1.contains(PdfPages.flat(PdfText.safe(text, PdfText.REGULAR)))) {
                    found.add(where + ": no legend entry \"" + text + "\"");
                }
                // No entry printed holds an answer of the key as words, in any case ("where both checks miss an overlap" beside the answer "MISS").
                for (Questions.Question q : questions) {
                    List<String> answer = lower(q.answer());
                    if (!answer.isEmpty() && java.util.Collections.indexOfSubList(lower(text), answer) >= 0
                            && page1.contains(PdfPages.flat(PdfText.safe(text, PdfText.REGULAR)))) {
                        found.add(where + ": the legend's \"" + text + "\" answers \"" + q.text() + "\" (" + q.answer() + ")");
                    }
                }
            }
            // The raster paints a crowd's circles as the canvas does, faint where the paper draws them plainly: its own legend says so.
            FigureRaster figure = new FigureRaster(lesson, Overlays.DEFAULT, WIDTH, height);
            for (CanvasLegend.Entry entry : figure.legend().entries()) {
                double shown = figure.shown(entry);
                boolean tooSmall = entry.ink() != null && entry.text().equals(Texts.format("legend.tooSmall", figure.legend().name(entry.ink())));
                if (!secrets.tells(entry.text()) && !secrets.answers(entry.text()) && (shown < 0 ? !tooSmall : shown < LEAST_SHOWN)) {
                    found.add(String.format("%s: the legend names \"%s\", but %s", where, entry.text(),
                            shown < 0 ? "the figure paints no pixel of it" : String.format("only %.0f %% of its marks show, the rest lie under others", 100 * shown)));
                }
            }
            Rectangle2D inside = figure.frame();
            inside.setRect(inside.getX() + HALF_LINE, inside.getY() + HALF_LINE, inside.getWidth() - 2 * HALF_LINE, inside.getHeight() - 2 * HALF_LINE);
            for (Rectangle2D label : figure.legend().labels()) {
                if (!inside.contains(label)) {
                    found.add(where + ": a label at " + label + " reaches past the frame " + figure.frame());
                }
                for (Ruler.Tick tick : figure.ticks()) {
                    if (tick.line().intersects(label) || Ruler.box(tick.number()).intersects(label)) {
                        found.add(where + ": a label at " + label + " lies on the ruler's " + tick.number().text());
                    }
                }
            }
            for (String text : canvas(lesson).texts()) {
                if (!printed.texts().contains(text) && !words.contains(text) && pieces.contains(PdfText.safe(text, PdfText.REGULAR))) {
                    found.add(where + ": an entry \"" + text + "\" for an ink the figure leaves out");
                }
            }
            if (java.util.Arrays.stream(STEPS).noneMatch(s -> pieces.contains(Integer.toString(s)) && pieces.contains(Integer.toString(2 * s))
                    && pieces.contains(Integer.toString(3 * s)))) {
                found.add(where + ": no ruler's numbers on the figure");
            }
        });
        assertThat(found).isEmpty();
    }

    /**
     * A quiz's question on the scene carries, in its Moodle picture, the worksheet's figure and under
     * it the figure's legend: for every lesson (in German), the picture is taller than the scene, and
     * under the scene lie the samples of every entry the pupils' figure's legend shows.
     */
    @Test
    void theQuizFigureCarriesTheLegend() throws Exception {
        List<String> found = new ArrayList<>();
        for (QuizCases.Case c : QuizCases.all(Locale.GERMAN)) {
            String id = c.shown().entry().id();
            BufferedImage png = moodleFigure(c.bank(), id);
            if (png == null) {
                found.add(id + ": no worksheet question with a figure");
                continue;
            }
            Lesson lesson = c.shown().lesson();
            Aabb b = lesson.bounds();
            int width = png.getWidth();
            int sceneHeight = (int) Math.min(width, Math.round(width * b.height() / b.width()));
            Palette.paintWith(FigurePainter.LIGHT,
                    () -> found.addAll(Texts.inLanguage(Locale.GERMAN, () -> legendUnder(id, lesson, c.shown().overlays(), png, sceneHeight))));
        }
        assertThat(found).isEmpty();
    }

    /** Returns what is missing under the scene of {@code png}: the legend, or an entry's sample. */
    private static List<String> legendUnder(String id, Lesson lesson, Overlays overlays, BufferedImage png, int sceneHeight) {
        if (png.getHeight() <= sceneHeight) {
            return List.of(id + ": the picture is " + png.getHeight() + " px high, no taller than its scene");
        }
        Secrets secrets = new Secrets(Questions.of(lesson));
        PupilsFigure figure = new PupilsFigure(lesson, secrets, overlays, png.getWidth(), sceneHeight);
        BufferedImage scene = new BufferedImage(png.getWidth(), sceneHeight, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scene.createGraphics();
        CanvasLegend legend;
        try {
            legend = SceneRenderer.paint(g, scene, png.getWidth(), sceneHeight, figure, overlays, WorksheetWriterTest.images(), 1);
        } finally {
            g.dispose();
        }
        int[] band = png.getRGB(0, sceneHeight, png.getWidth(), png.getHeight() - sceneHeight, null, 0, png.getWidth());
        List<String> missing = new ArrayList<>();
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, AnswerKey.LEGEND_SIZE);
        for (CanvasLegend.Entry entry : legend.entries()) {
            if (secrets.tells(entry.text()) || secrets.answers(entry.text())) {
                continue;
            }
            int[] sample = sample(legend, entry, font);
            long under = java.util.Arrays.stream(band).filter(p -> (p & 0xFFFFFF) == sample[0]).count();
            if (under < sample[1] / 2) {
                missing.add(String.format("%s: under the scene, %d px of the colour #%06x of the sample of \"%s\" (%d px in the sample)", id, under, sample[0],
                        entry.text(), sample[1]));
            }
        }
        return missing;
    }

    /** Returns the colour {@code entry}'s sample shows most, besides the background it lies on, and how many of its pixels show it. */
    private static int[] sample(CanvasLegend legend, CanvasLegend.Entry entry, Font font) {
        javax.swing.Icon icon = legend.icon(entry, font, 1f);
        BufferedImage image = new BufferedImage(icon.getIconWidth(), icon.getIconHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Palette.background());
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            icon.paintIcon(null, g, 0, 0);
        } finally {
            g.dispose();
        }
        java.util.Map<Integer, Integer> counts = new java.util.HashMap<>();
        for (int p : image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth())) {
            counts.merge(p & 0xFFFFFF, 1, Integer::sum);
        }
        counts.remove(Palette.background().getRGB() & 0xFFFFFF);
        java.util.Map.Entry<Integer, Integer> most = counts.entrySet().stream().max(java.util.Map.Entry.comparingByValue()).orElseThrow();
        return new int[] {most.getKey(), most.getValue()};
    }

    /** Returns the picture the Moodle XML of {@code bank} gives its first worksheet question on lesson {@code id} ("id 3", not Predict's), or null if none has one. */
    private static BufferedImage moodleFigure(Bank bank, String id) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Format.MOODLE.write(List.of(bank), bytes);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(bytes.toByteArray()));
        NodeList questions = doc.getElementsByTagName("question");
        for (int i = 0; i < questions.getLength(); i++) {
            Element q = (Element) questions.item(i);
            NodeList names = q.getElementsByTagName("name");
            NodeList files = q.getElementsByTagName("file");
            if (names.getLength() > 0 && names.item(0).getTextContent().strip().matches(java.util.regex.Pattern.quote(id) + " \\d+") && files.getLength() > 0) {
                return ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(files.item(0).getTextContent().strip())));
            }
        }
        return null;
    }

    private static List<String> lower(String text) {
        return Secrets.words(text).stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
    }

    /** Returns the legend of {@code lesson} as the canvas paints it, verdicts and all. */
    private static CanvasLegend canvas(Lesson lesson) {
        BufferedImage image = new BufferedImage(640, 480, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            return SceneRenderer.paint(g, image, 640, 480, lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), 1);
        } finally {
            g.dispose();
        }
    }
}
