package org.spriteplayground.sprite;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;

/**
 * Things made once per whole-degree turn of a source (a sprite's turned masks, its turned images at
 * one screen scale), kept within one memory budget across all sources. A turn is made the first
 * time it is asked for; when it would not fit, the turns used least recently (of any source) are
 * dropped first, to be made again if they are asked for again. A turn larger than the whole budget
 * is handed out but not kept. A source's {@link Turns} are held weakly: once nobody holds them,
 * their bytes stop counting.
 *
 * <p>Safe to use from several threads: turns join and leave under this object's lock, a kept turn
 * is read without it, and a turn handed out stays usable after it leaves.
 */
public final class TurnCache {

    private final long budget;
    private final List<Owner> owners = new ArrayList<>();
    private long bytes;
    private long peakBytes;
    /** Advances each time a turn joins; a turn's last use is the clock reading when it was last handed out. */
    private volatile long clock;

    /** A cache of {@code budget} bytes. */
    public TurnCache(long budget) {
        this.budget = budget;
    }

    /** Returns the budget in bytes. */
    public long budget() {
        return budget;
    }

    /** Returns the bytes the kept turns take now. */
    public synchronized long bytes() {
        forgetCollected();
        return bytes;
    }

    /** Returns the most bytes the kept turns have ever taken at once. */
    public synchronized long peakBytes() {
        return peakBytes;
    }

    /** Returns a source's turns, none made yet: turn {@code d} is {@code make.apply(d)}, taking {@code size} of it in bytes. */
    public synchronized <T> Turns<T> turns(IntFunction<T> make, ToLongFunction<T> size) {
        Turns<T> turns = new Turns<>(make, size);
        owners.add(turns.owner);
        return turns;
    }

    private synchronized <T> T admit(Turns<T> turns, int degrees, T made) {
        T present = turns.kept.get(degrees);
        if (present != null) {
            return present;
        }
        long size = turns.size.applyAsLong(made);
        if (size > budget) {
            return made;
        }
        forgetCollected();
        while (bytes + size > budget) {
            evictLeastRecent();
        }
        turns.lastUse[degrees] = ++clock;
        turns.kept.set(degrees, made);
        turns.owner.bytes += size;
        bytes += size;
        peakBytes = Math.max(peakBytes, bytes);
        return made;
    }

    private void evictLeastRecent() {
        Turns<?> oldest = null;
        int oldestDegrees = -1;
        for (Owner owner : owners) {
            Turns<?> turns = owner.get();
            int d = turns == null ? -1 : turns.leastRecent();
            if (d >= 0 && (oldest == null || turns.lastUse[d] < oldest.lastUse[oldestDegrees])) {
                oldest = turns;
                oldestDegrees = d;
            }
        }
        if (oldest == null) {
            throw new IllegalStateException("cache counts " + bytes + " bytes but holds no turn");
        }
        oldest.drop(oldestDegrees);
    }

    /** Stops counting the turns of sources nobody holds any more (the collector has freed them). */
    private void forgetCollected() {
        owners.removeIf(owner -> {
            boolean gone = owner.get() == null;
            bytes -= gone ? owner.bytes : 0;
            return gone;
        });
    }

    /** One source's turns, held weakly, and the bytes of them counted here. */
    private static final class Owner extends WeakReference<Turns<?>> {
        long bytes;

        Owner(Turns<?> turns) {
            super(turns);
        }
    }

    /** One source's turns by each whole degree (0-359), as many as the cache lets it keep. */
    public final class Turns<T> {

        private final IntFunction<T> make;
        private final ToLongFunction<T> size;
        private final AtomicReferenceArray<T> kept = new AtomicReferenceArray<>(360);
        /**
         * The cache clock when each turn was last handed out. Written without a lock: a lost or late
         * write only makes the least-recently-used choice slightly less exact, never a turn wrong.
         */
        private final long[] lastUse = new long[360];
        private final Owner owner = new Owner(this);

        private Turns(IntFunction<T> make, ToLongFunction<T> size) {
            this.make = make;
            this.size = size;
        }

        /** Returns the turn by {@code degrees}, making it (and offering it to the cache) if it is not kept. */
        public T get(int degrees) {
            T turn = cached(degrees);
            return turn != null ? turn : admit(this, degrees, make.apply(degrees));
        }

        /** Returns the kept turn by {@code degrees}, marking it used, or null if none is kept. */
        public T cached(int degrees) {
            T turn = kept.get(degrees);
            if (turn != null) {
                lastUse[degrees] = clock;
            }
            return turn;
        }

        /** Returns the kept turn by {@code degrees} without marking it used, or null. */
        public T peek(int degrees) {
            return kept.get(degrees);
        }

        /** Drops every kept turn and leaves the cache: for a source that is no longer drawn. */
        public void clear() {
            synchronized (TurnCache.this) {
                for (int d = 0; d < 360; d++) {
                    drop(d);
                }
                owners.remove(owner);
            }
        }

        /** Returns the kept turn used least recently, or -1 if none is kept. */
        private int leastRecent() {
            int oldest = -1;
            for (int d = 0; d < 360; d++) {
                if (kept.get(d) != null && (oldest < 0 || lastUse[d] < lastUse[oldest])) {
                    oldest = d;
                }
            }
            return oldest;
        }

        /** Lets go of the turn by {@code degrees}, if kept (the cache's lock is held). */
        private void drop(int degrees) {
            T turn = kept.getAndSet(degrees, null);
            long freed = turn == null ? 0 : size.applyAsLong(turn);
            owner.bytes -= freed;
            bytes -= freed;
        }
    }
}
