package org.spriteplayground.ui.predict;

import java.util.List;
import java.util.stream.IntStream;
import javax.swing.Action;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.ui.Commands;
import org.spriteplayground.ui.canvas.CanvasPanel;

/**
 * Predict's strip for tests that lay the window out off screen, where {@link PredictActions}
 * cannot be made (its keys ask the screen's toolkit for the menu key): the strip's commands work
 * {@code mode} as the window's do.
 */
public final class OffScreenPredict {

    private OffScreenPredict() {
    }

    /** Returns the strip showing {@code mode}. Call on the event thread. */
    public static PredictStrip strip(PredictMode mode) {
        List<Action> answers = IntStream.rangeClosed(1, PredictActions.MOST_ANSWERS)
                .mapToObj(i -> Commands.command(Integer.toString(i), null, "Answer " + i, () -> mode.answer(i))).toList();
        return new PredictStrip(mode, answers, Commands.command("Continue", null, "Run on", mode::carryOn),
                Commands.command("Replay", null, "Again", () -> mode.replay().start()),
                Commands.command("Pupil…", null, "Who is answering", () -> { }), Commands.command("Export class CSV…", null, "CSV", () -> { }));
    }

    /** Returns the strip showing {@code mode} on {@code model}, whose keys {@code canvas}'s paused banner says, as the window's does. */
    public static PredictStrip strip(PredictMode mode, Playground model, CanvasPanel canvas) {
        canvas.pauseHint(() -> PredictActions.hint(mode, model), () -> PredictActions.hints(mode));
        mode.addListener(canvas::statusChanged);
        return strip(mode);
    }
}
