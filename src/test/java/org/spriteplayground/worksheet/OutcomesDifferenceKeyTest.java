package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The three-outcomes answer key gives the difference (r₁ + r₂)² − d² the outcome rests on, as the
 * lesson shows it, for every preset in every language: d² and (r₁ + r₂)² rounded to three places
 * can print the same (2,500.000 and 2,500.000) while the outcome is no collision, and only the
 * difference (−5.9 × 10⁻¹²) shows why.
 */
class OutcomesDifferenceKeyTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyPresetsKeyGivesTheDifferenceTheOutcomeRestsOn(String language) {
        try {
            Texts.use(Locale.forLanguageTag(language));
            Lesson lesson = Lessons.byId(ThreeOutcomes.ID).orElseThrow().factory().apply(SpriteLibrary.bundled());
            List<Preset> presets = PresetScenes.of(lesson);
            assertThat(presets).isNotEmpty();
            for (Preset preset : presets) {
                preset.apply().run();
                String difference = Questions.readout(lesson, "three.difference", 0);
                List<String> answers = Questions.of(lesson).stream().map(Questions.Question::answer).toList();
                assertThat(answers).as("%s in %s", preset.name(), language).anyMatch(a -> a.contains(difference));
            }
        } finally {
            Texts.use(null);
        }
    }
}
