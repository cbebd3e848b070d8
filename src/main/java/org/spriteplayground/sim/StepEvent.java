package org.spriteplayground.sim;

/**
 * Something a step, a change by hand or a reset brought that a person may want to hear as well as
 * see: the sound cues and the canvas's announcement for screen readers are chosen from these, in
 * the view.
 */
public enum StepEvent {
    /** The shapes met, as the lesson's truth tells (the pixels, the exact test, the wall that stops a ball): a real hit. */
    CONTACT,
    /** A bound or a shortcut test reported a hit that the lesson's truth does not confirm. */
    FALSE_ALARM,
    /** The scene was put back to its start (Sim &gt; Reset). */
    RESET;

    /** Returns whether this event is a verdict (a contact or a false alarm), which a view that hides verdicts keeps quiet too. */
    public boolean verdict() {
        return this != RESET;
    }
}
