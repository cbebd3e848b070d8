package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A sheet has as many blank answer lines as questions, not one for every "0", "5" or "137" of "Hits in
 * steps" after a flight. A readout value is left blank because a question reads it (by its
 * place, not its value); a number that only equals an answer stays printed, unless it is the same
 * measure of the other sprite in the same row (the waiting jet's circle fill is the flyer's). A
 * row that tells a verdict is not printed but as blanks ({@link NoVerdictOnPageOneTest}).
 */
class BlanksByQuestionTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @Test
    void onlyTheCellsTheQuestionsReadAreBlankAndEveryOtherValueIsPrinted() throws Exception {
        FlyingJets jets = new FlyingJets(SPRITES, "jet");
        jets.setTrigger(BoundKind.PIXELS);
        for (int i = 0; i < 20_000 && Integer.parseInt(Questions.readout(jets, "jets.resets", 0)) < 2; i++) {
            jets.step(Simulation.STEP_SECONDS);
        }
        List<Questions.Question> questions = Questions.of(jets);
        List<Reading.Cell> read = questions.stream().flatMap(q -> q.read().stream()).toList();
        Map<String, Integer> printed = new HashMap<>();
        List<String> blanked = new ArrayList<>();
        List<ReadoutTable> tables = jets.readouts();
        for (int t = 0; t < tables.size(); t++) {
            for (int r = 0; r < tables.get(t).rows().size(); r++) {
                List<String> values = tables.get(t).rows().get(r).values();
                for (int c = 0; c < values.size(); c++) {
                    int tt = t, rr = r, cc = c;
                    boolean asked = read.stream().anyMatch(x -> x.table() == tt && x.row() == rr && x.column() == cc);
                    boolean twin = read.stream().anyMatch(x -> x.table() == tt && x.row() == rr && x.value().equals(values.get(cc)));
                    if (asked || twin) {
                        blanked.add(values.get(c));
                    } else if (!tables.get(t).rows().get(r).verdict()) {
                        printed.merge(PdfText.safe(values.get(c), PdfText.REGULAR), 1, Integer::sum);
                    }
                }
            }
        }
        Secrets secrets = new Secrets(questions);
        int lines = 0;
        for (int t = 0; t < tables.size(); t++) {
            for (int r = 0; r < tables.get(t).rows().size(); r++) {
                List<String> values = tables.get(t).rows().get(r).values();
                for (int c = 0; c < values.size(); c++) {
                    lines += secrets.hides(t, r, c, values.get(c)) ? 1 : 0;
                }
            }
        }
        assertThat(lines).as("answer lines in the readouts, against %s", blanked).isEqualTo(blanked.size());
        // circle real + false (Q3) and the pixels' real + false they follow from, resets (Q4), circle fill of the flyer (Q5) and of its twin, the waiting jet.
        assertThat(blanked).hasSize(7);
        try (PDDocument doc = new WorksheetWriter(jets, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
            List<String> pieces = NoAnswerOnPageOneTest.pieces(doc);
            for (Map.Entry<String, Integer> value : printed.entrySet()) {
                long shown = pieces.stream().filter(value.getKey()::equals).count();
                assertThat(shown).as("page 1 prints \"%s\" as often as unasked readouts show it", value.getKey())
                        .isGreaterThanOrEqualTo(value.getValue());
            }
        }
    }
}
