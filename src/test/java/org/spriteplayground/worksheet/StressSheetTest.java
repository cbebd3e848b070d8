package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The stress sheet's questions are worked out from the values page 1 prints, so that a pupil can
 * answer each from the page: the jets for all pairs, the pairs tested per jet and as a share, and the
 * chosen bound, named, confirming a share of the circle hits printed. Not every value of "Broad phase"
 * is blanked, and no key is a snapshot count the page does not give.
 */
class StressSheetTest {

    @Test
    void everyAnswerIsWorkedOutFromWhatPageOnePrints() throws Exception {
        Playground shown = new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled());
        for (int i = 0; i < org.spriteplayground.lesson.WorksheetQuestion.STEPS_RUN; i++) {
            shown.step();
        }
        Stress stress = (Stress) shown.lesson();
        stress.setThen(BoundKind.OBB);
        try (PDDocument doc = new WorksheetWriter(stress, Overlays.DEFAULT, WorksheetWriterTest.images(), shown.simulation().steps()).document()) {
            List<String> pieces = NoAnswerOnPageOneTest.pieces(doc);
            String page1 = PdfPages.flat(PdfPages.text(doc, 1));
            String key = PdfPages.flat(PdfPages.text(doc, doc.getNumberOfPages()));
            long jets = stress.jets();
            long tested = stress.swarm().grid().candidates();
            long hits = stress.swarm().grid().hits();
            long confirmed = stress.confirmed();
            assertThat(pieces).as("the counts the answers are worked out from").contains(
                    String.format("%,d", jets), String.format("%,d", tested), String.format("%,d", hits), String.format("%,d", confirmed));
            assertThat(page1).as("the chosen bound is named").contains(BoundKind.OBB.label());
            assertThat(key).contains(String.format("%,d", jets * (jets - 1) / 2))
                    .contains(String.format("%.1f", 100.0 * tested / (jets * (jets - 1) / 2)) + "\u00A0%")
                    .contains(String.format("%.1f", (double) tested / jets))
                    .contains(String.format("%.1f", 100.0 * confirmed / hits) + "\u00A0%");
        }
    }
}
