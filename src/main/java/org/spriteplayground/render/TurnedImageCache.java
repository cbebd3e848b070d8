package org.spriteplayground.render;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the pre-turned sprite images ({@link TurnedImages}) of every sprite within one memory
 * budget. A turn is made the first time it is drawn; when it would not fit, the turns drawn least
 * recently (of any sprite) are dropped first. A sprite whose 360 turns could take more than
 * {@link #SET_SHARE} of the budget is not pre-turned at all (it is drawn through a transform), so
 * one frame never needs more turns than fit. A new scale (the canvas was resized) replaces the
 * sprite's turns at the old one. Safe to use from several threads.
 */
public final class TurnedImageCache {

    /** The budget of the shared cache: 128 MiB of turned images and their stamps across all sprites. */
    public static final long BUDGET_BYTES = 128L << 20;

    /** The most of the budget one sprite's 360 turns may take, at their largest, to be pre-turned. */
    public static final double SET_SHARE = 1.0 / 2;

    private static final TurnedImageCache SHARED = new TurnedImageCache(BUDGET_BYTES);

    private final long budget;
    private final List<TurnedImages> sets = new ArrayList<>();
    private long bytes;
    private long peakBytes;
    private long clock;

    /** A cache of its own with {@code budget} bytes; the app uses {@link #shared()}. */
    TurnedImageCache(long budget) {
        this.budget = budget;
    }

    /** Returns the cache every canvas shares. */
    public static TurnedImageCache shared() {
        return SHARED;
    }

    /** Returns the budget in bytes. */
    public long budget() {
        return budget;
    }

    /** Returns the bytes the kept turns take now. */
    public synchronized long bytes() {
        return bytes;
    }

    /** Returns the most bytes the kept turns have ever taken at once. */
    public synchronized long peakBytes() {
        return peakBytes;
    }

    /**
     * Returns the turns of {@code image} at {@code scale} screen pixels per image pixel, or null
     * if they could take more than their share of the budget.
     */
    synchronized TurnedImages turns(BufferedImage image, double scale, boolean smooth) {
        for (TurnedImages set : sets) {
            if (set.isFor(image, scale, smooth)) {
                return set;
            }
        }
        TurnedImages set = new TurnedImages(image, scale, smooth);
        if (360 * set.maxTurnBytes() > budget * SET_SHARE) {
            return null;
        }
        // The same sprite at another scale belongs to a canvas size that is gone.
        for (TurnedImages old : List.copyOf(sets)) {
            if (old.isOf(image, smooth)) {
                dropAll(old);
            }
        }
        sets.add(set);
        return set;
    }

    /** Returns the turn of {@code set} by {@code degrees} (0-359), made now if need be. */
    synchronized BufferedImage turn(TurnedImages set, int degrees) {
        BufferedImage image = set.peek(degrees);
        if (image == null) {
            long size = set.maxTurnBytes();
            while (bytes + size > budget) {
                evictLeastRecent();
            }
            bytes += set.make(degrees);
            peakBytes = Math.max(peakBytes, bytes);
            image = set.peek(degrees);
        }
        set.used(degrees, ++clock);
        return image;
    }

    private void evictLeastRecent() {
        TurnedImages oldest = null;
        int oldestDegrees = -1;
        for (TurnedImages set : sets) {
            int d = set.leastRecent();
            if (d >= 0 && (oldest == null || set.lastUse(d) < oldest.lastUse(oldestDegrees))) {
                oldest = set;
                oldestDegrees = d;
            }
        }
        if (oldest == null) {
            throw new IllegalStateException("cache counts " + bytes + " bytes but holds no turn");
        }
        bytes -= oldest.drop(oldestDegrees);
    }

    private void dropAll(TurnedImages set) {
        for (int d = 0; d < 360; d++) {
            bytes -= set.drop(d);
        }
        sets.remove(set);
    }
}
