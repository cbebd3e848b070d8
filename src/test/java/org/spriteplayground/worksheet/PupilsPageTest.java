package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/** The pupils' page asks and the answer key tells: page 1 gives no answer away, and lays its figure and numbers out cleanly. */
class PupilsPageTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** Every lesson as it starts, flying-jets after a while of flight and three-outcomes in each of its presets. */
    private static List<Lesson> states() {
        List<Lesson> out = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            out.add(entry.factory().apply(SPRITES));
        }
        FlyingJets jets = new FlyingJets(SPRITES, "jet");
        jets.setTrigger(BoundKind.PIXELS);
        for (int i = 0; i < 150; i++) {
            jets.step(Simulation.STEP_SECONDS);
        }
        out.add(jets);
        ThreeOutcomes outcomes = (ThreeOutcomes) Lessons.byId(ThreeOutcomes.ID).orElseThrow().factory().apply(SPRITES);
        for (var preset : PresetScenes.of(outcomes)) {
            preset.apply().run();
            ThreeOutcomes copy = new ThreeOutcomes();
            copy.place(outcomes.first(), outcomes.second());
            copy.setTolerance(outcomes.tolerance());
            out.add(copy);
        }
        return out;
    }

    @Test
    void noAnswerOfTheKeyStandsOnThePupilsPage() throws Exception {
        for (Lesson lesson : states()) {
            List<Questions.Question> questions = Questions.of(lesson);
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
                String key = PdfPages.flat(PdfPages.text(doc, doc.getNumberOfPages()));
                // What the page shows besides the lesson's own words (its title, explanation and questions): figure, readouts.
                String shown = PdfPages.flat(PdfPages.text(doc, 1));
                shown = shown.replace(PdfPages.flat(PdfText.safe(Texts.format("worksheet.title", lesson.title()), PdfText.BOLD)), " ");
                shown = shown.replace(PdfPages.flat(PdfText.safe(new Secrets(questions).withheld(lesson.explanation()), PdfText.REGULAR)), " ");
                for (int n = 1; n <= questions.size(); n++) {
                    shown = shown.replace(PdfPages.flat(n + ". " + PdfText.safe(questions.get(n - 1).text(), PdfText.REGULAR)), " ");
                }
                List<String> words = new ArrayList<>(Secrets.words(shown));
                // The ruler's numbers along the figure count the scene's pixels, whatever the answers.
                NoAnswerOnPageOneTest.rulerNumbers(lesson).forEach(words::remove);
                // The readouts' own names (a row "corner distance - r" is no answer "corner"), longest first.
                List<List<String>> names = new ArrayList<>();
                for (ReadoutTable table : lesson.readouts()) {
                    names.add(Secrets.words(PdfText.safe(table.title(), PdfText.BOLD)));
                    table.columns().forEach(c -> names.add(Secrets.words(PdfText.safe(c, PdfText.BOLD))));
                    table.rows().forEach(r -> names.add(Secrets.words(PdfText.safe(r.label(), PdfText.REGULAR))));
                }
                names.sort((a, b) -> b.size() - a.size());
                for (List<String> name : names) {
                    for (int at; !name.isEmpty() && (at = Collections.indexOfSubList(words, name)) >= 0;) {
                        words.subList(at, at + name.size()).clear();
                    }
                }
                // A bare number may stand elsewhere as often as readouts no answer reads show it ("0" hits, "0" resets asked).
                List<String> unread = new ArrayList<>();
                List<ReadoutTable> tables = lesson.readouts();
                for (int t = 0; t < tables.size(); t++) {
                    for (int r = 0; r < tables.get(t).rows().size(); r++) {
                        List<String> values = tables.get(t).rows().get(r).values();
                        for (int c = 0; c < values.size(); c++) {
                            int[] at = {t, r, c};
                            if (questions.stream().flatMap(q -> q.read().stream()).noneMatch(x -> x.table() == at[0] && x.row() == at[1] && x.column() == at[2])) {
                                unread.add(PdfPages.flat(PdfText.safe(values.get(c), PdfText.REGULAR)));
                            }
                        }
                    }
                }
                for (Questions.Question q : questions) {
                    String answer = PdfText.safe(q.answer(), PdfText.BOLD);
                    assertThat(key).as("%s: the key answers %s", lesson.id(), q.text()).contains(PdfPages.flat(answer));
                    List<String> secret = Secrets.words(answer);
                    boolean number = secret.stream().noneMatch(w -> w.chars().anyMatch(Character::isLetter));
                    long allowed = number ? unread.stream().filter(v -> Secrets.words(v).equals(secret)).count() : 0;
                    assertThat(count(words, secret)).as("%s: page 1 shows the answer \"%s\" to \"%s\":%n%s", lesson.id(), answer, q.text(), words)
                            .isLessThanOrEqualTo(allowed);
                }
            }
        }
    }

    @Test
    void threeOutcomesHidesTheRowsThatSettleTheOutcomeAsPlainlyAsItsAnswer() throws Exception {
        Lesson lesson = Lessons.byId(ThreeOutcomes.ID).orElseThrow().factory().apply(SPRITES);
        String exact = PdfText.safe(Texts.text("three.exact"), PdfText.REGULAR);
        assertThat(Questions.readout(lesson, "three.exact", 0)).isEqualTo("yes");
        try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
            String page1 = PdfPages.flat(PdfPages.text(doc, 1));
            assertThat(page1).contains(exact).doesNotContain(exact + " yes");
            // The rows' own names, as the page prints them: a literal with plain digits never matched them.
            String difference = PdfText.safe(Texts.text("three.difference"), PdfText.REGULAR);
            String gap = PdfText.safe(Texts.text("three.gap"), PdfText.REGULAR);
            assertThat(page1).contains(difference).contains(gap);
            assertThat(page1).as("the gap and the difference are left blank too").doesNotContain(difference + " 0").doesNotContain(gap + " 0");
        }
    }

    @Test
    void theFigureLeavesOutTheLabelsThatTellAnAnswerAndKeepsTheRest() {
        ThreeOutcomes lesson = (ThreeOutcomes) Lessons.byId(ThreeOutcomes.ID).orElseThrow().factory().apply(SPRITES);
        assertThat(Questions.readout(lesson, "three.outcome", 0)).isEqualTo("Touching");
        List<String> all = labels(lesson);
        assertThat(all).as("the canvas's labels").contains("Touching");
        Secrets secrets = new Secrets(Questions.of(lesson));
        List<String> pupils = labels(new PupilsFigure(lesson, secrets, Overlays.DEFAULT, 495, 300));
        assertThat(pupils).doesNotContain("Touching").isNotEmpty().allSatisfy(l -> assertThat(all).contains(l));
        Lesson axes = Lessons.byId("separating-axes").orElseThrow().factory().apply(SPRITES);
        String axis = Questions.readout(axes, "axes.row.separating", 0);
        List<String> axesLabels = labels(new PupilsFigure(axes, new Secrets(Questions.of(axes)), Overlays.DEFAULT, 495, 300));
        assertThat(labels(axes)).as("the canvas names the separating axis's angle").anyMatch(l -> l.startsWith(axis + "°"));
        assertThat(axesLabels).as("page 1 too, among every axis's ruler, for the pupil to read off").anyMatch(l -> l.startsWith(axis + "°"));
    }

    @Test
    void theFigureHoldsAllThatTheLessonDraws() {
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SPRITES);
            DrawnExtent extent = new DrawnExtent();
            lesson.draw(extent, Overlays.DEFAULT);
            Aabb drawn = extent.box();
            Aabb frame = new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), Overlays.DEFAULT, 495, 300).bounds();
            assertThat(frame.minX()).as(entry.id()).isLessThanOrEqualTo(Math.min(drawn.minX(), lesson.bounds().minX()));
            assertThat(frame.minY()).as(entry.id()).isLessThanOrEqualTo(Math.min(drawn.minY(), lesson.bounds().minY()));
            assertThat(frame.maxX()).as(entry.id()).isGreaterThanOrEqualTo(Math.max(drawn.maxX(), lesson.bounds().maxX()));
            assertThat(frame.maxY()).as(entry.id()).isGreaterThanOrEqualTo(Math.max(drawn.maxY(), lesson.bounds().maxY()));
        }
        Lesson axes = Lessons.byId("separating-axes").orElseThrow().factory().apply(SPRITES);
        DrawnExtent extent = new DrawnExtent();
        axes.draw(extent, Overlays.DEFAULT);
        Aabb frame = new PupilsFigure(axes, new Secrets(Questions.of(axes)), Overlays.DEFAULT, 495, 300).bounds();
        assertThat(extent.box().minY()).as("the top ruler's shadow reaches the world's top edge").isLessThanOrEqualTo(axes.bounds().minY());
        assertThat(frame.minY()).as("and the frame leaves room for its thick line").isLessThan(extent.box().minY());
    }

    @Test
    void readoutNumbersAreRightAlignedInTheirColumns() throws Exception {
        Lesson broad = Lessons.byId("broad-phase").orElseThrow().factory().apply(SPRITES);
        new Simulation(broad).step();
        String jets = Questions.readout(broad, "broad.row.jets", 0);
        String levels = Questions.readout(broad, "broad.row.levels", 0);
        String grid = Questions.readout(broad, "broad.row.share", 0);
        String tree = Questions.readout(broad, "broad.row.share", 2);
        assertThat(jets.length()).isNotEqualTo(levels.length());
        try (PDDocument doc = new WorksheetWriter(broad, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
            List<float[]> jetsAt = spans(doc, jets);
            List<float[]> levelsAt = spans(doc, levels);
            assertThat(jetsAt).as(jets).isNotEmpty();
            assertThat(levelsAt).as(levels).isNotEmpty();
            assertThat(jetsAt.get(0)[1]).as("right edges of %s and %s", jets, levels).isCloseTo(levelsAt.get(0)[1], within(0.5f));
            List<float[]> gridAt = spans(doc, grid.replace(" %", ""));
            List<float[]> treeAt = spans(doc, tree.replace(" %", ""));
            assertThat(gridAt.get(0)[1]).as("the first column ends before the last").isLessThan(treeAt.get(0)[0]);
        }
    }

    /** Returns how often {@code part} stands in {@code words}. */
    private static long count(List<String> words, List<String> part) {
        long n = 0;
        for (int i = 0; i + part.size() <= words.size(); i++) {
            n += words.subList(i, i + part.size()).equals(part) ? 1 : 0;
        }
        return n;
    }

    /** Returns [left, right] of each word on page 1 that reads {@code word}, top first. */
    private static List<float[]> spans(PDDocument doc, String word) throws IOException {
        List<float[]> out = new ArrayList<>();
        PDFTextStripper stripper = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) {
                int from = 0;
                for (String w : text.split(" ", -1)) {
                    if (w.equals(word)) {
                        TextPosition first = positions.get(from);
                        TextPosition last = positions.get(from + w.length() - 1);
                        out.add(new float[] {first.getXDirAdj(), last.getXDirAdj() + last.getWidthDirAdj()});
                    }
                    from += w.length() + 1;
                }
            }
        };
        stripper.setSortByPosition(true);
        stripper.setStartPage(1);
        stripper.setEndPage(1);
        stripper.getText(doc);
        return out;
    }

    private static List<String> labels(org.spriteplayground.sim.World world) {
        List<String> out = new ArrayList<>();
        world.draw(new DebugDraw() {
            @Override
            public void label(Vec2 at, String text, Ink ink) {
                out.add(text);
            }

            @Override
            public void label(Vec2 at, String text, Ink ink, Side side) {
                out.add(text);
            }
        }, Overlays.DEFAULT);
        return out;
    }
}
