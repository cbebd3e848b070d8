package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDContentStream;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/** The worksheet PDF: its pages, its text, its answers and its vector figures. */
class WorksheetWriterTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @TempDir
    Path folder;

    @Test
    void flyingJetsAnswersAreWorkedOutFromTheLessonAsItStands() throws Exception {
        FlyingJets jets = new FlyingJets(SPRITES, "jet");
        jets.setTrigger(BoundKind.PIXELS);
        for (int i = 0; i < 150; i++) {
            jets.step(Simulation.STEP_SECONDS);
        }
        long falseAlarms = jets.falseAlarms(BoundKind.CIRCLE);
        assertThat(falseAlarms).as("the state must make the count worth asking").isPositive();
        try (PDDocument doc = new WorksheetWriter(jets, Overlays.DEFAULT, images(), -1).document()) {
            assertThat(doc.getNumberOfPages()).as("worksheet, answer key with the chart").isEqualTo(2);
            String page1 = PdfPages.text(doc, 1);
            String answers = PdfPages.flat(PdfPages.text(doc, 2));
            assertThat(page1).contains(jets.title()).contains("At what angle (0° to 359°) is the AABB smallest?")
                    .contains("How many of the bounding circle's hits were false alarms?");
            // The image is 60 x 80: its box is w*h + (w^2 + h^2)|sin 2t| / 2, least where sin 2t = 0, most where it is 1.
            int w = jets.flyer().sprite().width();
            int h = jets.flyer().sprite().height();
            assertThat(answers).contains("AABB smallest? " + extremeTurns(w, h, false)).contains("AABB largest? " + extremeTurns(w, h, true))
                    .contains("false alarms? " + String.format(Locale.ROOT, "%,d of %,d", falseAlarms, falseAlarms + jets.realHits(BoundKind.CIRCLE)))
                    .contains("start? " + jets.resets());
            assertThat(extremeTurns(w, h, false)).isEqualTo("0°, 90°, 180°, 270°");
        }
    }

    @Test
    void everyLessonHasItsOwnQuestionsOnPageOneAndTheirAnswersInTheKey() throws Exception {
        for (Lessons.Entry entry : Lessons.ALL) {
            assertThat(entry.factory().apply(SPRITES).questions()).as("questions for %s", entry.id()).isNotEmpty();
            Lesson lesson = entry.factory().apply(SPRITES);
            List<Questions.Question> questions = Questions.of(lesson);
            assertThat(questions).as(entry.id()).hasSizeBetween(3, 6);
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, images(), -1).document()) {
                int pages = 2;
                assertThat(doc.getNumberOfPages()).as(entry.id()).isEqualTo(pages);
                String page1 = PdfPages.flat(PdfPages.text(doc, 1));
                String key = PdfPages.flat(PdfPages.text(doc, pages));
                assertThat(page1).as(entry.id()).contains(PdfPages.flat(lesson.title()));
                for (Questions.Question q : questions) {
                    assertThat(page1).as(entry.id()).contains(PdfPages.flat(PdfText.safe(q.text(), PdfText.REGULAR)));
                    assertThat(key).as(entry.id()).contains(PdfPages.flat(PdfText.safe(q.answer(), PdfText.BOLD)));
                    assertThat(q.answer()).as("%s: %s", entry.id(), q.text()).isNotEqualTo("-");
                }
            }
        }
    }

    @Test
    void theSceneGrowsIntoTheRoomPageOneLeavesAndNothingRunsPastItsBottomMargin() throws Exception {
        Map<String, Float> heights = new LinkedHashMap<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SPRITES);
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, images(), -1).document()) {
                float[] lowest = {0};
                PDFTextStripper stripper = new PDFTextStripper() {
                    @Override
                    protected void writeString(String text, List<org.apache.pdfbox.text.TextPosition> positions) {
                        positions.forEach(t -> lowest[0] = Math.max(lowest[0], t.getYDirAdj()));
                    }
                };
                stripper.setStartPage(1);
                stripper.setEndPage(1);
                stripper.getText(doc);
                float pageHeight = doc.getPage(0).getMediaBox().getHeight();
                assertThat(lowest[0]).as("%s: the lowest text on page 1, from the top", entry.id()).isLessThanOrEqualTo(pageHeight - PdfText.MARGIN + 12);
                PDResources resources = doc.getPage(0).getResources();
                float scene = 0;
                for (COSName name : resources.getXObjectNames()) {
                    if (resources.getXObject(name) instanceof PDFormXObject form) {
                        scene = Math.max(scene, form.getBBox().getHeight());
                    }
                }
                heights.put(entry.id(), scene);
            }
        }
        assertThat(heights.values()).as("every scene at least 150 points high").allMatch(h -> h >= 150);
        assertThat(heights.get(ThreeOutcomes.ID)).as("three-outcomes' page has room: its scene grows").isGreaterThan(280);
    }

    @Test
    void theChartPageDrawsEveryBoundTheAppsChartShowsInItsOwnColour() throws Exception {
        FlyingJets jets = new FlyingJets(SPRITES, "jet");
        try (PDDocument doc = new WorksheetWriter(jets, Overlays.DEFAULT, images(), -1).document()) {
            java.util.Set<String> colours = new TreeSet<>();
            strokeColours(doc.getPage(1), doc.getPage(1).getResources(), colours);
            // One colour a bound, and the "now" line's; greys (the grid, the axes) do not count.
            assertThat(colours).as("stroke colours on the chart page").hasSizeGreaterThan(org.spriteplayground.experiment.TightnessTable.CHART_KINDS.size());
        }
    }

    /** Collects the stroke colours ({@code RG}, {@code SC}) that are not grey, in the page and the forms it draws. */
    private static void strokeColours(PDContentStream stream, PDResources resources, java.util.Set<String> colours) throws IOException {
        List<Object> operands = new ArrayList<>();
        for (Object token : new PDFStreamParser(stream).parse()) {
            if (token instanceof Operator op) {
                if ((op.getName().equals("RG") || op.getName().equals("SC")) && operands.size() == 3) {
                    double[] rgb = operands.stream().mapToDouble(o -> ((org.apache.pdfbox.cos.COSNumber) o).floatValue()).toArray();
                    double spread = java.util.Arrays.stream(rgb).max().orElse(0) - java.util.Arrays.stream(rgb).min().orElse(0);
                    if (spread > 0.05) {
                        colours.add(String.format(Locale.ROOT, "%.3f %.3f %.3f", rgb[0], rgb[1], rgb[2]));
                    }
                }
                operands.clear();
            } else {
                operands.add(token);
            }
        }
        if (resources != null) {
            for (COSName name : resources.getXObjectNames()) {
                if (resources.getXObject(name) instanceof PDFormXObject form) {
                    strokeColours(form, form.getResources(), colours);
                }
            }
        }
    }

    @Test
    void answersSayWhatTheQuestionAsksNotOnlyANumber() {
        Lesson broad = Lessons.byId("broad-phase").orElseThrow().factory().apply(SPRITES);
        new Simulation((org.spriteplayground.sim.World) broad).step();
        List<Questions.Question> q = Questions.of(broad);
        assertThat(q.get(2).answer()).as("do the three agree?").endsWith(": yes, all three agree");
        assertThat(q.get(3).answer()).as("how wide, and why?").contains("diameter");
    }

    @Test
    void threeOutcomesAnswersFollowTheCircles() throws Exception {
        ThreeOutcomes lesson = (ThreeOutcomes) Lessons.byId(ThreeOutcomes.ID).orElseThrow().factory().apply(SPRITES);
        for (var preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            String key = answerKey(lesson);
            assertThat(key).contains(lesson.outcome().name());
            double dx = lesson.first().center().x() - lesson.second().center().x();
            double dy = lesson.first().center().y() - lesson.second().center().y();
            double reach = lesson.first().radius() + lesson.second().radius();
            assertThat(Questions.readout(lesson, "three.d2", 0).replace(",", "")).satisfies(v -> assertThat(Double.parseDouble(v)).isCloseTo(dx * dx + dy * dy,
                    org.assertj.core.api.Assertions.within(1e-3)));
            assertThat(Double.parseDouble(Questions.readout(lesson, "three.sum2", 0).replace(",", ""))).isCloseTo(reach * reach,
                    org.assertj.core.api.Assertions.within(1e-3));
        }
    }

    @Test
    void theSceneIsDrawnAsPathsNotAsAPicture() throws Exception {
        Lesson lesson = Lessons.byId(ThreeOutcomes.ID).orElseThrow().factory().apply(SPRITES);
        Path file = folder.resolve("three.pdf");
        new WorksheetWriter(lesson, Overlays.DEFAULT, images(), -1).write(file);
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            List<String> ops = new ArrayList<>();
            List<PDImageXObject> pictures = new ArrayList<>();
            walk(doc.getPage(0), doc.getPage(0).getResources(), ops, pictures);
            assertThat(ops).as("moves, lines, curves, strokes and fills").contains("m", "l", "c", "S", "f");
            assertThat(pictures).as("no raster image of the scene").isEmpty();
        }
        FlyingJets jets = new FlyingJets(SPRITES, "jet");
        try (PDDocument doc = new WorksheetWriter(jets, Overlays.DEFAULT, images(), -1).document()) {
            List<PDImageXObject> pictures = new ArrayList<>();
            walk(doc.getPage(0), doc.getPage(0).getResources(), new ArrayList<>(), pictures);
            assertThat(pictures).as("only the sprites are pictures, each at its own size").isNotEmpty()
                    .allSatisfy(p -> assertThat(p.getWidth()).isLessThanOrEqualTo(jets.flyer().sprite().width()));
            List<String> chartOps = new ArrayList<>();
            List<PDImageXObject> chartPictures = new ArrayList<>();
            walk(doc.getPage(1), doc.getPage(1).getResources(), chartOps, chartPictures);
            assertThat(chartOps).contains("m", "l", "S");
            assertThat(chartPictures).isEmpty();
        }
    }

    @Test
    void aFailedWriteLeavesNoFileBehind() throws Exception {
        Path file = folder.resolve("sheet.pdf");
        Files.writeString(file, "the old sheet");
        ThreeOutcomes real = new ThreeOutcomes();
        // A lesson whose drawing fails half-way through the first page.
        Lesson broken = (Lesson) Proxy.newProxyInstance(Lesson.class.getClassLoader(), new Class<?>[] {Lesson.class}, (proxy, method, args) -> {
            if (method.getName().equals("draw")) {
                throw new IllegalStateException("drawing failed");
            }
            try {
                return method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
        assertThatThrownBy(() -> new WorksheetWriter(broken, Overlays.DEFAULT, images(), -1).write(file)).hasMessageContaining("drawing failed");
        try (Stream<Path> left = Files.list(folder)) {
            assertThat(left).containsExactly(file);
        }
        assertThat(Files.readString(file)).isEqualTo("the old sheet");
        PDDocument closed = new WorksheetWriter(real, Overlays.DEFAULT, images(), -1).document();
        closed.close();
        assertThatThrownBy(() -> WorksheetWriter.save(closed, file)).as("saving fails half-way").isInstanceOf(IOException.class);
        try (Stream<Path> left = Files.list(folder)) {
            assertThat(left).as("no temporary file left").containsExactly(file);
        }
        assertThat(Files.readString(file)).isEqualTo("the old sheet");
        assertThatThrownBy(() -> new WorksheetWriter(real, Overlays.DEFAULT, images(), -1).write(folder)).isInstanceOf(IOException.class).hasMessageContaining("is a folder");
    }

    /** Every whole degree at which w*h + (w^2 + h^2)|sin 2t| / 2 is least (or most). */
    private static String extremeTurns(int w, int h, boolean most) {
        double[] area = new double[360];
        for (int d = 0; d < 360; d++) {
            area[d] = (double) w * h + ((double) w * w + (double) h * h) * Math.abs(Math.sin(Math.toRadians(2 * d))) / 2;
        }
        double best = most ? java.util.Arrays.stream(area).max().orElseThrow() : java.util.Arrays.stream(area).min().orElseThrow();
        TreeSet<Integer> turns = new TreeSet<>();
        for (int d = 0; d < 360; d++) {
            if (Math.abs(area[d] - best) < 1e-6) {
                turns.add(d);
            }
        }
        return String.join(", ", turns.stream().map(d -> d + "°").toList());
    }

    private static String answerKey(Lesson lesson) throws IOException {
        try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, images(), -1).document()) {
            return PdfPages.text(doc, doc.getNumberOfPages());
        }
    }

    private static void walk(PDContentStream stream, PDResources resources, List<String> ops, List<PDImageXObject> pictures) throws IOException {
        for (Object token : new PDFStreamParser(stream).parse()) {
            if (token instanceof Operator op) {
                ops.add(op.getName());
            }
        }
        if (resources == null) {
            return;
        }
        for (COSName name : resources.getXObjectNames()) {
            PDXObject x = resources.getXObject(name);
            if (x instanceof PDImageXObject image) {
                pictures.add(image);
            } else if (x instanceof PDFormXObject form) {
                walk(form, form.getResources(), ops, pictures);
            }
        }
    }

    /** Returns the bundled sprites' images by name, as the app hands them to the writer ({@link Sheets#IMAGES}). */
    static Map<String, BufferedImage> images() {
        return Sheets.IMAGES;
    }
}
