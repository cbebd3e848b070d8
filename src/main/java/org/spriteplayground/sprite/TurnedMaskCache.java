package org.spriteplayground.sprite;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Keeps the turned masks of every sprite within one memory budget. A mask joins when it is first
 * needed; when it would not fit, the masks used least recently (by any sprite) are dropped first,
 * to be turned again if they are needed again. Sprites whose 360 masks together take at most
 * {@link #EAGER_SHARE} of the budget are turned for a degree whenever a test needs that degree;
 * larger ones are tested without building masks unless one is asked for (see {@link Bounds}).
 *
 * <p>Safe to use from several threads: masks join and leave under this object's lock, and a mask
 * handed out stays usable after it leaves.
 */
public final class TurnedMaskCache {

    /** The budget of the shared cache: 64 MiB of turned masks across all sprites. */
    public static final long BUDGET_BYTES = 64L << 20;

    /** The share of the budget a sprite's full set of 360 masks may take to be turned whenever a test needs a degree. */
    public static final double EAGER_SHARE = 1.0 / 8;

    private static final TurnedMaskCache SHARED = new TurnedMaskCache(BUDGET_BYTES);

    private final long budget;
    private final List<Owner> owners = new ArrayList<>();
    private long bytes;
    private long peakBytes;
    /** Advances each time a mask joins; a mask's last use is the clock reading when it was last handed out. */
    private volatile long clock;

    /** A cache of its own with {@code budget} bytes; the app uses {@link #shared()}. */
    TurnedMaskCache(long budget) {
        this.budget = budget;
    }

    /** Returns the cache every sprite shares. */
    public static TurnedMaskCache shared() {
        return SHARED;
    }

    /** Returns the budget in bytes. */
    public long budget() {
        return budget;
    }

    /** Returns the bytes the kept masks take now. */
    public synchronized long bytes() {
        forgetCollected();
        return bytes;
    }

    /** Returns the most bytes the kept masks have ever taken at once. */
    public synchronized long peakBytes() {
        return peakBytes;
    }

    /** Returns whether a sprite whose 360 masks take {@code allBytes} is turned whenever a test needs a degree. */
    boolean turnsEagerly(long allBytes) {
        return allBytes <= budget * EAGER_SHARE;
    }

    /** Returns the clock: the count of masks that have joined so far. */
    long clock() {
        return clock;
    }

    /** Registers a sprite's masks, so that they count against the budget and can be dropped. */
    synchronized void register(TurnedMasks masks) {
        owners.add(new Owner(masks));
    }

    /**
     * Keeps {@code mask} as {@code masks}' turn by {@code degrees} if it fits once the least
     * recently used masks are dropped; returns the mask to use (another thread's, if it came first).
     */
    synchronized TurnedMask admit(TurnedMasks masks, int degrees, TurnedMask mask) {
        TurnedMask present = masks.peek(degrees);
        if (present != null) {
            return present;
        }
        long size = mask.bytes();
        if (size > budget) {
            return mask;
        }
        forgetCollected();
        while (bytes + size > budget) {
            evictLeastRecent();
        }
        Owner owner = ownerOf(masks);
        masks.keep(degrees, mask, ++clock);
        owner.bytes += size;
        bytes += size;
        peakBytes = Math.max(peakBytes, bytes);
        return mask;
    }

    private void evictLeastRecent() {
        Owner oldest = null;
        int oldestDegrees = -1;
        long oldestUse = Long.MAX_VALUE;
        for (Owner owner : owners) {
            TurnedMasks masks = owner.masks.get();
            if (masks == null) {
                continue;
            }
            int d = masks.leastRecent();
            if (d >= 0 && masks.lastUse(d) < oldestUse) {
                oldest = owner;
                oldestDegrees = d;
                oldestUse = masks.lastUse(d);
            }
        }
        if (oldest == null) {
            throw new IllegalStateException("cache counts " + bytes + " bytes but holds no mask");
        }
        long freed = oldest.masks.get().drop(oldestDegrees);
        oldest.bytes -= freed;
        bytes -= freed;
    }

    private Owner ownerOf(TurnedMasks masks) {
        for (Owner owner : owners) {
            if (owner.masks.get() == masks) {
                return owner;
            }
        }
        throw new IllegalStateException("masks were never registered");
    }

    /** Stops counting the masks of sprites nobody holds any more (the collector has freed them). */
    private void forgetCollected() {
        for (Iterator<Owner> it = owners.iterator(); it.hasNext();) {
            Owner owner = it.next();
            if (owner.masks.get() == null) {
                bytes -= owner.bytes;
                it.remove();
            }
        }
    }

    /** One sprite's masks, held weakly, and the bytes of them counted here. */
    private static final class Owner {
        final WeakReference<TurnedMasks> masks;
        long bytes;

        Owner(TurnedMasks masks) {
            this.masks = new WeakReference<>(masks);
        }
    }
}
