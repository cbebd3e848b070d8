package org.spriteplayground.experiment;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Drops sprite B near sprite A many times and tests every bound kind at each placement. A stands
 * at the origin; B's pivot is drawn uniformly from a disc 1.3 times the sum of the two bounding
 * radii (so the circles overlap in about 60 % of the trials), rounded to the pixel lattice; both
 * turns are whole degrees drawn uniformly. The same seed gives the same placements and counts.
 */
public final class Experiment {

    /** How far out B may be drawn, in sums of the bounding radii. */
    static final double SPREAD = 1.3;

    /** The header of {@link Result#csvLines()}, fixed. */
    public static final String HEADER = "kind,tests,hits,false_alarms,misses,false_alarm_rate,ns_per_test";

    /**
     * One kind's tally.
     *
     * @param kind the bound kind
     * @param tests placements tested
     * @param hits placements where the bound met
     * @param falseAlarms hits the pixels did not confirm
     * @param misses pixel hits the bound did not report
     * @param nanosPerTest mean time of one test, in nanoseconds
     */
    public record KindStats(BoundKind kind, long tests, long hits, long falseAlarms, long misses, double nanosPerTest) {
        /** Returns false alarms / hits: the share of reported hits that were wrong (0 with no hits). */
        public double falseAlarmRate() {
            return hits == 0 ? 0 : (double) falseAlarms / hits;
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
                lines.add(String.format(Locale.ROOT, "%s,%d,%d,%d,%d,%.6f,%.1f",
                        s.kind().csvName(), s.tests(), s.hits(), s.falseAlarms(), s.misses(), s.falseAlarmRate(), s.nanosPerTest()));
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
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super("experiment cancelled", null, false, false);
        }
    }

    private Experiment() {
    }

    /** Runs without progress reports or cancelling. */
    public static Result run(SpriteAnalysis a, SpriteAnalysis b, int trials, long seed) {
        return run(a, b, trials, seed, percent -> { }, () -> false);
    }

    /**
     * Runs {@code trials} placements.
     *
     * @param progress hears the percentage done, 0 to 100
     * @param cancelled polled now and then; when true the run stops with {@link Cancelled}
     * @throws IllegalArgumentException if {@code trials} is not positive
     */
    public static Result run(SpriteAnalysis a, SpriteAnalysis b, int trials, long seed, IntConsumer progress, BooleanSupplier cancelled) {
        if (trials <= 0) {
            throw new IllegalArgumentException("trials must be positive, was " + trials);
        }
        Placement[] pa = new Placement[trials];
        Placement[] pb = new Placement[trials];
        Random random = new Random(seed);
        double reach = SPREAD * (a.circle(new Placement(0, 0, 0).pose()).radius() + b.circle(new Placement(0, 0, 0).pose()).radius());
        for (int i = 0; i < trials; i++) {
            double r = reach * Math.sqrt(random.nextDouble());
            double t = random.nextDouble() * 2 * Math.PI;
            pa[i] = new Placement(0, 0, random.nextInt(360));
            pb[i] = new Placement((int) Math.round(r * Math.cos(t)), (int) Math.round(r * Math.sin(t)), random.nextInt(360));
        }
        BoundKind[] kinds = BoundKind.values();
        boolean[][] verdicts = new boolean[kinds.length][trials];
        Map<BoundKind, Long> nanos = new EnumMap<>(BoundKind.class);
        int chunk = Math.max(1, trials / 100);
        long total = (long) kinds.length * trials;
        long done = 0;
        // PIXELS first: the truth the others are judged against.
        for (int k = kinds.length - 1; k >= 0; k--) {
            BoundKind kind = kinds[k];
            long elapsed = 0;
            for (int from = 0; from < trials; from += chunk) {
                if (cancelled.getAsBoolean()) {
                    throw new Cancelled();
                }
                int to = Math.min(trials, from + chunk);
                long start = System.nanoTime();
                for (int i = from; i < to; i++) {
                    verdicts[k][i] = Bounds.overlap(kind, a, pa[i], b, pb[i]);
                }
                elapsed += System.nanoTime() - start;
                done += to - from;
                progress.accept((int) (100 * done / total));
            }
            nanos.put(kind, elapsed);
        }
        boolean[] truth = verdicts[BoundKind.PIXELS.ordinal()];
        List<KindStats> stats = new ArrayList<>();
        for (BoundKind kind : kinds) {
            boolean[] v = verdicts[kind.ordinal()];
            long hits = 0;
            long falseAlarms = 0;
            long misses = 0;
            for (int i = 0; i < trials; i++) {
                hits += v[i] ? 1 : 0;
                falseAlarms += v[i] && !truth[i] ? 1 : 0;
                misses += !v[i] && truth[i] ? 1 : 0;
            }
            stats.add(new KindStats(kind, trials, hits, falseAlarms, misses, (double) nanos.get(kind) / trials));
        }
        return new Result(a.sprite().name(), b.sprite().name(), seed, trials, List.copyOf(stats));
    }
}
