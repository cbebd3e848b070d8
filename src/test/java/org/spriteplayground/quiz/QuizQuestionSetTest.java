package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Every lesson's quiz asks the same questions in every language, at least two in each format, and
 * says nothing that answers another: a question's feedback holds no other question's right answer,
 * and no question speaks as the window does of its next preset ("Next: …").
 */
class QuizQuestionSetTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    /** The window's lead-in for the next preset, in each language. */
    private static final Map<Locale, String> NEXT = Map.of(Locale.ENGLISH, "Next:", Locale.GERMAN, "Als Nächstes:", Locale.FRENCH, "Suivant :");

    private static final Pattern GIFT_NAME = Pattern.compile("(?m)^::((?:[^:\\\\]|\\\\.)*)::");

    @Test
    void everyLessonAsksTheSameQuestionsInEveryLanguageAndAtLeastTwoInEachFormat() throws Exception {
        for (Format format : Format.values()) {
            Map<String, List<String>> first = null;
            for (Locale language : LANGUAGES) {
                Map<String, List<String>> names = new LinkedHashMap<>();
                for (QuizCases.Case c : QuizCases.all(language)) {
                    List<String> asked = asked(c.bank(), format);
                    assertThat(asked).as("%s, %s, %s", c.shown().entry().id(), language, format).hasSizeGreaterThanOrEqualTo(2);
                    names.put(c.shown().entry().id(), asked.stream().map(QuizQuestionSetTest::languageFree).toList());
                }
                if (first == null) {
                    first = names;
                } else {
                    assertThat(names).as("%s, %s: the questions asked", language, format).isEqualTo(first);
                }
            }
        }
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void noFeedbackHoldsAnotherQuestionsAnswerAndNoQuestionSaysNext(Locale language) {
        for (QuizCases.Case c : QuizCases.all(language)) {
            for (Item item : c.bank().items()) {
                assertThat(item.text()).as("%s (%s)", item.name(), language).doesNotContain(NEXT.get(language));
                for (Item other : c.bank().items()) {
                    if (other != item) {
                        assertThat(item.feedback()).as("%s (%s): its feedback answers %s", item.name(), language, other.name())
                                .doesNotContainPattern("(?iu)(?<![\\w.,])" + Pattern.quote(other.right()) + "(?![\\w.,])");
                    }
                }
            }
        }
    }

    /** Returns the names of the questions {@code bank} asks in {@code format}, as written. */
    private static List<String> asked(Bank bank, Format format) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        format.write(List.of(bank), bytes);
        String written = bytes.toString(StandardCharsets.UTF_8);
        Matcher m = (format == Format.GIFT ? GIFT_NAME : Pattern.compile("<name>\\s*<text>([^<]*)</text>")).matcher(written);
        List<String> names = new ArrayList<>();
        while (m.find()) {
            names.add(m.group(1).replace("\\", ""));
        }
        return names;
    }

    /** Returns {@code name} with the word for Predict, which is the language's, as one word in every language. */
    private static String languageFree(String name) {
        return name.matches(".* \\d+") ? name : name.substring(0, name.lastIndexOf(' ')) + " predict";
    }
}
