package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.spriteplayground.predict.Scores;

/** What the status line says when the class CSV is saved. */
class PredictSavedTest {

    @Test
    void aClassCsvWithNoPupilSaysItHoldsOnlyItsHeader() {
        Scores scores = new Scores();
        Path file = Path.of("class.csv");
        assertThat(PredictActions.saved(scores, file)).isEqualTo("Saved class.csv: no pupil has answered yet, so it holds only its header");
        scores.record("Ada", true);
        assertThat(PredictActions.saved(scores, file)).isEqualTo("Saved class.csv");
    }
}
