package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * No question of any lesson's quiz, at any of its presets, in any language, offers two choices
 * that read the same (compared without regard to case and spacing), nor two that share a value
 * where the right one is among them: "0°, 180°" beside "0°, 90°, 180°, 270°" asks which of two
 * right answers is meant.
 */
class NoEqualChoicesTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void noQuestionOffersTwoEqualChoicesAtAnyPreset(Locale language) {
        Texts.inLanguage(language, () -> {
            for (Lessons.Entry entry : Lessons.ALL) {
                Playground model = new Playground(entry, SpriteLibrary.bundled());
                int presets = PresetScenes.of(model.lesson()).size();
                for (int i = 0; i < presets; i++) {
                    Preset preset = PresetScenes.of(model.lesson()).get(i);
                    model.apply(preset);
                    List<String> sprites = model.lesson().flownSprite().map(c -> c.options()).orElse(List.of(""));
                    for (String sprite : sprites) {
                        model.lesson().flownSprite().ifPresent(c -> c.set().accept(sprite));
                        for (Item item : Bank.of(model, Map.of()).items()) {
                            if (item.answer() instanceof Item.Choices ch) {
                                assertThat(ch.choices().stream().map(c -> c.toLowerCase(Locale.ROOT).replaceAll("[\\s\\u00a0\\u202f]+", " ").strip()))
                                        .as("%s at %s, %s (%s)", item.name(), preset.name(), sprite, language).doesNotHaveDuplicates();
                                java.util.Set<String> right = values(ch.choices().get(ch.right()));
                                for (String wrong : ch.choices()) {
                                    if (wrong != ch.choices().get(ch.right())) {
                                        assertThat(values(wrong)).as("%s at %s, %s (%s): %s shares a value with the right %s", item.name(), preset.name(), sprite, language,
                                                wrong, right).doesNotContainAnyElementsOf(right);
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return null;
        });
    }

    /** Returns the values a choice lists ("0°, 180°"), or the choice itself when it is no list of short values. */
    private static java.util.Set<String> values(String choice) {
        return choice.matches("[^,]{1,12}(, [^,]{1,12})+") ? java.util.Set.of(choice.split(", ")) : java.util.Set.of(choice);
    }
}
