package org.spriteplayground.lesson;

import org.spriteplayground.i18n.Texts;

/** A broad phase of the broad-phase lesson, in readout order: the one whose structure is drawn is chosen among these. */
public enum BroadPhaseMethod {
    /** The uniform grid. */
    GRID("broad.method.grid"),
    /** Sweep and prune on x. */
    SWEEP_AND_PRUNE("broad.method.sweep"),
    /** The box tree. */
    TREE("broad.method.tree");

    private final String key;

    BroadPhaseMethod(String key) {
        this.key = key;
    }

    /** Returns the name shown for this method, in the language in force. */
    public String label() {
        return Texts.text(key);
    }
}
