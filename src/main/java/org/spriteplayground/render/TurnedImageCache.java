package org.spriteplayground.render;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.sprite.TurnCache;

/**
 * Keeps the pre-turned sprite images ({@link TurnedImages}) of every sprite within one memory
 * budget ({@link TurnCache}): a turn is made the first time it is drawn, and the turns drawn least
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

    /** The turns kept, within the budget. */
    final TurnCache memory;
    private final List<TurnedImages> sets = new ArrayList<>();

    /** A cache of its own with {@code budget} bytes; the app uses {@link #shared()}. */
    TurnedImageCache(long budget) {
        memory = new TurnCache(budget);
    }

    /** Returns the cache every canvas shares. */
    public static TurnedImageCache shared() {
        return SHARED;
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
        if (360 * TurnedImages.maxTurnBytes(image, scale) > memory.budget() * SET_SHARE) {
            return null;
        }
        // The same sprite at another scale belongs to a canvas size that is gone.
        sets.removeIf(old -> {
            boolean gone = old.isOf(image, smooth);
            if (gone) {
                old.turns.clear();
            }
            return gone;
        });
        TurnedImages set = new TurnedImages(image, scale, smooth, memory);
        sets.add(set);
        return set;
    }
}
