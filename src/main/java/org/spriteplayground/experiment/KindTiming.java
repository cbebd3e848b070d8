package org.spriteplayground.experiment;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Times one test of each bound kind so that the figure does not depend on how long the run was
 * or on which kind the JIT compiled first: over a fixed sample of {@value #SAMPLE} placements
 * drawn from the run's seed, every kind first runs at least {@value #WARM_UP_PASSES} untimed
 * passes - and, the first time in a JVM, untimed passes for at least {@value #FIRST_WARM_UP_MILLIS}
 * ms, so the tests are compiled before any is timed - then {@value #PASSES} timed passes taken in
 * turn with the other kinds; the figure is the median pass's mean nanoseconds per test, and the
 * least and most of the passes say how far it moves from pass to pass.
 */
final class KindTiming {

    /** Placements in the timing sample, the same for any number of trials. */
    static final int SAMPLE = 4_000;
    /** Untimed passes per kind before timing, so the tests run compiled. */
    static final int WARM_UP_PASSES = 5;
    /** Least time spent warming up the first time in a JVM, when nothing has been compiled yet. */
    static final long FIRST_WARM_UP_MILLIS = 300;
    /** Timed passes per kind; the median is reported. */
    static final int PASSES = 7;

    /** Keeps the JIT from dropping the tests whose results are otherwise unused. */
    private static volatile long sink;
    /** Whether a first, long warm-up has run in this JVM. */
    private static volatile boolean warmed;

    private KindTiming() {
    }

    /** Returns, per kind in {@link BoundKind} order, the nanoseconds per test of its timed passes. */
    static Nanos[] nanos(SpriteAnalysis a, SpriteAnalysis b, long seed, BooleanSupplier cancelled) {
        Placement[] pa = new Placement[SAMPLE];
        Placement[] pb = new Placement[SAMPLE];
        new Placements(a, b, seed).next(pa, pb, SAMPLE);
        BoundKind[] kinds = BoundKind.values();
        long warmUpStart = System.nanoTime();
        long least = warmed ? 0 : FIRST_WARM_UP_MILLIS * 1_000_000;
        for (int pass = 0; pass < WARM_UP_PASSES || System.nanoTime() - warmUpStart < least; pass++) {
            for (BoundKind kind : kinds) {
                checkCancelled(cancelled);
                pass(kind, a, pa, b, pb);
            }
        }
        warmed = true;
        double[][] perPass = new double[kinds.length][PASSES];
        for (int pass = 0; pass < PASSES; pass++) {
            for (BoundKind kind : kinds) {
                checkCancelled(cancelled);
                long start = System.nanoTime();
                pass(kind, a, pa, b, pb);
                perPass[kind.ordinal()][pass] = (double) (System.nanoTime() - start) / SAMPLE;
            }
        }
        return Arrays.stream(perPass).map(Nanos::of).toArray(Nanos[]::new);
    }

    private static void pass(BoundKind kind, SpriteAnalysis a, Placement[] pa, SpriteAnalysis b, Placement[] pb) {
        long hits = 0;
        for (int i = 0; i < pa.length; i++) {
            hits += Bounds.overlap(kind, a, pa[i], b, pb[i]) ? 1 : 0;
        }
        sink += hits;
    }

    private static void checkCancelled(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new Experiment.Cancelled();
        }
    }
}
