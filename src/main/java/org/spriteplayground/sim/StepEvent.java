package org.spriteplayground.sim;

/**
 * Something a step or a reset brought that a person may want to hear as well as see: the sound
 * cues and the canvas's announcement for screen readers are chosen from these, in the view.
 */
public enum StepEvent {
    /** The chosen bound met and the pixels touch too: a real hit, the flyer goes back. */
    CONTACT,
    /** The chosen bound met but the pixels do not touch: the flyer goes back for nothing. */
    FALSE_ALARM,
    /** The scene was put back to its start (Sim &gt; Reset). */
    RESET;

    /** Returns whether this event is a verdict (a contact or a false alarm), which a view that hides verdicts keeps quiet too. */
    public boolean verdict() {
        return this != RESET;
    }
}
