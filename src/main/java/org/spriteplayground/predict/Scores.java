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

    /** Counts one answer of {@code pupil}'s, right or not. */
    public void record(String pupil, boolean right) {
        Tally was = of(pupil);
        byPupil.put(pupil, new Tally(was.asked() + 1, was.right() + (right ? 1 : 0)));
    }

    /** Returns {@code pupil}'s count (0 of 0 for a pupil not asked yet). */
    public Tally of(String pupil) {
        return byPupil.getOrDefault(pupil, new Tally(0, 0));
    }
}
