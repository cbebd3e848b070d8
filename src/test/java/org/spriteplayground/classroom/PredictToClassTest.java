package org.spriteplayground.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.Answers;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The loop closes: what Predict exports is what Class results reads. Three pupils answer the same
 * question in three-outcomes, one of them twice; the class view counts three pupils, each stage's
 * right answers as the exports say, the second answer of the pupil who answered twice in place of
 * the first.
 */
class PredictToClassTest {

    @Test
    void classResultsReadWhatPredictWrites() {
        List<String> csv = new ArrayList<>();
        int[][] choices = {{1, 1, 1}, {2, 2, 2}, {3, 3, 3}, {1, 2, 3}};
        String[] pupils = {"Ada", "Ben", "Chloé, 7b", "Ada"};
        List<Answers.Row> exported = new ArrayList<>();
        for (int p = 0; p < pupils.length; p++) {
            Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
            PredictMode mode = new PredictMode(model);
            mode.setOn(true);
            mode.setPupil(pupils[p]);
            for (int stage : choices[p]) {
                mode.answer(stage);
            }
            assertThat(mode.phase()).isEqualTo(PredictMode.Phase.REVEALED);
            List<String> lines = mode.answers().csvLines();
            csv.addAll(p == 0 ? lines : lines.subList(1, lines.size()));
            exported.add(mode.answers().rows().get(0));
        }
        AnswersCsv.Read read = AnswersCsv.parse("class.csv", String.join("\n", csv) + "\n");
        assertThat(read.problems()).isEmpty();
        List<ClassResults.Row> rows = ClassResults.of(read.answers());
        assertThat(rows).singleElement().satisfies(row -> {
            assertThat(row.pupils()).isEqualTo(3);
            List<Answers.Row> counted = exported.subList(1, 4);
            assertThat(row.tally(Answer.Stage.PREDICTED).right()).isEqualTo((int) counted.stream().filter(r -> r.prediction().right()).count());
            assertThat(row.tally(Answer.Stage.OBSERVED).right()).isEqualTo((int) counted.stream().filter(r -> r.observation().right()).count());
            assertThat(row.tally(Answer.Stage.EXPLAINED).right()).isEqualTo((int) counted.stream().filter(r -> r.explanation().right()).count());
            assertThat(row.tally(Answer.Stage.EXPLAINED).asked()).isEqualTo(3);
        });
    }
}
