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
                assertThat(items).as(c.shown().entry().id()).hasSize(key.size() + (predict ? 1 : 0)); // Predict's prediction with its why
                if (predict) {
                    assertThat(items.subList(key.size(), items.size())).allSatisfy(item -> assertThat(item.answer()).isInstanceOf(Item.Choices.class));
                }
                for (int i = 0; i < key.size(); i++) {
                    Item item = items.get(i);
                    assertThat(item.text()).isEqualTo(key.get(i).text());
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
                    } else if (item.answer() instanceof Item.Written w) {
                        assertThat(w.text()).isEqualTo(key.get(i).answer().strip());
                    }
                }
            }
            return count;
        });
        assertThat(numerical).as("numerical questions in all lessons").isGreaterThanOrEqualTo(10);
    }
}
