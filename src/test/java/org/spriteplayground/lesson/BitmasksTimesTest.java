package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.bitmasks.BitmasksLesson;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The bitmasks lesson's times, as measured on this machine, in every language: each way's time per
 * test in nanoseconds, the median run with the fastest and slowest beside it, and never a figure
 * that rounds to 0; the row's tip says how they were measured.
 */
class BitmasksTimesTest {

    /** "240 (190–310)" in any language's digits: the median, then the range in brackets. */
    private static final Pattern MEDIAN_AND_RANGE = Pattern.compile("([\\d.,\\u00A0\\u202F]+) \\(([\\d.,\\u00A0\\u202F]+)–([\\d.,\\u00A0\\u202F]+)\\)");

    @AfterEach
    void englishAgain() {
        Texts.use(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void eachWaysTimeIsItsMedianRunInNanosecondsWithItsRange(String language) {
        Texts.use(Locale.forLanguageTag(language));
        BitmasksLesson lesson = new BitmasksLesson(SpriteLibrary.bundled());
        String measuring = Texts.text("bits.measuring");
        lesson.measured();
        org.spriteplayground.Gui.waitUntil(() -> !value(lesson.measured(), "bits.row.timePixels").equals(measuring), 120_000);
        for (String key : List.of("bits.row.timeWords", "bits.row.timePixels")) {
            String shown = value(lesson.measured(), key);
            Matcher m = MEDIAN_AND_RANGE.matcher(shown);
            assertThat(m.matches()).as("%s: %s", key, shown).isTrue();
            double median = number(m.group(1), language);
            double least = number(m.group(2), language);
            double most = number(m.group(3), language);
            assertThat(least).as("%s's fastest run: %s", key, shown).isPositive().isLessThanOrEqualTo(median);
            assertThat(median).as("%s: %s", key, shown).isLessThanOrEqualTo(most);
            assertThat(Texts.text(key)).as("the row's label").endsWith("(ns)");
            assertThat(Texts.text(key + ".tip")).as("the row's tip").isNotEmpty();
        }
    }

    private static double number(String shown, String language) {
        String plain = shown.replaceAll("[\\u00A0\\u202F ]", "");
        plain = language.equals("en") ? plain.replace(",", "") : plain.replace(".", "").replace(',', '.');
        return Double.parseDouble(plain);
    }

    private static String value(List<ReadoutTable> tables, String key) {
        return tables.stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key)).findFirst().orElseThrow().values().get(0);
    }
}
