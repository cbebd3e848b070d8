package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.i18n.Texts;

/**
 * Every lesson of the catalogue, in English, German and French, explains itself in at most
 * {@value #MOST_WORDS} words, as its numbers are filled in, and keeps the deeper material for a
 * note for the teacher of its own: not empty, and not the explanation again.
 */
class PupilWordsTest {

    /** The most words an explanation on screen may take. */
    static final int MOST_WORDS = 80;

    /** A word holds a letter or a digit: a lone ":", "×" or "−" between words is not one. */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]");

    static List<Locale> languages() {
        return List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);
    }

    /** Returns how many words {@code text} has, a word being a run between spaces that holds a letter or digit. */
    static long words(String text) {
        return Arrays.stream(text.trim().split("\\s+")).filter(w -> WORD.matcher(w).find()).count();
    }

    @ParameterizedTest
    @MethodSource("languages")
    void everyExplanationTakesAtMostEightyWords(Locale language) {
        for (Lessons.Entry entry : Lessons.ALL) {
            String explanation = Texts.inLanguage(language, () -> entry.factory().apply(LessonsTest.SPRITES).onScreen());
            assertThat(words(explanation)).as("words in %s's explanation in %s: %s", entry.id(), language, explanation).isLessThanOrEqualTo(MOST_WORDS);
        }
    }

    @ParameterizedTest
    @MethodSource("languages")
    void everyLessonHasItsOwnNoteForTheTeacher(Locale language) {
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(LessonsTest.SPRITES);
            String note = Texts.inLanguage(language, lesson::teacherNote);
            assertThat(note).as("%s's note for the teacher in %s", entry.id(), language).isNotBlank()
                    .isNotEqualTo(Texts.inLanguage(language, lesson::explanation));
            if (language != Locale.ENGLISH) {
                assertThat(note).as("%s's note for the teacher is translated into %s", entry.id(), language)
                        .isNotEqualTo(Texts.inLanguage(Locale.ENGLISH, lesson::teacherNote));
            }
        }
    }

    @org.junit.jupiter.api.Test
    void aWordHoldsALetterOrADigit() {
        assertThat(words("Radius : 50,0 px × 2 − r₁")).isEqualTo(5);
    }
}
