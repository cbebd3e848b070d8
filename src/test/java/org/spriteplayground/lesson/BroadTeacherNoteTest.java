package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;

/**
 * The broad-phase note for the teacher says what the time rows show, in every language: each
 * method's fastest and slowest step of the last {@value StepTimes#WINDOW}, not a mean.
 */
class BroadTeacherNoteTest {

    /** Per language: the words for the two rows' statistics, and the word for a mean. */
    private static final Map<Locale, String[]> WORDS = Map.of(
            Locale.ENGLISH, new String[] {"fastest", "slowest", "mean"},
            Locale.GERMAN, new String[] {"schnellste", "langsamste", "Mittel"},
            Locale.FRENCH, new String[] {"plus rapide", "plus lent", "moyenne"});

    @Test
    void theNoteNamesTheFastestAndSlowestStepOfTheWindowAndNoMean() {
        BroadPhases lesson = new BroadPhases(LessonsTest.SPRITES);
        WORDS.forEach((language, words) -> {
            String note = Texts.inLanguage(language, lesson::teacherNote);

            assertThat(note).as(language.toString()).contains(words[0], words[1], String.valueOf(StepTimes.WINDOW)).doesNotContain(words[2]);
        });
    }
}
