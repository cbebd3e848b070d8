package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.BorderCrossings;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The border-crossings worksheet asks about r₀ + r₁ and |r₀ − r₁| as the lesson's text and table
 * write them, and its key answers both halves of questions 3 and 4: the number and the yes or no.
 */
class BorderQuestionsTest {

    private static List<Questions.Question> asked(String seedCase) {
        BorderCrossings lesson = (BorderCrossings) Lessons.byId("border-crossings").orElseThrow().factory().apply(SpriteLibrary.bundled());
        lesson.show(BorderCrossings.SEED_CASES.stream().filter(c -> c.name().equals(seedCase)).findFirst().orElseThrow());
        return Questions.of(lesson);
    }

    @Test
    void theQuestionsWriteTheRadiiAsTheTableDoes() {
        for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
            Texts.use(language);
            try {
                List<Questions.Question> questions = asked("No collision");
                assertThat(questions.get(2).text()).as(language.toString()).contains("r₀ + r₁").doesNotContain("r0");
                assertThat(questions.get(3).text()).as(language.toString()).contains("|r₀ − r₁|").doesNotContain("r0").doesNotContain(" - ");
            } finally {
                Texts.use(null);
            }
        }
    }

    @Test
    void separateCirclesAreFartherApartThanTheSumButNotCloserThanTheDifference() {
        List<Questions.Question> questions = asked("No collision");
        assertThat(questions.get(2).answer()).isEqualTo("4.00000 px: yes, d = 5.00000 px is larger, so the circles are separate");
        assertThat(questions.get(3).answer()).isEqualTo("0.00000 px: no, d = 5.00000 px is not smaller");
    }

    @Test
    void aCircleInsideTheOtherIsCloserThanTheDifference() {
        List<Questions.Question> questions = asked("Wholly inside");
        assertThat(questions.get(2).answer()).isEqualTo("7.00000 px: no, d = 1.00000 px is not larger");
        assertThat(questions.get(3).answer()).isEqualTo("3.00000 px: yes, d = 1.00000 px is smaller, so one circle is inside the other");
    }

    @Test
    void touchingCirclesAreNeitherAndTheGermanKeySaysSo() {
        Texts.use(Locale.GERMAN);
        try {
            List<Questions.Question> questions = asked("Single-point edge collision");
            assertThat(questions.get(2).answer()).isEqualTo("4,00000 px: nein, d = 4,00000 px ist nicht größer");
            assertThat(questions.get(3).answer()).isEqualTo("0,00000 px: nein, d = 4,00000 px ist nicht kleiner");
        } finally {
            Texts.use(null);
        }
    }
}
