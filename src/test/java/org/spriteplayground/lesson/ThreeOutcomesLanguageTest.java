package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.predict.Outcome;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

/**
 * Three outcomes' verdict reads in the pupil's own words, the words of Predict's buttons, on the
 * canvas, in the readout and in Predict's reveal, in every language (never the seed's constant
 * "TOUCHING"); only the row that quotes seed 000 keeps the seed's own name, as code with the
 * pupil's words beside it, and says so.
 */
class ThreeOutcomesLanguageTest {

    private final ThreeOutcomes lesson = new ThreeOutcomes();

    @AfterEach
    void backToTheJvmsLanguage() {
        Texts.use(null);
    }

    @Test
    void theVerdictIsGermanWhereverItShows() {
        preset("Full listing");
        Texts.use(Locale.GERMAN);
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.TOUCHING);
        assertThat(row(Texts.text("three.outcome"))).isEqualTo(Texts.text("predict.answer.touching")).isEqualTo("Berührend");
        assertThat(canvasTexts()).contains("Berührend").doesNotContain("TOUCHING");
        assertThat(Outcome.TOUCHING.words()).isEqualTo("berührend");
        assertThat(Outcome.APART.words()).isEqualTo("getrennt");
        assertThat(Outcome.OVERLAPPING.words()).isEqualTo("überlappend");
        assertThat(row(Texts.text("three.seed"))).isEqualTo("TOUCHING (berührend)");
        assertThat(seedRow().label() + " " + seedRow().help()).contains("eigenen Namen").contains("TOUCHING (berührend)");
    }

    @Test
    void theVerdictIsFrenchWhereverItShows() {
        preset("Overlapping");
        Texts.use(Locale.FRENCH);
        assertThat(row(Texts.text("three.outcome"))).isEqualTo(Texts.text("predict.answer.overlapping")).isEqualTo("En chevauchement");
        assertThat(canvasTexts()).contains("En chevauchement").doesNotContain("OVERLAPPING");
        assertThat(Outcome.TOUCHING.words()).isEqualTo("en contact");
        assertThat(row(Texts.text("three.seed"))).isEqualTo("OVERLAPPING (en chevauchement)");
        assertThat(seedRow().label() + " " + seedRow().help()).contains("propres noms").contains("OVERLAPPING (en chevauchement)");
    }

    @Test
    void englishShowsThePupilsWordsAndQuotesTheSeedsConstantBesideThem() {
        preset("Worked example");
        assertThat(row("outcome")).isEqualTo(Texts.text("predict.answer.apart")).isEqualTo("Apart");
        assertThat(canvasTexts()).contains("Apart").doesNotContain("NO_COLLISION");
        assertThat(Outcome.APART.words()).isEqualTo("apart");
        assertThat(row(Texts.text("three.seed"))).isEqualTo("NO_COLLISION (apart)");
    }

    private List<String> canvasTexts() {
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.NONE);
        return draw.marks().stream().filter(m -> m.shape() instanceof String).map(m -> (String) m.shape()).toList();
    }

    private void preset(String name) {
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply().run();
    }

    private ReadoutTable.Row seedRow() {
        return lesson.readouts().get(0).rows().stream().filter(r -> r.label().equals(Texts.text("three.seed"))).findFirst().orElseThrow();
    }

    private String row(String label) {
        return lesson.readouts().get(0).rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow().values().get(0);
    }
}
