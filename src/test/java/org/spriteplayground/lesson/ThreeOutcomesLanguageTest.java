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
 * Three outcomes' verdict reads in the pupil's language on the canvas, in the readout and in
 * Predict's reveal (not "TOUCHING" in German and French); only the row that quotes
 * seed 000 keeps the seed's own name, as code with its translation beside it, and says so.
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
        assertThat(row(Texts.text("three.outcome"))).isEqualTo("BERÜHREND");
        assertThat(canvasTexts()).contains("BERÜHREND").doesNotContain("TOUCHING");
        assertThat(Outcome.TOUCHING.words()).isEqualTo("BERÜHREND");
        assertThat(Outcome.APART.words()).isEqualTo("KEINE KOLLISION");
        assertThat(Outcome.OVERLAPPING.words()).isEqualTo("ÜBERLAPPEND");
        assertThat(row(Texts.text("three.seed"))).isEqualTo("TOUCHING (berührend)");
        assertThat(seedRow().label() + " " + seedRow().help()).contains("eigenen Namen").contains("TOUCHING (berührend)");
    }

    @Test
    void theVerdictIsFrenchWhereverItShows() {
        preset("Overlapping");
        Texts.use(Locale.FRENCH);
        assertThat(row(Texts.text("three.outcome"))).isEqualTo("CHEVAUCHEMENT");
        assertThat(canvasTexts()).contains("CHEVAUCHEMENT").doesNotContain("OVERLAPPING");
        assertThat(Outcome.TOUCHING.words()).isEqualTo("EN CONTACT");
        assertThat(row(Texts.text("three.seed"))).isEqualTo("OVERLAPPING (chevauchement)");
        assertThat(seedRow().label() + " " + seedRow().help()).contains("propres noms").contains("OVERLAPPING (chevauchement)");
    }

    @Test
    void englishKeepsItsVerdicts() {
        preset("Worked example");
        assertThat(row("outcome")).isEqualTo("NO_COLLISION");
        assertThat(canvasTexts()).contains("NO_COLLISION");
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
