package org.spriteplayground.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Drops sprite B near sprite A many times and tests every bound kind at each placement. A stands
 * at the origin; B's pivot is drawn uniformly from a disc 1.3 times the sum of the two bounding
 * radii (so the circles overlap in about 60 % of the trials), rounded to the pixel lattice; both
 * turns are whole degrees drawn uniformly. The same seed gives the same placements and counts.
 * Placements are drawn and tested a chunk at a time, so memory does not grow with the trials;
 * the time per test is measured apart from the counting (see {@link #TIMING}).
 */
public final class Experiment {

    /** How far out B may be drawn, in sums of the bounding radii. */
    public static final double SPREAD = 1.3;

    /** Most placements drawn and held at once. */
    static final int MAX_CHUNK = 4_096;

    /** Returns how {@code ns_per_test} is measured, in words for help texts and tooltips, in the language in force. */
    public static String timing() {
        return new Wording("experiment.timing", Wording.num("%d", KindTiming.PASSES), Wording.num("%,d", KindTiming.SAMPLE),
                Wording.num("%d", KindTiming.WARM_UP_PASSES), Wording.num("%d", KindTiming.FIRST_WARM_UP_MILLIS)).text();
    }

    /** Returns what the share of hits that were false (false alarms / hits) means, in words for help texts and tooltips, in the language in force. */
    public static String falseAlarmRate() {
        return Texts.text("experiment.falseAlarmRate");
    }

    /**
     * The header of {@link Result#csvLines()}, fixed. {@code false_alarm_share} is {@link
     * #falseAlarmRate()}, in full digits, with its sampling standard error beside it ({@link
     * Sampled#standardError}; empty with no hits); {@code ns_per_test} is {@link #timing()}, so it
     * does not depend on the number of trials, with the fastest and slowest timed pass beside it. All
     * other columns are counts, the same for the same seed.
     */
    public static final String HEADER = "kind,tests,hits,false_alarms,misses,false_alarm_share,false_alarm_share_se,"
            + "ns_per_test,ns_per_test_min,ns_per_test_max";

    /**
     * One kind's tally.
     *
     * @param kind the bound kind
     * @param tests placements tested
     * @param hits placements where the bound met
     * @param falseAlarms hits the pixels did not confirm
     * @param misses pixel hits the bound did not report
     * @param nanosPerTest time of one test, in nanoseconds: the median of several timed passes
     *     over a fixed sample after warm-up passes (see {@link #timing()})
     * @param nanosLeast the fastest of those passes, nanoseconds per test
     * @param nanosMost the slowest of those passes, nanoseconds per test
     */
    public record KindStats(BoundKind kind, long tests, long hits, long falseAlarms, long misses, double nanosPerTest,
            double nanosLeast, double nanosMost) {
        /** Returns false alarms / hits: the share of reported hits that were wrong (0 with no hits). */
        public double falseAlarmRate() {
            return hits == 0 ? 0 : (double) falseAlarms / hits;
        }

        /**
         * Returns the sampling standard error of {@link #falseAlarmRate()} (see {@link
         * Sampled#standardError}); NaN for the pixels, the truth, which raise no false alarm by
         * definition, and with no hits.
         */
        public double falseAlarmError() {
            return kind == BoundKind.PIXELS ? Double.NaN : Sampled.standardError(falseAlarms, hits);
        }

        /** Returns the sampling standard error of the hit rate, hits / tests (see {@link Sampled#standardError}). */
        public double hitRateError() {
            return Sampled.standardError(hits, tests);
        }
    }

    /**
     * What a run found.
     *
     * @param spriteA the first sprite's name
     * @param spriteB the second sprite's name
     * @param seed the seed used
     * @param trials placements made
     * @param stats one tally per kind, in {@link BoundKind} order
     */
    public record Result(String spriteA, String spriteB, long seed, int trials, List<KindStats> stats) {
        /** Returns the rows as CSV, header first. */
        public List<String> csvLines() {
            List<String> lines = new ArrayList<>();
            lines.add(HEADER);
            for (KindStats s : stats) {
                lines.add(String.format(Locale.ROOT, "%s,%d,%d,%d,%d,%.6f,%s,%.2f,%.2f,%.2f", s.kind().csvName(), s.tests(), s.hits(),
                        s.falseAlarms(), s.misses(), s.falseAlarmRate(), Csv.fraction(s.falseAlarmError()), s.nanosPerTest(), s.nanosLeast(), s.nanosMost()));
            }
            return lines;
        }

        /** Returns one kind's tally. */
        public KindStats of(BoundKind kind) {
            return stats.get(kind.ordinal());
        }
    }

    /** Thrown when a run is cancelled before it finished. */
    public static final class Cancelled extends RuntimeException {
        Cancelled() {
            super("experiment cancelled", null, false, false); // not shown
        }
    }

    private Experiment() {
    }

    /** Runs without progress reports or cancelling. */
    public static Result run(SpriteAnalysis a, SpriteAnalysis b, int trials, long seed) {
        return run(a, b, trials, seed, percent -> { }, () -> false);
    }

    /**
     * Runs {@code trials} placements, drawn and tested a chunk at a time: memory stays the same
     * for any number of trials, and progress moves from the first chunk on.
     *
     * @param progress hears the percentage done, 0 to 100, after every chunk
     * @param cancelled polled before every chunk; when true the run stops with {@link Cancelled}
     * @throws IllegalArgumentException if {@code trials} is not positive
     */
    public static Result run(SpriteAnalysis a, SpriteAnalysis b, int trials, long seed, IntConsumer progress, BooleanSupplier cancelled) {
        if (trials <= 0) {
            throw new IllegalArgumentException("trials must be positive, was " + trials);
        }
        BoundKind[] kinds = BoundKind.values();
        long[] hits = new long[kinds.length];
        long[] falseAlarms = new long[kinds.length];
        long[] misses = new long[kinds.length];
        int chunk = Math.max(1, Math.min(MAX_CHUNK, trials / 100));
        Placement[] pa = new Placement[chunk];
        Placement[] pb = new Placement[chunk];
        Placements placements = new Placements(a, b, seed);
        for (int from = 0; from < trials; from += chunk) {
            if (cancelled.getAsBoolean()) {
                throw new Cancelled();
            }
            int count = Math.min(chunk, trials - from);
            placements.next(pa, pb, count);
            for (int i = 0; i < count; i++) {
                boolean truth = Bounds.overlap(BoundKind.PIXELS, a, pa[i], b, pb[i]);
                for (BoundKind kind : kinds) {
                    boolean v = kind == BoundKind.PIXELS ? truth : Bounds.overlap(kind, a, pa[i], b, pb[i]);
                    int k = kind.ordinal();
                    hits[k] += v ? 1 : 0;
                    falseAlarms[k] += v && !truth ? 1 : 0;
                    misses[k] += !v && truth ? 1 : 0;
                }
            }
            // The timing passes take the last moment: 100 only once they are done.
            progress.accept((int) Math.min(99, 100L * (from + count) / trials));
        }
        Nanos[] nanos = KindTiming.nanos(a, b, seed, cancelled);
        progress.accept(100);
        List<KindStats> stats = new ArrayList<>();
        for (BoundKind kind : kinds) {
            int k = kind.ordinal();
            stats.add(new KindStats(kind, trials, hits[k], falseAlarms[k], misses[k], nanos[k].median(), nanos[k].least(), nanos[k].most()));
        }
        return new Result(a.sprite().name(), b.sprite().name(), seed, trials, List.copyOf(stats));
    }
}
