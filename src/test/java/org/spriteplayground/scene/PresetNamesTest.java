package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /**
     * Every number in a preset's name says what it counts or measures ("55 px/step", "45°",
     * "100 jets"), unless it only numbers the name ("Intersection 1", "Seed 004"), in every
     * language: a bare value after a colon ("Just too fast: 16") names no unit.
     */
    @Test
    void everyNumberInAPresetNameCarriesItsUnit() {
        Pattern number = Pattern.compile("\\d(?:[\\d.,\\u00a0\\u202f ]*\\d)?");
        List<String> bare = new ArrayList<>();
        try {
            for (Locale language : LANGUAGES) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    for (String name : names(entry.id())) {
                        Matcher m = number.matcher(name);
                        while (m.find()) {
                            boolean unitAfter = name.substring(m.end()).matches("[\\s\\u00a0]?[\\p{L}°%].*");
                            boolean numbersTheName = m.end() == name.length() && name.substring(0, m.start()).matches(".*\\p{L} ");
                            if (!unitAfter && !numbersTheName) {
                                bare.add(language + " " + entry.id() + ": " + name);
                            }
                        }
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(bare).as("preset names with a number but no unit").isEmpty();
    }

    /**
     * A preset a lesson's explanation or worksheet question names is named as its button reads,
     * in every language: when the English text names a preset (its name, or the part before the
     * colon, "Slow" for "Slow: 5 px/step"), each translation names that preset by its own button.
     */
    @Test
    void everyPresetATextNamesIsNamedAsItsButtonReads() {
        List<String> wrong = new ArrayList<>();
        try {
            for (Lessons.Entry entry : Lessons.ALL) {
                Texts.use(null);
                Lesson lesson = lesson(entry.id());
                List<String> english = names(entry.id()).stream().map(PresetNamesTest::head).toList();
                List<String> keys = new ArrayList<>(lesson.questions().stream().map(q -> q.key()).toList());
                Map<String, String> englishTexts = texts(lesson, keys);
                for (Locale language : LANGUAGES) {
                    Texts.use(language);
                    List<String> own = names(entry.id()).stream().map(PresetNamesTest::head).toList();
                    Map<String, String> ownTexts = texts(lesson(entry.id()), keys);
                    for (var text : englishTexts.entrySet()) {
                        for (int i = 0; i < english.size(); i++) {
                            if (Pattern.compile("\\b" + Pattern.quote(english.get(i)) + "\\b").matcher(text.getValue()).find()
                                    && !ownTexts.get(text.getKey()).contains(own.get(i))) {
                                wrong.add(language + " " + entry.id() + " " + text.getKey() + " does not name \"" + own.get(i) + "\"");
                            }
                        }
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(wrong).as("texts that name a preset otherwise than its button").isEmpty();
    }

    private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);

    /** Returns a preset's name up to its colon: what a sentence calls it. */
    private static String head(String name) {
        int colon = name.indexOf(':');
        return (colon < 0 ? name : name.substring(0, colon)).replace('\u00a0', ' ').strip();
    }

    /** Returns the lesson's explanation and its worksheet questions' texts, by key, in the language in force. */
    private static Map<String, String> texts(Lesson lesson, List<String> questionKeys) {
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("explanation", lesson.onScreen());
        for (String key : questionKeys) {
            texts.put(key, Texts.text(key));
        }
        return texts;
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
