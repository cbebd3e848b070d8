package org.spriteplayground.playground;

/** What changed in a {@link Playground}, so that each listener redraws only what it shows. */
public enum Change {
    /** Another lesson is on show (everything else may have changed with it). */
    LESSON,
    /** Paused or resumed, or the reason for a pause after a failure. */
    PAUSE,
    /** The speed factor. */
    SPEED,
    /** The world advanced: a tick or a single step. */
    STEPS,
    /** The world was changed by hand: a drag, a preset, a lesson control, a reset. */
    SCENE,
    /** An overlay switch. */
    OVERLAYS,
    /** The tightness chart was shown or hidden. */
    CHART,
    /** A sprite joined the library. */
    SPRITES,
    /** A one-line message for the status bar. */
    NOTICE
}
