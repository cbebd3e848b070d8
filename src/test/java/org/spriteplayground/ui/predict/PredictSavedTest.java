package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.sprite.SpriteLibrary;

/** What the status line says when the class CSV is saved. */
class PredictSavedTest {

    @Test
    void aClassCsvWithNoPupilSaysItHoldsOnlyItsHeader() {
        PredictMode mode = new PredictMode(new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled()));
        Path file = Path.of("class.csv");
        assertThat(PredictActions.saved(mode.answers(), file)).isEqualTo("Saved class.csv: no pupil has answered yet, so it holds only its header");
        mode.setOn(true);
        mode.answer(1);
        assertThat(PredictActions.saved(mode.answers(), file)).isEqualTo("Saved class.csv");
    }
}
