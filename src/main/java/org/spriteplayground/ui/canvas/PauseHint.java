package org.spriteplayground.ui.canvas;

import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;

/**
 * What the canvas's paused banner says about going on: usually the playback keys; while Predict
 * asks or reveals, its own keys instead, since the playback keys would withdraw the question.
 *
 * @param banner the whole banner, in the alert colour: "PAUSED. Space resumes, Enter steps once."
 * @param word what a canvas too narrow for the banner keeps of it: "PAUSED"
 * @param brief the one instruction a narrow canvas adds after the step and speed: "Space resumes"
 */
public record PauseHint(String banner, String word, String brief) {

    /**
     * Returns the playback keys' hint: resume and step, or after a failure resume and reset; at
     * the step where the lesson paused itself ("Pause on contact"), why and at which step.
     */
    static PauseHint playback(Playground model) {
        if (model.failure() != null) {
            return new PauseHint(Texts.format("hint.failed", model.failure()), Texts.text("hint.pausedWord"), Texts.text("hint.rResets"));
        }
        String because = model.lesson().pausedBecause();
        return because == null ? resumable()
                : new PauseHint(Texts.format("hint.contact", because, model.simulation().steps()), Texts.text("hint.pausedWord"), Texts.text("hint.spaceResumes"));
    }

    /** Returns the usual paused hint: resume with Space, step with Enter. */
    static PauseHint resumable() {
        return new PauseHint(Texts.text("hint.paused"), Texts.text("hint.pausedWord"), Texts.text("hint.spaceResumes"));
    }
}
