package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sprite.SpriteLibrary;

/** Preset buttons read in the language in force, every lesson's, with the scene's own title as the English. */
class PresetNamesTest {

    @Test
    void everyPresetHasItsNameAndTooltipInTheBundlesAndTheEnglishIsTheScenes() {
        for (Lessons.Entry entry : Lessons.ALL) {
            PresetScenes.Loaded loaded = PresetScenes.read(entry.id());
            for (int i = 0; i < loaded.scenes().size(); i++) {
                Scene scene = loaded.scenes().get(i);
                String key = PresetScenes.key(entry.id(), loaded.files().get(i));
                assertThat(Texts.has(key)).as(key).isTrue();
                assertThat(Texts.neutrally(() -> Texts.text(key))).as(key).isEqualTo(scene.title());
                assertThat(Texts.neutrally(() -> Texts.text(key + ".tip"))).as(key).isEqualTo(scene.description());
            }
        }
    }

    @Test
    void presetButtonsReadInGermanAndFrench() {
        try {
            Texts.use(Locale.GERMAN);
            assertThat(names("three-outcomes")).contains("Durchgerechnetes Beispiel");
            assertThat(names("tunnelling")).contains("Geschoss: 55\u00A0px/Schritt");
            assertThat(names("stress")).contains("10.000 Jets");
            assertThat(tips("three-outcomes")).anyMatch(tip -> tip.contains("d² = 38.125"));
            Texts.use(Locale.FRENCH);
            assertThat(names("border-crossings")).contains("Pas de collision");
            assertThat(names("separating-axes")).contains("Enveloppes frôlées");
        } finally {
            Texts.use(null);
        }
    }

    private static List<String> names(String lessonId) {
        return PresetScenes.of(lesson(lessonId)).stream().map(Preset::name).toList();
    }

    private static List<String> tips(String lessonId) {
        return PresetScenes.of(lesson(lessonId)).stream().map(Preset::description).toList();
    }

    private static Lesson lesson(String id) {
        return Lessons.ALL.stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow().factory().apply(SpriteLibrary.bundled());
    }
}
