package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The window's parts laid out off screen as the window lays them out: in every lesson with
 * Predict, through two rounds, the canvas keeps its place and size and its status strip its height
 * at every stage of a round (predict, a further question, observe, explain, revealed), so the
 * world does not jump while the class looks at it. The Predict strip above grew at each stage (flying-jets
 * at 1600 × 1000: 50, 118, 135, then 67 px high, the canvas 499, 457, 446, 488 px), and the status
 * strip's banner and headline took a line more at observe or explain.
 */
class CanvasSteadyThroughARoundTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} in a {1} × {2} window")
    @CsvSource({"en, 1600, 1000", "de, 1600, 1000", "fr, 1600, 1000", "en, 1024, 768", "de, 1024, 768", "fr, 1024, 768"})
    void theCanvasKeepsItsSizeThroughEveryStageOfARound(String language, int width, int height) throws Exception {
        List<String> faults = new ArrayList<>();
        WindowCanvas window = WindowCanvas.of(Lessons.defaultLesson().id(), width, height, "1", Presentation.OFF, language);
        PredictMode mode = window.predict();
        for (String lesson : Lessons.predicting()) {
            SwingUtilities.invokeAndWait(() -> {
                window.model().open(Lessons.byId(lesson).orElseThrow());
                mode.setPupil("Zoé");
                mode.setOn(true);
            });
            for (int round = 0; round < 2; round++) {
                SwingUtilities.invokeAndWait(() -> {
                    for (int i = 0; i < 3_600 && mode.phase() == PredictMode.Phase.RUNNING; i++) {
                        window.model().tick();
                    }
                });
                Map<String, String> stages = new LinkedHashMap<>();
                while (true) {
                    PredictMode.Phase phase = Gui.onEdt(mode::phase);
                    stages.put(stages.size() + " " + phase, canvas(window));
                    if (phase == PredictMode.Phase.REVEALED) {
                        break;
                    }
                    SwingUtilities.invokeAndWait(() -> {
                        mode.answer(1);
                        while (mode.replay().running()) {
                            mode.replay().frame(); // Explain's replay, played to the moment it holds on
                        }
                    });
                }
                if (stages.values().stream().distinct().count() > 1) {
                    faults.add(lesson + ", round " + (round + 1) + ": " + stages);
                }
                SwingUtilities.invokeAndWait(mode::carryOn);
            }
            SwingUtilities.invokeAndWait(() -> mode.setOn(false));
        }
        assertThat(faults).isEmpty();
    }

    /** Returns where the canvas lies in the window's content, laid out as the window would, and how high its status strip is. */
    private static String canvas(WindowCanvas window) throws Exception {
        window.layOut();
        return Gui.onEdt(() -> {
            Rectangle at = SwingUtilities.convertRectangle(window.canvas().getParent(), window.canvas().getBounds(), window.content());
            return "canvas " + at.width + " × " + at.height + " at " + at.x + ", " + at.y + ", status strip "
                    + Gui.find(window.canvas(), "canvasStatus").getHeight() + " px";
        });
    }
}
