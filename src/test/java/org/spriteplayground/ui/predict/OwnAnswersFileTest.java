package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.Answers;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.sprite.SpriteLibrary;

/** File &gt; Export my answers… offers a file named after the pupil answering now, holding that pupil's answers alone. */
class OwnAnswersFileTest {

    @Test
    void theFileIsNamedAfterThePupilWhateverTheNameHolds() {
        assertThat(PredictActions.fileName("Ada")).isEqualTo("Ada-answers.csv");
        assertThat(PredictActions.fileName("Zoé Müller")).isEqualTo("Zoé Müller-answers.csv");
        assertThat(PredictActions.fileName("Ben/Chloe: 7b?")).as("no folder, no drive").isEqualTo("Ben_Chloe_ 7b_-answers.csv");
        assertThat(PredictActions.fileName("..\\up")).as("not hidden, not a way up").isEqualTo("__up-answers.csv");
        assertThat(PredictActions.fileName(" \t")).isEqualTo("_-answers.csv");
    }

    @Test
    void onlyThePupilsOwnRowsAreKept() {
        PredictMode mode = new PredictMode(new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled()));
        mode.setOn(true);
        mode.setPupil("Ada");
        mode.answer(1);
        mode.setPupil("Ben");
        Answers none = mode.answers().by("Ben");
        assertThat(none.isEmpty()).isTrue();
        assertThat(none.csvLines()).containsExactly(Answers.HEADER);
        assertThat(mode.answers().by("Ada").csvLines()).hasSize(2).element(1).asString().startsWith("Ada,three-outcomes,");
    }
}
