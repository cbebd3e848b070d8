package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.util.Map;
import javax.swing.text.JTextComponent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.FailureReporter;

/**
 * While Predict asks or reveals, the canvas's paused line says which keys answer or go on, never
 * the playback keys (Enter steps once, Space resumes), which would withdraw the question; on a
 * wide canvas and on a narrow one at large type.
 */
class PredictPauseHintTest {

    private final Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
    private final PredictMode mode = new PredictMode(model);

    private String status(int width, int points) {
        CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        canvas.pauseHint(() -> PredictActions.hint(mode, model), () -> PredictActions.hints(mode));
        canvas.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, points));
        canvas.setSize(width, 700);
        canvas.doLayout();
        return ((JTextComponent) canvas.getComponent(0)).getText().replace('\u00a0', ' ');
    }

    private void runToTheQuestion() {
        mode.setOn(true);
        for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
            model.tick();
        }
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1400, 700})
    void askingTheLineSaysWhichKeysAnswerAndRevealedWhichGoOn(int width) {
        int points = width < 1000 ? 26 : 13;
        runToTheQuestion();
        assertThat(status(width, points)).as("asking").contains("PREDICT").contains("1 or 2")
                .doesNotContain("Enter steps").doesNotContain("Space resumes").doesNotContain("…");
        mode.answer(2);
        assertThat(status(width, points)).as("observing").contains("OBSERVE").contains("1, 2, 3 or 4")
                .doesNotContain("Enter steps").doesNotContain("Space resumes").doesNotContain("…");
        mode.answer(1);
        assertThat(status(width, points)).as("explaining").contains("EXPLAIN").contains("1, 2, 3 or 4")
                .doesNotContain("Enter steps").doesNotContain("Space resumes").doesNotContain("…");
        mode.answer(1);
        assertThat(status(width, points)).as("revealed").contains("RESULT").contains("Enter")
                .doesNotContain("steps once").doesNotContain("Space resumes").doesNotContain("…");
        mode.setOn(false);
        assertThat(model.paused()).isTrue();
        assertThat(status(width, points)).as("off again").contains("Space resumes");
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1400, 700})
    void threeAnswersGiveThreeKeys(int width) {
        model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow());
        model.setPaused(true);
        mode.setOn(true);
        assertThat(status(width, width < 1000 ? 26 : 13)).contains("1, 2 or 3").doesNotContain("Space resumes");
    }
}
