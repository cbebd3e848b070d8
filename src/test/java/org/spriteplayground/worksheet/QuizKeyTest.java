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
 * A quiz asks the worksheet's questions of the same scene, in order, and marks every answer the
 * key prints with a number as a number: each numerical answer, whether the key's whole answer or
 * the number its question declares the quiz marks ({@code WorksheetQuestion#quizzed}: "14 px" of
 * "more than 14 px"), is a number the worksheet's answer key prints, with its unit and digits,
 * read here through the key's own questions ({@link Questions#of}) with the language's number
 * format, not through the quiz's reading; and no question whose key holds a number is left to the
 * teacher as an essay.
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
                    String printed = key.get(asked.indexOf(item.text())).answer().strip();
                    assertThat(item.answer()).as("%s (%s): the key's answer \"%s\" holds a number, which the quiz marks", item.name(), language, printed)
                            .matches(answer -> !(answer instanceof Item.Essay) || !printed.matches("(?s).*\\d.*"));
                    if (item.answer() instanceof Item.Numerical n) {
                        assertThat(Printed.all(printed)).as("%s (%s): %s %s is a number the key \"%s\" prints", item.name(), language, n.value(), n.unit(), printed)
                                .anySatisfy(number -> {
                                    assertThat(n.value()).isEqualByComparingTo(number.value());
                                    assertThat(number.unit()).startsWith(n.unit());
                                    assertThat(number.unit().substring(n.unit().length())).doesNotContainPattern("^\\p{L}");
                                    assertThat(n.tolerance()).isEqualByComparingTo(BigDecimal.ONE.movePointLeft(number.value().scale()).divide(BigDecimal.valueOf(2)));
                                });
                        assertThat(item.feedback()).as("%s: the key's whole answer", item.name()).contains(printed);
                        count++;
                    }
                }
            }
            return count;
        });
        assertThat(numerical).as("numerical questions in all lessons").isGreaterThanOrEqualTo(16);
    }

    /**
     * A quiz question is named by its lesson and the number the worksheet prints before it, not by
     * how many questions the quiz kept before it, so that a teacher finds its answer on the key.
     */
    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyQuestionIsNumberedAsOnTheWorksheet(Locale language) {
        Texts.inLanguage(language, () -> {
            for (QuizCases.Case c : QuizCases.all(language)) {
                List<String> asked = Questions.of(c.shown().lesson()).stream().map(q -> q.stated() == null ? q.text() : q.stated()).toList();
                for (Item item : c.bank().items()) {
                    int i = asked.indexOf(item.text());
                    if (i >= 0) {
                        assertThat(item.name()).as("%s (%s)", item.text(), language).isEqualTo(c.shown().entry().id() + " " + (i + 1));
                    }
                }
            }
            return null;
        });
    }

    /**
     * A number as the key prints it, in the language's format, perhaps times a raised power of ten
     * ("5.9605 × 10⁻⁸ px"), with the key's text after it.
     */
    private record Printed(BigDecimal value, String after) {

        private static final java.util.regex.Pattern POWER = java.util.regex.Pattern.compile("^\\s*×\\s*10([⁻]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)");
        /** Where a number starts: a digit, or a minus before one, not inside another number or word. */
        private static final java.util.regex.Pattern START = java.util.regex.Pattern.compile("(?<![\\d\\p{L}.,\\u00a0\\u202f])[-\u2212]?\\d");

        /** Returns every number {@code printed} holds, in order. */
        static List<Printed> all(String printed) {
            List<Printed> out = new java.util.ArrayList<>();
            java.util.regex.Matcher start = START.matcher(printed);
            int from = 0;
            while (start.find(from)) {
                Printed number = at(printed, start.start());
                if (number == null) {
                    break;
                }
                out.add(number);
                from = printed.length() - number.after().length();
            }
            return out;
        }

        /** Returns the number printed at {@code index} with the text after it, or null if there is none. */
        private static Printed at(String printed, int index) {
            String text = printed.replace('\u2212', '-');
            ParsePosition at = new ParsePosition(index);
            Number number = NumberFormat.getInstance(Texts.numbers()).parse(text, at);
            if (number == null) {
                return null;
            }
            java.text.DecimalFormatSymbols symbols = java.text.DecimalFormatSymbols.getInstance(Texts.numbers());
            // The printed digits, not the parsed double's: the key's last digit sets the tolerance.
            String digits = text.substring(index, at.getIndex()).replace(String.valueOf(symbols.getGroupingSeparator()), "")
                    .replace(symbols.getDecimalSeparator(), '.');
            BigDecimal value = new BigDecimal(digits);
            String rest = text.substring(at.getIndex());
            java.util.regex.Matcher power = POWER.matcher(rest);
            if (power.find()) {
                int exponent = 0;
                for (char c : power.group(2).toCharArray()) {
                    exponent = exponent * 10 + "⁰¹²³⁴⁵⁶⁷⁸⁹".indexOf(c);
                }
                value = value.scaleByPowerOfTen(power.group(1).isEmpty() ? exponent : -exponent);
                rest = rest.substring(power.end());
            }
            return new Printed(value, rest);
        }

        /** Returns what follows the number up to the next digit, without the space before it: the unit it is printed with first. */
        String unit() {
            return after.replaceFirst("^[\\s\\u00a0\\u202f]+", "").replaceFirst("\\d(?s).*", "");
        }
    }
}
