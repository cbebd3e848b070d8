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
                    String printed = key.get(i).answer().strip();
                    Printed number = key.get(i).quiz().isEmpty() ? Printed.of(printed) : null;
                    if (number != null) {
                        assertThat(item.answer()).as("%s: the key's answer %s is a number", item.name(), printed).isInstanceOf(Item.Numerical.class);
                    }
                    if (item.answer() instanceof Item.Numerical n && key.get(i).quiz().isEmpty()) {
                        assertThat(number).as("%s: %s", item.name(), printed).isNotNull();
                        assertThat(n.value()).as("%s: %s", item.name(), printed).isEqualByComparingTo(number.value());
                        assertThat(number.unit()).isEqualTo(n.unit());
                        assertThat(n.tolerance()).isEqualByComparingTo(BigDecimal.ONE.movePointLeft(number.value().scale()).divide(BigDecimal.valueOf(2)));
                        assertThat(item.feedback()).contains(printed);
                        count++;
                    }
                }
            }
            return count;
        });
        assertThat(numerical).as("numerical questions in all lessons (counts of a run are not asked)").isGreaterThanOrEqualTo(8);
    }

    /**
     * A number as the key prints it, in the language's format, perhaps times a raised power of ten
     * ("5.9605 × 10⁻⁸ px"), with its unit.
     */
    private record Printed(BigDecimal value, String unit) {

        private static final java.util.regex.Pattern POWER = java.util.regex.Pattern.compile("^\\s*×\\s*10([⁻]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)");

        /** Returns {@code printed} read as a number and a unit holding no digit, or null if it is none. */
        static Printed of(String printed) {
            ParsePosition at = new ParsePosition(0);
            Number number = NumberFormat.getInstance(Texts.numbers()).parse(printed.replace('\u2212', '-'), at);
            if (number == null) {
                return null;
            }
            // The printed digits, not the parsed double's: the key's last digit sets the tolerance.
            String digits = printed.substring(0, at.getIndex()).replace('\u2212', '-')
                    .replace(String.valueOf(java.text.DecimalFormatSymbols.getInstance(Texts.numbers()).getGroupingSeparator()), "")
                    .replace(java.text.DecimalFormatSymbols.getInstance(Texts.numbers()).getDecimalSeparator(), '.');
            BigDecimal value = new BigDecimal(digits);
            String rest = printed.substring(at.getIndex());
            java.util.regex.Matcher power = POWER.matcher(rest);
            if (power.find()) {
                int exponent = 0;
                for (char c : power.group(2).toCharArray()) {
                    exponent = exponent * 10 + "⁰¹²³⁴⁵⁶⁷⁸⁹".indexOf(c);
                }
                value = value.scaleByPowerOfTen(power.group(1).isEmpty() ? exponent : -exponent);
                rest = rest.substring(power.end());
            }
            String unit = rest.strip();
            return unit.matches("[^0-9(),;:]*") ? new Printed(value, unit) : null;
        }
    }
}
