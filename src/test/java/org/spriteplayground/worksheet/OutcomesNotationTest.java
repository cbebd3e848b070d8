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
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The three-outcomes worksheet's questions write the radii as the screen, the lesson's text and the
 * worksheet's own readout table do, r₁ + r₂, never "(r1 + r2)²" in plain digits, in every language.
 */
class OutcomesNotationTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void theQuestionsWriteTheRadiiAsTheScreenDoes(String language) {
        try {
            Texts.use(Locale.forLanguageTag(language));
            Lesson lesson = Lessons.byId(ThreeOutcomes.ID).orElseThrow().factory().apply(SpriteLibrary.bundled());
            List<String> asked = Questions.of(lesson).stream().map(Questions.Question::text).toList();
            assertThat(asked).as("the questions in %s", language).noneMatch(q -> q.matches(".*\\br[12]\\b.*"));
            assertThat(asked).as("the questions in %s", language).anyMatch(q -> q.contains("(r₁ + r₂)²"));
        } finally {
            Texts.use(null);
        }
    }
}
