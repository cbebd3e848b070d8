package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A question's own answer blank carries its own number: tunnelling's Q4 asks how many flights the
 * swept test stopped, so the swept "stopped by the wall" blank is Q4's; Q3's blanks are the
 * point-in-time column it follows from, and the swept column's are Q4's. (Both columns of "flights
 * flown" hold the same number, so both stay Q3's: a twin of a blank value would give it away.)
 */
class OwnAnswerLabelTest {

    @Test
    void eachColumnOfTheFlightsIsBlankForTheQuestionItAnswers() throws Exception {
        Lesson lesson = Lessons.byId("tunnelling").orElseThrow().factory().apply(SpriteLibrary.bundled());
        for (int i = 0; i < lesson.worksheetSteps(); i++) {
            lesson.step(Simulation.STEP_SECONDS);
        }
        try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps()).document()) {
            String page1 = PdfPages.flat(PdfPages.text(doc, 1));
            assertThat(page1).contains("stopped by the wall Q3 Q4", "passed through Q3 Q4");
        }
    }
}
