package org.spriteplayground.sprite;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * One sprite's masks turned by each whole degree, as many as {@link TurnedMaskCache} lets it keep.
 * Shared by every name the sprite is filed under.
 */
final class TurnedMasks {

    private final AlphaMask source;
    private final TurnedMaskCache cache;
    private final AtomicReferenceArray<TurnedMask> masks = new AtomicReferenceArray<>(360);
    /**
     * The cache clock when each mask was last handed out. Written without a lock: a lost or late
     * write only makes the least-recently-used choice slightly less exact, never a mask wrong.
     */
    private final long[] lastUse = new long[360];
    private final boolean eager;

    /**
     * Registers with {@code cache}. Nothing is turned yet: each degree is turned when it is first
     * asked for (a bundled sprite's mask in tens of microseconds), so loading a sprite, and so the
     * app's start, does not wait for 360 turns of every sprite.
     */
    TurnedMasks(AlphaMask source, TurnedMaskCache cache) {
        this.source = source;
        this.cache = cache;
        long all = 0;
        for (int d = 0; d < 360; d++) {
            all += new TurnedMask.Turn(source, d).bytes();
        }
        this.eager = cache.turnsEagerly(all);
        cache.register(this);
    }

    /** Returns whether masks are cheap enough to build whenever one is missing (all 360 fit the cache's eager share). */
    boolean eager() {
        return eager;
    }

    /** Returns the mask turned by {@code degrees}, building it (and offering it to the cache) if it is not kept. */
    TurnedMask get(int degrees) {
        TurnedMask mask = cached(degrees);
        return mask != null ? mask : cache.admit(this, degrees, TurnedMask.of(source, degrees));
    }

    /** Returns the kept mask turned by {@code degrees}, marking it used, or null if none is kept. */
    TurnedMask cached(int degrees) {
        TurnedMask mask = masks.get(degrees);
        if (mask != null) {
            lastUse[degrees] = cache.clock();
        }
        return mask;
    }

    /** Returns the kept mask without marking it used. */
    TurnedMask peek(int degrees) {
        return masks.get(degrees);
    }

    /** Returns the turn of the least recently used kept mask, or -1 if none is kept. */
    int leastRecent() {
        int oldest = -1;
        for (int d = 0; d < 360; d++) {
            if (masks.get(d) != null && (oldest < 0 || lastUse[d] < lastUse[oldest])) {
                oldest = d;
            }
        }
        return oldest;
    }

    /** Returns the cache clock when the mask turned by {@code degrees} was last handed out. */
    long lastUse(int degrees) {
        return lastUse[degrees];
    }

    /** Keeps {@code mask} (the cache's lock is held). */
    void keep(int degrees, TurnedMask mask, long now) {
        lastUse[degrees] = now;
        masks.set(degrees, mask);
    }

    /** Lets go of the mask turned by {@code degrees} (the cache's lock is held); returns its bytes. */
    long drop(int degrees) {
        return masks.getAndSet(degrees, null).bytes();
    }
}
