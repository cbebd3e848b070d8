package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Prediction.NextPreset;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.lesson.bitmasks.BitmasksLesson;
import org.spriteplayground.lesson.minkowski.MinkowskiLesson;
import org.spriteplayground.lesson.robustness.FloatingPoint;
import org.spriteplayground.playground.Playground;

/**
 * A quiz asks Predict's questions as Predict does: the prediction, whose right choice is what the
 * step then brought, and why, whose right choice is the one explanation Predict counts right for
 * that verdict, its question not telling the verdict ({@link QuizWhyChoicesTest}: which others it offers); the
 * playground asked about is left as it was.
 */
class PosedTest {

    @Test
    void thePredictionAndTheWhyAreRightAsPredictWouldCountThem() {
        List<String> ids = Lessons.ALL.stream().filter(e -> e.factory().apply(LookAheadTest.SPRITES).prediction().isPresent()).map(Lessons.Entry::id).toList();
        assertThat(ids).as("every lesson with Predict").contains(FlyingJets.ID, ThreeOutcomes.ID, MinkowskiLesson.ID, BitmasksLesson.ID, FloatingPoint.ID);
        for (String id : ids) {
            Playground model = new Playground(Lessons.byId(id).orElseThrow(), LookAheadTest.SPRITES);
            long steps = model.simulation().steps();
            Posed posed = Posed.of(model).orElseThrow();
            assertThat(model.simulation().steps()).as("%s left as it was", id).isEqualTo(steps);
            if (model.lesson().prediction().orElseThrow() instanceof NextPreset) {
                assertThat(posed.scene()).as("a preset asked in numbers has no picture of another scene").isNull();
            } else {
                org.spriteplayground.sim.RecordingDraw drawn = new org.spriteplayground.sim.RecordingDraw();
                posed.scene().draw(drawn, model.overlays());
                assertThat(drawn.labels()).as("the picture marks the gap the question states").anySatisfy(l -> assertThat(l.ink()).isEqualTo(org.spriteplayground.sim.Ink.GAP));
            }

            PredictMode mode = new PredictMode(model);
            mode.setOn(true);
            for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
                model.tick();
            }
            // The window leads a preset's question in with "Next:"; the quiz asks it of the scene alone.
            String asked = model.lesson().prediction().orElseThrow() instanceof NextPreset ? org.spriteplayground.i18n.Texts.format("predict.lead", posed.prompt()) : posed.prompt();
            assertThat(mode.question().prompt()).as(id).isEqualTo(asked);
            mode.answer(1);
            if (mode.phase() == PredictMode.Phase.PREDICT) {
                mode.answer(1);
            }
            mode.answer(1);
            assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
            List<String> whys = mode.question().choices().stream().map(Question.Choice::label).toList();
            String right = posed.why().choices().get(posed.why().right());
            assertThat(whys).as("%s: the quiz's right why is one Predict offers", id).contains(right);
            mode.answer(whys.indexOf(right) + 1);
            assertThat(mode.answers().rows().get(0).explanation().right()).as("%s: the quiz's right why is Predict's", id).isTrue();
            assertThat(posed.why().prompt()).as("%s: the why does not tell the prediction's answer", id).doesNotContain(posed.said());
        }
    }
}
