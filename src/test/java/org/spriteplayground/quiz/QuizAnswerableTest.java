package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.worksheet.AnswerKey;

/**
 * Every lesson's quiz, in every language and both formats, can be answered from what it gives
 * and gives no answer away: no question states its own answer, no two questions have the same right answer
 * (a multiple choice offers all it declares, {@link FairlyMarkedTest}, since a choice left out would tell
 * what another question's answer is); a question about the lesson as it stands (its answer
 * worked out from the readouts) carries the figure in Moodle XML and is left out of GIFT, which
 * holds no pictures, unless it declares that its text states the numbers it is worked out from (a
 * number in the text, "64-bit words", does not); one whose answer is a number worked out from the
 * readouts, which a quiz does not show, is not asked unless it is read off the picture or its text
 * states the numbers; a question names a sprite in its own language; and no question points at a canvas
 * the quiz does not have.
 */
class QuizAnswerableTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void noQuestionGivesAnotherAway(Locale language) {
        for (QuizCases.Case c : QuizCases.all(language)) {
            Map<String, String> rightOf = new HashMap<>();
            for (Item item : c.bank().items()) {
                String earlier = rightOf.put(right(item), item.name());
                assertThat(earlier).as("%s: %s and %s have the same answer \"%s\"", language, earlier, item.name(), right(item)).isNull();
            }
        }
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void aQuestionOnTheSceneCarriesItsFigureOrIsLeftOut(Locale language) throws Exception {
        for (QuizCases.Case c : QuizCases.all(language)) {
            List<AnswerKey.Entry> entries = Texts.inLanguage(language, () -> AnswerKey.of(c.shown().lesson()));
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            Format.GIFT.write(List.of(c.bank()), bytes);
            String gift = bytes.toString(StandardCharsets.UTF_8);
            for (AnswerKey.Entry e : entries) {
                List<Item> asked = c.bank().items().stream().filter(item -> item.text().equals(e.stated())).toList();
                if (asked.isEmpty() || !e.readsReadouts()) {
                    continue;
                }
                Item item = asked.get(0);
                assertThat(item.answer() instanceof Item.Numerical && !e.onFigure() && !e.statesNumbers())
                        .as("%s: %s asks a number worked out from readouts that neither its text nor the picture shows", language, item.name()).isFalse();
                assertThat(item.figure()).as("%s: %s is about the scene", language, item.name()).isNotNull();
                if (e.statesNumbers()) {
                    assertThat(gift).as("%s: %s states its numbers", language, item.name()).contains("::" + Gift.escaped(item.name()) + "::");
                } else {
                    assertThat(gift).as("%s: GIFT has no picture for %s", language, item.name()).doesNotContain("::" + Gift.escaped(item.name()) + "::");
                }
            }
            for (Item item : c.bank().items()) {
                assertThat(!item.needsFigure() || item.figure() != null).as("%s: %s", language, item.name()).isTrue();
            }
            for (Item item : c.bank().items()) {
                assertThat(item.text().toLowerCase(Locale.ROOT)).as("%s: %s", language, item.name()).doesNotContain("canvas", "zeichenfläche", "zone de dessin");
            }
        }
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void aQuestionNamesTheSpritesInItsLanguage(Locale language) {
        List<String> keys = Texts.inLanguage(language, () -> SpriteLoader.BUNDLED.stream().filter(id -> !SpriteLibrary.shownName(id).equals(id)).toList());
        for (QuizCases.Case c : QuizCases.all(language)) {
            for (Item item : c.bank().items()) {
                List<String> texts = new java.util.ArrayList<>(List.of(item.text(), item.feedback()));
                if (item.answer() instanceof Item.Choices choices) {
                    texts.addAll(choices.choices());
                }
                for (String key : keys) {
                    Pattern word = Pattern.compile("(?<![\\p{L}-])" + Pattern.quote(key) + "(?![\\p{L}-])");
                    assertThat(texts).as("%s: %s names the sprite %s in English", language, item.name(), key).noneMatch(t -> word.matcher(t).find());
                }
            }
        }
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void noQuestionStatesItsOwnAnswer(Locale language) {
        for (QuizCases.Case c : QuizCases.all(language)) {
            for (Item item : c.bank().items()) {
                Texts.inLanguage(language, () -> stated(item)).ifPresent(answer ->
                        assertThat(spaced(item.text())).as("%s: %s states its answer \"%s\"", language, item.name(), answer).doesNotContain(answer));
            }
        }
    }

    /**
     * Returns the measure a pupil would write as {@code item}'s answer, as the question's text would
     * state it (a number with its unit, in the language in force): a typed-in number's, or the one an
     * essay's answer begins with; a bare count has none, since "how many axes" may well name a count of corners.
     */
    private static Optional<String> stated(Item item) {
        if (item.answer() instanceof Item.Numerical n && !n.unit().isBlank()) {
            return Optional.of(spaced(Text.number(n.value().doubleValue(), Math.max(0, n.value().stripTrailingZeros().scale())) + " " + n.unit()));
        } else if (item.answer() instanceof Item.Essay e) {
            Matcher leading = Pattern.compile("^([-\\d.,\u2212]+ ?(px|°|ms|ns))").matcher(spaced(e.key().strip()));
            return leading.find() ? Optional.of(leading.group(1)) : Optional.empty();
        }
        return Optional.empty();
    }

    /** Returns {@code text} with every kind of space (no-break, narrow, thin) as a plain one. */
    private static String spaced(String text) {
        return text.replaceAll("[\\s\u00a0\u2007\u2009\u202f]", " ");
    }

    /** Returns the answer a pupil gives to {@code item}, as the test reads it: a number with its unit, the right choice, the word. */
    private static String right(Item item) {
        if (item.answer() instanceof Item.Numerical n) {
            return folded(n.value().stripTrailingZeros().toPlainString() + " " + n.unit());
        } else if (item.answer() instanceof Item.Choices c) {
            return folded(c.choices().get(c.right()));
        }
        return folded(((Item.Essay) item.answer()).key());
    }

    private static String folded(String text) {
        return text.strip().toLowerCase(Locale.ROOT);
    }
}
