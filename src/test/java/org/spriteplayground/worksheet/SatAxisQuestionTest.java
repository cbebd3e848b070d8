package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The separating-axes sheet's "Which axis separates them?": at the lesson's start two rulers show a
 * gap (0° and 30°), so any one angle as the key would mark a pupil who named the other wrong. The key
 * is the lesson's separating axis, the one with the widest gap, and the question asks for that one.
 */
class SatAxisQuestionTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @Test
    void theAxisQuestionAsksForTheWidestGapTheKeyGives() throws Exception {
        Lesson lesson = Lessons.byId("separating-axes").orElseThrow().factory().apply(SPRITES);
        String separating = Texts.inLanguage(Locale.ENGLISH, () -> Questions.readout(lesson, "axes.row.boxes", 0));
        assertThat(separating).as("the start is a separated case").isEqualTo("separated");
        try (PDDocument doc = Texts.inLanguage(Locale.ENGLISH, () -> {
            try {
                return new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        })) {
            String page = PdfPages.flat(PdfPages.text(doc, 1));
            assertThat(page).contains("Which axis separates them");
            assertThat(page).as("the question names the axis the key gives").contains("Which axis separates them with the widest gap");
        }
    }
}
