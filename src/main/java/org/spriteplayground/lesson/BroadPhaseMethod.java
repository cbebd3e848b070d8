package org.spriteplayground.lesson;

/** A broad phase of the broad-phase lesson, in readout order: the one whose structure is drawn is chosen among these. */
public enum BroadPhaseMethod {
    /** The uniform grid. */
    GRID("Grid"),
    /** Sweep and prune on x. */
    SWEEP_AND_PRUNE("Sweep and prune"),
    /** The box tree. */
    TREE("Tree");

    private final String label;

    BroadPhaseMethod(String label) {
        this.label = label;
    }

    /** Returns the name shown for this method. */
    public String label() {
        return label;
    }
}
