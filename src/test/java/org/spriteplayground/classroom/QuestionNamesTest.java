package org.spriteplayground.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.PresetScenes;

/**
 * Every question a class's answers can hold, of every lesson, in every language, is named so a
 * teacher can tell which it is: a preset's question by the preset's name as its button reads
 * ("Three outcomes · Overlapping"), never "preset 3", and with single spaces only.
 */
class QuestionNamesTest {

    static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyQuestionIsNamedInWordsWithSingleSpaces(Locale language) {
        List<String> names = Texts.inLanguage(language, () -> {
            List<String> out = new ArrayList<>();
            for (Lessons.Entry entry : Lessons.ALL) {
                out.add(new ClassResults.Row(entry.id(), "next-contact", "step 200", 1, Map.of()).name()); // not shown
                for (int n = 1; PresetScenes.name(entry.id(), n).isPresent(); n++) {
                    String name = new ClassResults.Row(entry.id(), "preset-" + n, "", 1, Map.of()).name(); // not shown
                    assertThat(name).as("%s preset %d", entry.id(), n).endsWith(" · " + PresetScenes.name(entry.id(), n).orElseThrow());
                    out.add(name);
                }
            }
            return out;
        });
        assertThat(names).hasSizeGreaterThan(Lessons.ALL.size());
        assertThat(names).allSatisfy(name -> assertThat(name).as(language.toString())
                .doesNotContainPattern("[\\s\\p{Z}]{2}").doesNotContainPattern("(?iu)\\b(preset|voreinstellung|préréglage)\\b"));
    }
}
