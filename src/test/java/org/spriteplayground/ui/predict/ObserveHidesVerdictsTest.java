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
 * While Predict asks a pupil what they saw, nothing beside the canvas says it for them: in every
 * lesson with Predict, in every language, no readout shown, no legend entry and not the canvas's
 * description for screen readers names the verdict,
 * in the words the canvas writes it in when it shows it, or in the words of Predict's own answers.
 */
class ObserveHidesVerdictsTest {

    static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void inObserveNoReadoutOrLegendEntryTellsTheVerdict(Locale language) throws Exception {
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
                List<String> answers = new ArrayList<>();
                while (mode.phase() == PredictMode.Phase.PREDICT) {
                    mode.question().choices().stream().map(Question.Choice::label).forEach(answers::add);
                    mode.answer(1);
                }
                assertThat(mode.phase()).as(entry.id()).isEqualTo(PredictMode.Phase.OBSERVE);
                assertThat(model.verdictsShown()).isFalse();
                List<String> written = verdictsWritten(model);
                assertThat(written).as("%s: the canvas's verdicts", entry.id()).isNotEmpty();
                List<String> readouts = new ArrayList<>();
                model.readoutsShown().forEach(t -> t.rows().forEach(r -> readouts.addAll(r.values())));
                List<String> legend = legend(model, images).entries().stream().map(CanvasLegend.Entry::text).toList();
                String where = entry.id() + " in OBSERVE (" + language + ")";
                assertNoneSays(readouts, written, where + ", a readout");
                assertNoneSays(legend, written, where + ", the legend");
                assertNoneSays(legend, answers, where + ", the legend");
                List<String> description = List.of(canvas.getAccessibleContext().getAccessibleDescription());
                assertNoneSays(description, written, where + ", the canvas's description for screen readers");
                assertNoneSays(description, answers, where + ", the canvas's description for screen readers");
                List<String> strip = List.of(strip(canvas));
                assertNoneSays(strip, written, where + ", the canvas's status strip");
                String headline = model.lesson().headline();
                if (headline != null) {
                    // Compared with every kind of space as one: the strip keeps a number and its unit together.
                    assertThat(strip.get(0).replaceAll("\\s|\u00a0|\u202f", " ")).as("%s, the strip leaves out the lesson's headline, which names the outcome", where)
                            .doesNotContain(headline.replaceAll("\\s|\u00a0|\u202f", " "));
                }
                asked++;
            }
            return asked;
        });
        assertThat(lessons).as("lessons with Predict").isGreaterThanOrEqualTo(2);
    }

    /**
     * The rows whose values decide the outcome of the moment a pupil is asked about, as surely as
     * its verdict: how far apart the centres are against the reach of the circles, where the last
     * reset happened, GJK's simplex, distance so far and how unsure, closest points and why it
     * stopped. The rows shown in Observe must be the same whether the moment is a hit or a miss, so
     * none of these may show there.
     */
    static final Map<String, List<String>> WORKING = Map.of(
            org.spriteplayground.lesson.FlyingJets.ID, List.of("jets.centreDistance", "jets.lastResetX", "jets.resets"),
            org.spriteplayground.lesson.minkowski.MinkowskiLesson.ID, List.of("minkowski.row.sofar", "minkowski.row.simplex",
                    "minkowski.row.onP", "minkowski.row.onQ", "minkowski.row.gap", "minkowski.row.distance", "minkowski.row.stop", "minkowski.row.unsure"));

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void inObserveNoRowOfTheWorkingThatDecidesTheOutcomeIsShown(Locale language) {
        List<String> shownWorking = Texts.inLanguage(language, () -> {
            List<String> found = new ArrayList<>();
            for (Map.Entry<String, List<String>> lesson : WORKING.entrySet()) {
                Playground model = new Playground(Lessons.byId(lesson.getKey()).orElseThrow(), SpriteLibrary.bundled());
                PredictMode mode = new PredictMode(model);
                mode.setOn(true);
                for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
                    model.tick();
                }
                while (mode.phase() == PredictMode.Phase.PREDICT) {
                    mode.answer(1);
                }
                assertThat(mode.phase()).as(lesson.getKey()).isEqualTo(PredictMode.Phase.OBSERVE);
                List<String> shown = new ArrayList<>();
                model.readoutsShown().forEach(t -> t.rows().forEach(r -> shown.add(r.key())));
                assertThat(shown).as("%s in OBSERVE: rows shown", lesson.getKey()).isNotEmpty();
                shown.stream().filter(lesson.getValue()::contains).map(key -> lesson.getKey() + ": " + key).forEach(found::add);
            }
            return found;
        });
        assertThat(shownWorking).as("in OBSERVE (%s), rows of the working that decides the outcome", language).isEmpty();
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
    private static CanvasLegend legend(Playground model, Map<String, BufferedImage> images) {
        BufferedImage image = new BufferedImage(800, 600, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            return SceneRenderer.paint(g, image, 800, 600, model.simulation().world(), model.overlays(), images, 1.0, model.verdictsShown());
        } finally {
            g.dispose();
        }
    }
}
