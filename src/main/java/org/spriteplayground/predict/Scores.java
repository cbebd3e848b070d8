package org.spriteplayground.predict;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How many predictions each pupil made and got right in this session, for the strip's tally;
 * every stage of every answer goes to the answers CSV ({@link Answers}).
 */
public final class Scores {

    /**
     * One pupil's count.
     *
     * @param asked questions answered
     * @param right of those, the ones predicted right
     */
    public record Tally(int asked, int right) {
    }

    private final Map<String, Tally> byPupil = new LinkedHashMap<>();
    /** A prediction answered but not yet revealed: counted only at its reveal, as a count that moved at once would tell the verdict. */
    private Runnable pending;

    /** Counts one answer of {@code pupil}'s, right or not. */
    public void record(String pupil, boolean right) {
        Tally was = of(pupil);
        byPupil.put(pupil, new Tally(was.asked() + 1, was.right() + (right ? 1 : 0)));
    }

    /** Holds one answer of {@code pupil}'s, right or not, until {@link #settle}; one held before it is counted first. */
    public void pend(String pupil, boolean right) {
        settle();
        pending = () -> record(pupil, right);
    }

    /** Counts the answer held by {@link #pend}, if any. */
    public void settle() {
        if (pending != null) {
            Runnable count = pending;
            pending = null;
            count.run();
        }
    }

    /** Returns {@code pupil}'s count (0 of 0 for a pupil not asked yet). */
    public Tally of(String pupil) {
        return byPupil.getOrDefault(pupil, new Tally(0, 0));
    }
}
