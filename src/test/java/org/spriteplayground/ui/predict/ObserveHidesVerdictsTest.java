package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.predict.Question;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.FailureReporter;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * While Predict asks a pupil what the step will bring, or what they saw, nothing beside the question
 * says it for them or contradicts it: in every lesson with Predict, in every language, no readout
 * shown, no legend entry, no label on the canvas, not its status strip and not its description for
 * screen readers names the verdict, in the words the canvas writes it in when it shows it, or in the
 * words of Predict's own answers; nor the verdict of another scene than the one asked about; and the
 * legend names no ink the lesson itself does not use.
 */
class ObserveHidesVerdictsTest {

    static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void whileAQuestionWaitsNothingShownTellsOrContradictsItsAnswer(Locale language) throws Exception {
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        for (String name : SpriteLoader.BUNDLED) {
            images.put(name, SpriteLoader.bundled(name).image());
        }
        int lessons = Texts.inLanguage(language, () -> {
            int asked = 0;
            for (Lessons.Entry entry : Lessons.ALL) {
                Playground model = new Playground(entry, SpriteLibrary.bundled());
                if (model.lesson().prediction().isEmpty()) {
                    continue;
                }
                CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
                PredictMode mode = new PredictMode(model);
                mode.setOn(true);
                for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
                    model.tick();
                }
                assertThat(mode.phase()).as(entry.id()).isEqualTo(PredictMode.Phase.PREDICT);
                // What the canvas would write of the scene on show while the prediction waits: were it another
                // scene than the one asked about, its verdicts would contradict the question.
                List<String> onShowWhileAsked = verdictsWritten(model);
                Shown predicting = shown(model, canvas, images);
                List<String> answers = new ArrayList<>();
                while (mode.phase() == PredictMode.Phase.PREDICT) {
                    mode.question().choices().stream().map(Question.Choice::label).forEach(answers::add);
                    mode.answer(1);
                }
                assertThat(mode.phase()).as(entry.id()).isEqualTo(PredictMode.Phase.OBSERVE);
                assertThat(model.verdictsShown()).isFalse();
                List<String> written = verdictsWritten(model);
                assertThat(written).as("%s: the canvas's verdicts", entry.id()).isNotEmpty();
                List<String> both = new ArrayList<>(written);
                both.addAll(onShowWhileAsked);
                predicting.assertTellsNone(both, answers, entry.id() + " in PREDICT (" + language + ")");
                shown(model, canvas, images).assertTellsNone(written, answers, entry.id() + " in OBSERVE (" + language + ")");
                asked++;
            }
            return asked;
        });
        assertThat(lessons).as("lessons with Predict").isGreaterThanOrEqualTo(2);
    }

    /**
     * What a pupil sees beside the question: the readouts, the legend's entries (and the inks it has entries for, next to those
     * the lesson uses when it shows its verdicts), the canvas's labels, its description for screen readers, its status strip,
     * and the lesson's headline, which names the outcome.
     */
    private record Shown(List<String> readouts, List<String> legend, java.util.Set<Ink> legendInks, java.util.Set<Ink> lessonInks,
            List<String> labels, List<String> description, List<String> strip, String headline) {

        void assertTellsNone(List<String> written, List<String> answers, String where) {
            assertNoneSays(readouts, written, where + ", a readout");
            assertNoneSays(legend, written, where + ", the legend");
            assertNoneSays(legend, answers, where + ", the legend");
            assertThat(legendInks).as("%s, the legend names only inks the lesson itself uses", where).isSubsetOf(lessonInks);
            assertNoneSays(labels, written, where + ", a label on the canvas");
            assertNoneSays(description, written, where + ", the canvas's description for screen readers");
            assertNoneSays(description, answers, where + ", the canvas's description for screen readers");
            assertNoneSays(strip, written, where + ", the canvas's status strip");
            if (headline != null) {
                // Compared with every kind of space as one: the strip keeps a number and its unit together.
                assertThat(strip.get(0).replaceAll("\\s|\u00a0|\u202f", " ")).as("%s, the strip leaves out the lesson's headline, which names the outcome", where)
                        .doesNotContain(headline.replaceAll("\\s|\u00a0|\u202f", " "));
            }
        }
    }

    private static Shown shown(Playground model, CanvasPanel canvas, Map<String, BufferedImage> images) {
        List<String> readouts = new ArrayList<>();
        model.readoutsShown().forEach(t -> t.rows().forEach(r -> readouts.addAll(r.values())));
        CanvasLegend legend = legend(model, images, model.verdictsShown());
        java.util.Set<Ink> lessonInks = legend(model, images, true).inks();
        List<String> labels = new ArrayList<>();
        RecordingDraw recording = new RecordingDraw() {
            @Override
            public void verdict(Vec2 at, String text, Ink ink, Side side) {
                labels.add(text);
            }
        };
        model.lesson().draw(model.verdictsShown() ? recording : org.spriteplayground.sim.ForwardingDraw.withoutVerdicts(recording), model.overlays());
        recording.labels().forEach(l -> labels.add(l.text()));
        return new Shown(readouts, legend.entries().stream().map(CanvasLegend.Entry::text).toList(), legend.inks(), lessonInks, labels,
                List.of(canvas.getAccessibleContext().getAccessibleDescription()), List.of(strip(canvas)), model.lesson().headline());
    }

    /**
     * While a question waits, the canvas draws the same marks whatever its answer: in every lesson
     * with Predict, for each of its first questions, marks in the same inks as for the others, and as
     * many points in each (a mark drawn only where the answer is one way, a border crossing, a gap to
     * 0, tells it; a number line's ticks may be as many as the scene asked about has);
     * and while the pupil predicts or says what they saw, every pixel filled once the verdicts show is
     * filled too (a fill left out where two sprites share pixels leaves a hole the shape of the answer).
     */
    @org.junit.jupiter.api.Test
    void whileAQuestionWaitsNoMarkOrHoleOnTheCanvasTellsItsAnswer() {
        int lessons = 0;
        for (Lessons.Entry entry : Lessons.ALL) {
            Playground model = new Playground(entry, SpriteLibrary.bundled());
            if (model.lesson().prediction().isEmpty()) {
                continue;
            }
            PredictMode mode = new PredictMode(model);
            mode.setOn(true);
            Map<Map<Ink, Long>, String> drawn = new LinkedHashMap<>();
            for (int question = 1; question <= QUESTIONS; question++) {
                for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
                    model.tick();
                }
                assertThat(mode.phase()).as("%s, question %d", entry.id(), question).isEqualTo(PredictMode.Phase.PREDICT);
                String asked = entry.id() + ", question " + question;
                drawn.putIfAbsent(Marks.of(model).inks(), asked);
                assertThat(drawn).as("%s: the inks marked while each question waits, with the points in each", entry.id()).hasSize(1);
                Marks.assertNoHole(model, asked + " in PREDICT");
                while (mode.phase() == PredictMode.Phase.PREDICT) {
                    mode.answer(1);
                }
                Marks.assertNoHole(model, asked + " in OBSERVE");
                // Why: answered once the steps before the moment have been replayed.
                for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.REVEALED; i++) {
                    mode.answer(1);
                    model.tick();
                }
                mode.carryOn();
            }
            lessons++;
        }
        assertThat(lessons).as("lessons with Predict").isGreaterThanOrEqualTo(2);
    }

    /** How many questions of each lesson {@link #whileAQuestionWaitsNoMarkOrHoleOnTheCanvasTellsItsAnswer} compares: a lesson's presets, once round. */
    private static final int QUESTIONS = 4;

    /** What the canvas draws of a lesson: the inks of its marks, each with how many points it marks, and the world's cells it fills. */
    private record Marks(Map<Ink, Long> inks, java.util.Set<List<Long>> cells) {

        /** Returns what the canvas draws of {@code model}'s lesson now, its verdicts shown as the model says. */
        static Marks of(Playground model) {
            return of(model, model.verdictsShown());
        }

        static Marks of(Playground model, boolean verdicts) {
            Map<Ink, Long> inks = new java.util.TreeMap<>();
            java.util.Set<List<Long>> cells = new java.util.HashSet<>();
            org.spriteplayground.sim.DebugDraw recording = new org.spriteplayground.sim.DebugDraw() {
                private void mark(Ink ink) {
                    inks.merge(ink, 0L, Long::sum);
                }

                @Override
                public void circle(org.spriteplayground.geometry.Circle circle, Ink ink) {
                    mark(ink);
                }

                @Override
                public void box(org.spriteplayground.geometry.Aabb box, Ink ink) {
                    mark(ink);
                }

                @Override
                public void polygon(List<Vec2> points, Ink ink) {
                    mark(ink);
                }

                @Override
                public void rounded(List<Vec2> polygon, double radius, Ink ink) {
                    mark(ink);
                }

                @Override
                public void capsule(org.spriteplayground.geometry.Capsule capsule, Ink ink) {
                    mark(ink);
                }

                @Override
                public void segment(Vec2 from, Vec2 to, Ink ink) {
                    mark(ink);
                }

                @Override
                public void point(Vec2 at, Ink ink) {
                    inks.merge(ink, 1L, Long::sum);
                }

                @Override
                public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                    mark(ink);
                    for (int k = 0; k < on.length; k++) {
                        if (on[k]) {
                            cells.add(List.of(Math.round(x) + k % width, Math.round(y) + k / width));
                        }
                    }
                }
            };
            model.lesson().draw(verdicts ? recording : org.spriteplayground.sim.ForwardingDraw.withoutVerdicts(recording), model.overlays());
            return new Marks(inks, cells);
        }

        /** Asserts that the canvas, its verdicts hidden as the model has them, fills every cell it fills with them shown. */
        static void assertNoHole(Playground model, String where) {
            assertThat(of(model).cells()).as("%s: the cells filled, against those filled when the verdicts show", where).containsAll(of(model, true).cells());
        }
    }

    /**
     * The rows whose values decide the outcome of the moment a pupil is asked about, as surely as
     * its verdict: how far apart the centres are against the reach of the circles, where the last
     * reset happened, GJK's simplex, distance so far and how unsure, closest points and why it
     * stopped, the words ANDed up to the first hit and the overlap area, the digits of d still right.
     * The rows shown while a question waits must be the same whether the moment is a hit or a miss, so
     * none of these may show then.
     */
    static final Map<String, List<String>> WORKING = Map.of(
            org.spriteplayground.lesson.FlyingJets.ID, List.of("jets.centreDistance", "jets.lastResetX", "jets.resets"),
            org.spriteplayground.lesson.minkowski.MinkowskiLesson.ID, List.of("minkowski.row.sofar", "minkowski.row.simplex",
                    "minkowski.row.onP", "minkowski.row.onQ", "minkowski.row.gap", "minkowski.row.distance", "minkowski.row.stop", "minkowski.row.unsure"),
            org.spriteplayground.lesson.bitmasks.BitmasksLesson.ID, List.of("bits.row.firstWords", "bits.row.firstRow", "bits.row.firstWord", "bits.row.area"),
            org.spriteplayground.lesson.robustness.FloatingPoint.ID, List.of("robust.row.d", "robust.row.digits", "robust.row.gap", "robust.row.difference"),
            org.spriteplayground.lesson.ThreeOutcomes.ID, List.of("three.d2", "three.sum2", "three.difference", "three.gap", "three.exact", "three.seed"));

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void whileAQuestionWaitsNoRowOfTheWorkingThatDecidesTheOutcomeIsShown(Locale language) {
        List<String> shownWorking = Texts.inLanguage(language, () -> {
            List<String> found = new ArrayList<>();
            for (Map.Entry<String, List<String>> lesson : WORKING.entrySet()) {
                Playground model = new Playground(Lessons.byId(lesson.getKey()).orElseThrow(), SpriteLibrary.bundled());
                PredictMode mode = new PredictMode(model);
                mode.setOn(true);
                for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
                    model.tick();
                }
                assertThat(mode.phase()).as(lesson.getKey()).isEqualTo(PredictMode.Phase.PREDICT);
                List<String> asking = new ArrayList<>();
                model.readoutsShown().forEach(t -> t.rows().forEach(r -> asking.add(r.key())));
                asking.stream().filter(lesson.getValue()::contains).map(key -> lesson.getKey() + " in PREDICT: " + key).forEach(found::add);
                while (mode.phase() == PredictMode.Phase.PREDICT) {
                    mode.answer(1);
                }
                assertThat(mode.phase()).as(lesson.getKey()).isEqualTo(PredictMode.Phase.OBSERVE);
                List<String> shown = new ArrayList<>();
                model.readoutsShown().forEach(t -> t.rows().forEach(r -> shown.add(r.key())));
                assertThat(shown).as("%s in OBSERVE: rows shown", lesson.getKey()).isNotEmpty();
                shown.stream().filter(lesson.getValue()::contains).map(key -> lesson.getKey() + " in OBSERVE: " + key).forEach(found::add);
            }
            return found;
        });
        assertThat(shownWorking).as("in PREDICT and OBSERVE (%s), rows of the working that decides the outcome", language).isEmpty();
    }

    /**
     * In three-outcomes the radius test's working (d², (r₁ + r₂)², their difference, the gap, whether
     * they are exactly equal) decides the outcome as surely as its verdict: while the pupil says what
     * they saw, the side panel keeps only the tolerance in force.
     */
    @org.junit.jupiter.api.Test
    void inThreeOutcomesObserveHidesTheWorkingThatDecidesTheOutcome() {
        Playground model = new Playground(Lessons.byId(org.spriteplayground.lesson.ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        mode.answer(1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.OBSERVE);
        List<String> shown = new ArrayList<>();
        model.readoutsShown().forEach(t -> t.rows().forEach(r -> shown.add(r.key())));
        assertThat(shown).containsExactly("three.tolerance");
        mode.answer(1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
        assertThat(model.readoutsShown().get(0).rows()).as("explaining, the working is back").hasSizeGreaterThan(5);
    }

    /**
     * Asserts that no text of {@code shown} holds one of {@code words} as words of its own. Readouts
     * are held to the canvas's verdicts only: Predict's answer "Hit" is also a word of a setting
     * ("reset on: bounding circle hit") that says nothing of this step.
     */
    private static void assertNoneSays(List<String> shown, List<String> words, String where) {
        for (String word : words) {
            Pattern said = Pattern.compile("(?iu)(?<!\\p{L})" + Pattern.quote(word) + "(?!\\p{L})");
            assertThat(shown).as("%s: the verdict \"%s\"", where, word).noneMatch(s -> said.matcher(s).find());
        }
    }

    /** Returns the text of the canvas's status strip as it shows after a paint, which brings the tick's figures. */
    private static String strip(CanvasPanel canvas) {
        canvas.setSize(900, 600);
        canvas.validate();
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(900, 600, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = image.createGraphics();
        try {
            canvas.paint(g);
        } finally {
            g.dispose();
        }
        canvas.validate();
        for (java.awt.Component c : canvas.getComponents()) {
            if ("canvasStatus".equals(c.getName())) {
                return ((javax.swing.text.JTextComponent) c).getText();
            }
        }
        throw new AssertionError("no strip");
    }

    /** Returns what the canvas writes as verdicts when it shows them, of the lesson as it stands. */
    private static List<String> verdictsWritten(Playground model) {
        List<String> written = new ArrayList<>();
        model.lesson().draw(new RecordingDraw() {
            @Override
            public void verdict(Vec2 at, String text, Ink ink, Side side) {
                written.add(text);
            }
        }, model.overlays());
        return written;
    }

    /** Returns the legend of the canvas as painted now, verdicts shown or not as the model says. */
    private static CanvasLegend legend(Playground model, Map<String, BufferedImage> images, boolean verdicts) {
        BufferedImage image = new BufferedImage(800, 600, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            return SceneRenderer.paint(g, image, 800, 600, model.simulation().world(), model.overlays(), images, 1.0, verdicts);
        } finally {
            g.dispose();
        }
    }
}
