package org.spriteplayground.experiment;

import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * The experiment with both turns held: B's pivot is drawn as in {@link Experiment} (uniform in
 * the sampling disc, rounded to the pixel lattice, seeded) while A and B keep the turns given,
 * and one kind's hits and false alarms are counted against the pixel truth. Its share of hits that were
 * false estimates what a {@link FalseAlarmMap} at the same turns works out exactly.
 */
public final class FixedTurns {

    /** Placements a live read-out measures: enough for a share within about half a point. */
    public static final int LIVE_TRIALS = 20_000;

    /**
     * One kind's tally at fixed turns.
     *
     * @param kind the bound kind
     * @param degreesA A's turn
     * @param degreesB B's turn
     * @param tests placements tested
     * @param hits placements where the bound met
     * @param falseAlarms hits the pixels did not confirm
     */
    public record Rate(BoundKind kind, int degreesA, int degreesB, long tests, long hits, long falseAlarms) {

        /** Returns false alarms / hits (0 with no hits). */
        public double falseAlarmRate() {
            return hits == 0 ? 0 : (double) falseAlarms / hits;
        }

        /** Returns the share's standard error from sampling, as {@link Sampled#standardError} works it out (NaN with no hits). */
        public double standardError() {
            return Sampled.standardError(falseAlarms, hits);
        }
    }

    private FixedTurns() {
    }

    /**
     * Drops B near A {@code trials} times with A turned by {@code degreesA} and B by {@code
     * degreesB}, and counts {@code kind}'s hits and false alarms. The same seed gives the same counts.
     *
     * @throws IllegalArgumentException if {@code trials} is not positive or a turn is outside 0 to 359
     */
    public static Rate measure(BoundKind kind, SpriteAnalysis a, int degreesA, SpriteAnalysis b, int degreesB, int trials, long seed) {
        if (trials <= 0) {
            throw new IllegalArgumentException("trials must be positive, was " + trials);
        }
        if (degreesA < 0 || degreesA >= 360 || degreesB < 0 || degreesB >= 360) {
            throw new IllegalArgumentException("turns must be in [0, 360), were " + degreesA + " and " + degreesB);
        }
        Placements placements = new Placements(a, b, seed, degreesA, degreesB);
        Placement[] pa = new Placement[1];
        Placement[] pb = new Placement[1];
        long hits = 0;
        long falseAlarms = 0;
        for (int i = 0; i < trials; i++) {
            placements.next(pa, pb, 1);
            boolean truth = Bounds.overlap(BoundKind.PIXELS, a, pa[0], b, pb[0]);
            boolean hit = kind == BoundKind.PIXELS ? truth : Bounds.overlap(kind, a, pa[0], b, pb[0]);
            hits += hit ? 1 : 0;
            falseAlarms += hit && !truth ? 1 : 0;
        }
        return new Rate(kind, degreesA, degreesB, trials, hits, falseAlarms);
    }
}
