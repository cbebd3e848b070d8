package org.spriteplayground.sim;

/**
 * A world whose whole changing state can be copied out and put back, for a world too big to be
 * replayed from its start in a blink (thousands of bodies): a timeline keeps such copies now and
 * then, and replays only from the nearest. What is derived from the state (overlaps, counts) is
 * not copied but recomputed on restore.
 */
public interface Restorable {

    /** Returns a copy of everything that changes as the world runs or is handled; later changes do not touch it. */
    Object save();

    /** Returns about how many bytes a copy {@link #save()} makes now takes, so that a keeper of copies can stay within a budget. */
    long savedBytes();

    /** Puts back a copy {@link #save()} made on a world of the same lesson; the copy itself stays unchanged. */
    void restore(Object saved);
}
