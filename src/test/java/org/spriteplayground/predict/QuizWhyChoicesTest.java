package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.Prediction.NextPreset;
import org.spriteplayground.quiz.Item;
import org.spriteplayground.quiz.QuizCases;

/**
 * A quiz's Predict question, the answer with its reason, offers three or four explanations, as
 * issue 27 asks: all different, exactly one right, the explanation of every outcome the kind of
 * question has (one left out would tell the pupil what the answer is not), the rest the lesson's
 * own misconceptions; in every lesson with Predict and every language.
 */
class QuizWhyChoicesTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void threeOrFourExplanationsOneRightEveryOutcomeOffered(Locale language) {
        int asked = 0;
        for (QuizCases.Case c : QuizCases.all(language)) {
            Prediction kind = c.shown().lesson().prediction().orElse(null);
            if (kind == null) {
                continue;
            }
            String id = c.shown().entry().id();
            Item item = c.bank().items().get(c.bank().items().size() - 1);
            assertThat(item.name()).as(id).isEqualTo(id + " " + Texts.inLanguage(language, () -> Texts.text("quiz.predict")));
            Item.Choices choices = (Item.Choices) item.answer();
            List<Stages.Pick> all = kind instanceof NextPreset preset ? Stages.form(preset).why() : Stages.JETS_WHY;
            List<String> outcomes = Texts.inLanguage(language, () -> all.stream().filter(p -> p.outcome() != null).map(p -> Texts.text(p.key())).toList());
            List<String> misconceptions = Texts.inLanguage(language, () -> all.stream().filter(p -> p.outcome() == null).map(p -> Texts.text(p.key())).toList());
            assertThat(choices.choices()).as("%s (%s)", id, language).hasSizeBetween(3, 4).doesNotHaveDuplicates()
                    .containsAll(outcomes).allMatch(choice -> outcomes.contains(choice) || misconceptions.contains(choice));
            assertThat(outcomes).as("%s (%s): the right one explains what the step brought", id, language).contains(choices.choices().get(choices.right()));
            asked++;
        }
        assertThat(asked).as("lessons with Predict").isGreaterThanOrEqualTo(5);
    }
}
