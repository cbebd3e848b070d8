package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Every quiz question of every lesson, in every language, is one a learning platform marks fairly:
 * a number (marked within its tolerance), or a choice among a few named answers of which exactly one
 * is right and none repeats, or words the teacher marks. A typed answer a platform matches letter by
 * letter ("no", "corner", "6 of 6", "TOUCHING, as …") would mark a pupil who types "No." or "6"
 * wrong, so no question asks for typed words.
 */
class FairlyMarkedTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyQuestionIsANumberOrAChoiceOrAnEssay(Locale language) {
        for (QuizCases.Case c : QuizCases.all(language)) {
            for (Item item : c.bank().items()) {
                assertThat(item.answer()).as("%s (%s): a platform marks it fairly", item.name(), language)
                        .isInstanceOfAny(Item.Numerical.class, Item.Choices.class, Item.Essay.class);
                if (item.answer() instanceof Item.Choices ch) {
                    assertThat(ch.choices()).as("%s (%s)", item.name(), language).hasSizeBetween(2, 6).doesNotHaveDuplicates();
                    assertThat(ch.right()).isBetween(0, ch.choices().size() - 1);
                }
            }
        }
    }

    /**
     * A question whose answer is one of a few named outcomes, verdicts, cases or angle sets (yes or
     * no; touching or apart; the angle-radius method's steps) is a multiple choice among them, and
     * one whose answer is a count is a number: neither is left to the teacher's marking.
     */
    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void outcomesAndAngleSetsAreChoicesAndCountsAreNumbers(Locale language) {
        java.util.Map<String, Item> byName = new java.util.HashMap<>();
        QuizCases.all(language).forEach(c -> c.bank().items().forEach(i -> byName.put(i.name(), i)));
        for (String name : List.of("flying-jets 1", "flying-jets 2", "three-outcomes 1", "minkowski 1", "robustness 3", "robustness 4", "angle-radius 1",
                "angle-radius 3", "border-crossings 1")) {
            assertThat(byName).as(language.toString()).containsKey(name);
            assertThat(byName.get(name).answer()).as(name).isInstanceOf(Item.Choices.class);
        }
        assertThat(byName.get("three-outcomes 2").answer()).as("three-outcomes 2").isInstanceOf(Item.Numerical.class);
    }

    /**
     * A multiple choice offers every value its question declares (all three verdicts of a
     * tolerance, both of yes and no), right answer first: one left out because another question
     * answers it would tell the pupil that question's answer.
     */
    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyMultipleChoiceOffersEveryValueItsQuestionDeclares(Locale language) {
        for (QuizCases.Case c : QuizCases.all(language)) {
            List<List<String>> declared = org.spriteplayground.i18n.Texts.inLanguage(language,
                    () -> org.spriteplayground.worksheet.AnswerKey.of(c.shown().lesson()).stream().map(e -> e.quiz()).filter(q -> q.size() > 1).toList()); // not shown
            for (Item item : c.bank().items()) {
                if (item.answer() instanceof Item.Choices ch && item.name().matches(".* \\d+")) {
                    assertThat(declared).as("%s (%s): its choices are those its question declares", item.name(), language)
                            .anySatisfy(d -> assertThat(folded(ch.choices())).containsExactlyInAnyOrderElementsOf(folded(d)));
                }
            }
        }
    }

    /** Returns {@code texts} in lower case: a quiz may start a choice with a capital. */
    private static List<String> folded(List<String> texts) {
        return texts.stream().map(t -> t.toLowerCase(Locale.ROOT)).toList();
    }
}
