package org.spriteplayground.experiment;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * The false-alarm maps worked out so far, each with the experiment's rate at the same turns, kept
 * within one memory budget (the least recently used go first). A lesson whose sprites turn a degree
 * a step asks for a new pair of turns every step; after one full turn it finds each pair here.
 * Safe to use from several threads.
 */
public final class FalseAlarmMaps {

    /** The budget of the shared cache: 16 MiB of maps. */
    public static final long BUDGET_BYTES = 16L << 20;

    /** The seed of the experiment run beside every map, so that the same turns always read the same. */
    public static final long SEED = ExperimentLimits.DEFAULT_SEED;

    private static final FalseAlarmMaps SHARED = new FalseAlarmMaps(BUDGET_BYTES);

    /**
     * A map and what the experiment measures at the same turns.
     *
     * @param map the exact map
     * @param measured the experiment's count over {@link FixedTurns#LIVE_TRIALS} placements, seed {@link #SEED}
     */
    public record Reading(FalseAlarmMap map, FixedTurns.Rate measured) {
    }

    private record Key(BoundKind kind, SpriteAnalysis a, int degreesA, SpriteAnalysis b, int degreesB) {
    }

    private final long budget;
    private final LinkedHashMap<Key, Reading> kept = new LinkedHashMap<>(16, 0.75f, true);
    private long bytes;
    private long workedOut;

    /** A cache of its own with {@code budget} bytes; the app uses {@link #shared()}. */
    FalseAlarmMaps(long budget) {
        this.budget = budget;
    }

    /** Returns the cache every view shares. */
    public static FalseAlarmMaps shared() {
        return SHARED;
    }

    /**
     * Returns the reading for {@code kind} with A turned by {@code degreesA} and B by {@code
     * degreesB}, working it out (outside the lock, so that others are not kept waiting) if it is
     * not kept.
     */
    public Reading get(BoundKind kind, SpriteAnalysis a, int degreesA, SpriteAnalysis b, int degreesB) {
        Key key = new Key(kind, a, degreesA, b, degreesB);
        synchronized (this) {
            Reading reading = kept.get(key);
            if (reading != null) {
                return reading;
            }
        }
        Reading made = new Reading(FalseAlarmMap.of(kind, a, degreesA, b, degreesB),
                FixedTurns.measure(kind, a, degreesA, b, degreesB, FixedTurns.LIVE_TRIALS, SEED));
        return keep(key, made);
    }

    /** Keeps {@code made} unless another thread came first, dropping the least recently used beyond the budget. */
    private synchronized Reading keep(Key key, Reading made) {
        workedOut++;
        Reading first = kept.putIfAbsent(key, made);
        if (first != null) {
            return first;
        }
        bytes += made.map().bytes();
        for (Iterator<Map.Entry<Key, Reading>> oldest = kept.entrySet().iterator(); bytes > budget && kept.size() > 1; ) {
            bytes -= oldest.next().getValue().map().bytes();
            oldest.remove();
        }
        return made;
    }

    /** Returns how many readings this cache has worked out (not found kept) since it was made. */
    public synchronized long workedOut() {
        return workedOut;
    }

    /** Returns the bytes the kept maps take. */
    synchronized long bytes() {
        return bytes;
    }
}
