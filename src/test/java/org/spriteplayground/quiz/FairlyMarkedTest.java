package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Every quiz question of every lesson, in every language, is one a learning platform marks fairly:
 * a number (marked within its tolerance), or a choice among a few named answers of which exactly one
 * is right and none repeats. A typed answer a platform matches letter by letter ("6 of 6", "0°, 90°,
 * 180°, 270°", "TOUCHING, as …") would mark a pupil who types "6" or "touching" wrong, so no
 * question asks for more than one typed word, nor for a typed number.
 */
class FairlyMarkedTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyQuestionIsANumberOrAChoiceOrOneWord(Locale language) {
        for (QuizCases.Case c : QuizCases.all(language)) {
            for (Item item : c.bank().items()) {
                if (item.answer() instanceof Item.Written w) {
                    assertThat(w.text()).as("%s (%s): a typed answer", item.name(), language).doesNotContainPattern("\\s|\\d");
                } else if (item.answer() instanceof Item.Choices ch) {
                    assertThat(ch.choices()).as("%s (%s)", item.name(), language).hasSizeBetween(2, 6).doesNotHaveDuplicates();
                    assertThat(ch.right()).isBetween(0, ch.choices().size() - 1);
                }
            }
        }
    }

    /**
     * A question whose answer is one of a few named outcomes or angle sets is a multiple choice, and
     * one whose answer is a count is a number: neither is left to the teacher's marking.
     */
    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void outcomesAndAngleSetsAreChoicesAndCountsAreNumbers(Locale language) {
        java.util.Map<String, Item> byName = new java.util.HashMap<>();
        QuizCases.all(language).forEach(c -> c.bank().items().forEach(i -> byName.put(i.name(), i)));
        for (String name : List.of("flying-jets 1", "flying-jets 2", "three-outcomes 1")) {
            assertThat(byName.get(name).answer()).as(name).isInstanceOf(Item.Choices.class);
        }
        assertThat(byName.get("three-outcomes 2").answer()).as("three-outcomes 2").isInstanceOf(Item.Numerical.class);
    }
}
