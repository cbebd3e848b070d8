package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The GIFT of every lesson, in every language, parses with GIFT's grammar as Moodle reads it:
 * {@code ::title::}, the text, then the answer block in braces, holding a numerical answer
 * {@code #n:t}, or choices of which exactly one is {@code =}, or one {@code =answer}, and the
 * general feedback after {@code ####}; special characters escaped, a blank line between questions.
 */
class GiftTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    /** A run of text in which every one of GIFT's special characters is escaped. */
    private static final String ESCAPED = "(?:[^~=#{}:\\\\]|\\\\[~=#{}:])*";
    /** The answer block's own marks ({@code = ~ # :}) stand bare in it; braces only escaped. */
    private static final String ANSWERS = "(?:[^{}\\\\]|\\\\[~=#{}:])*?";
    private static final Pattern QUESTION = Pattern.compile("::(" + ESCAPED + ")::(" + ESCAPED + ") \\{(" + ANSWERS + ")####(" + ESCAPED + ")\\}");
    private static final Pattern NUMERICAL = Pattern.compile("#(-?\\d+(?:\\.\\d+)?):(\\d+(?:\\.\\d+)?)");
    private static final Pattern CHOICE = Pattern.compile("\\s*([=~])(" + ESCAPED + "?)(?=\\s*[=~]|$)");

    /** One question as the grammar reads it. */
    record Parsed(String title, String text, String answers, String feedback) {
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyLessonsQuizParsesAndSaysWhatTheBankHolds(Locale language) throws Exception {
        List<Bank> banks = QuizCases.all(language).stream().map(QuizCases.Case::bank).toList();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Format.GIFT.write(banks, bytes);
        List<Parsed> parsed = parse(bytes.toString(StandardCharsets.UTF_8));
        List<Item> items = banks.stream().flatMap(b -> b.items().stream()).filter(item -> !item.needsFigure()).toList();
        assertThat(parsed).hasSameSizeAs(items);
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            Parsed p = parsed.get(i);
            assertThat(unescaped(p.title())).isEqualTo(item.name());
            assertThat(unescaped(p.text())).isEqualTo(item.text().replaceAll("\\R", " "));
            assertThat(unescaped(p.feedback())).isEqualTo(item.feedback().replaceAll("\\R", " ")).isNotBlank();
            if (item.answer() instanceof Item.Numerical n) {
                Matcher m = NUMERICAL.matcher(p.answers());
                assertThat(m.matches()).as("%s: %s", item.name(), p.answers()).isTrue();
                assertThat(new BigDecimal(m.group(1))).isEqualByComparingTo(n.value());
                assertThat(new BigDecimal(m.group(2))).isEqualByComparingTo(n.tolerance());
            } else if (item.answer() instanceof Item.Choices c) {
                List<String> marks = choices(p.answers());
                assertThat(marks).hasSize(c.choices().size());
                assertThat(marks.stream().filter(s -> s.startsWith("="))).as(p.answers()).hasSize(1);
                assertThat(unescaped(marks.get(c.right()).substring(1))).isEqualTo(c.choices().get(c.right()));
            } else {
                assertThat(p.answers()).as("%s: an essay has no answers", item.name()).isEmpty();
            }
        }
    }

    @Test
    void specialCharactersAreEscapedAndTheGrammarRefusesThemBare() {
        assertThat(Gift.escaped("a=b ~c #d {e} f:g")).isEqualTo("a\\=b \\~c \\#d \\{e\\} f\\:g");
        assertThat(QUESTION.matcher("::t::a=b {=x####f}").matches()).isFalse();
        assertThat(QUESTION.matcher("::t::a\\=b {=x####f}").matches()).isTrue();
    }

    /** Reads {@code gift}: "$CATEGORY:" lines and questions, each on its own line, a blank line after each. */
    static List<Parsed> parse(String gift) {
        List<Parsed> out = new ArrayList<>();
        String[] blocks = gift.split("\n\n", -1);
        assertThat(blocks[blocks.length - 1]).as("the file ends with a blank line").isEmpty();
        for (int i = 0; i < blocks.length - 1; i++) {
            String block = blocks[i];
            if (block.startsWith("$CATEGORY: ")) {
                assertThat(block).doesNotContain("\n");
                continue;
            }
            Matcher m = QUESTION.matcher(block);
            assertThat(m.matches()).as("a GIFT question: %s", block).isTrue();
            out.add(new Parsed(m.group(1), m.group(2), m.group(3), m.group(4)));
        }
        return out;
    }

    private static List<String> choices(String answers) {
        List<String> out = new ArrayList<>();
        Matcher m = CHOICE.matcher(answers);
        int end = 0;
        while (m.find() && m.start() == end) {
            out.add(m.group(1) + m.group(2).strip());
            end = m.end();
        }
        assertThat(end).as("choices: %s", answers).isEqualTo(answers.length());
        return out;
    }

    private static String unescaped(String text) {
        return text.replaceAll("\\\\([~=#{}:])", "$1");
    }
}
