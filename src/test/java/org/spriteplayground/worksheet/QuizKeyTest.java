package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.quiz.Item;
import org.spriteplayground.quiz.QuizCases;

/**
 * A quiz asks the worksheet's questions of the same scene, in order, and each numerical answer is
 * the number the worksheet's answer key prints, read here through the key's own questions
 * ({@link Questions#of}) with the language's number format, not through the quiz's reading.
 */
class QuizKeyTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyNumericalAnswerIsTheAnswerKeysNumber(Locale language) {
        int numerical = Texts.inLanguage(language, () -> {
            int count = 0;
            for (QuizCases.Case c : QuizCases.all(language)) {
                List<Questions.Question> key = Questions.of(c.shown().lesson());
                List<Item> items = c.bank().items();
                boolean predict = c.shown().lesson().prediction().isPresent();
                // The quiz asks the worksheet's questions it can, in the key's order, then Predict's prediction with its why.
                List<String> asked = key.stream().map(q -> q.stated() == null ? q.text() : q.stated()).toList();
                int worksheet = predict ? items.size() - 1 : items.size();
                assertThat(items.subList(0, worksheet)).as(c.shown().entry().id()).extracting(Item::text).isSubsetOf(asked)
                        .isSortedAccordingTo(java.util.Comparator.comparingInt(asked::indexOf));
                if (predict) {
                    assertThat(items.get(worksheet).answer()).isInstanceOf(Item.Choices.class);
                }
                for (Item item : items.subList(0, worksheet)) {
                    int i = asked.indexOf(item.text());
                    if (item.answer() instanceof Item.Numerical n && key.get(i).quiz().isEmpty()) {
                        String printed = key.get(i).answer().strip();
                        ParsePosition at = new ParsePosition(0);
                        Number number = NumberFormat.getInstance(Texts.numbers()).parse(printed.replace('\u2212', '-'), at);
                        assertThat(number).as("%s: %s", item.name(), printed).isNotNull();
                        assertThat(n.value()).as("%s: %s", item.name(), printed).isEqualByComparingTo(new BigDecimal(number.toString()));
                        assertThat(printed.substring(at.getIndex()).strip()).isEqualTo(n.unit());
                        int decimals = Math.max(0, n.value().scale());
                        assertThat(n.tolerance()).isEqualByComparingTo(BigDecimal.ONE.movePointLeft(decimals).divide(BigDecimal.valueOf(2)));
                        assertThat(item.feedback()).contains(printed);
                        count++;
                    }
                }
            }
            return count;
        });
        assertThat(numerical).as("numerical questions in all lessons (counts of a run are not asked)").isGreaterThanOrEqualTo(8);
    }
}
