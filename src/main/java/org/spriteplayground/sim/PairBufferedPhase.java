package org.spriteplayground.sim;

import java.util.Arrays;

/**
 * A broad phase that keeps the overlapping pairs its last collide found, lower body first, and the
 * candidates it tested, in arrays that grow to the largest collide and are then reused.
 */
abstract class PairBufferedPhase implements BroadPhase {

    private int[] first = new int[256];
    private int[] second = new int[256];
    private int hits;
    private long candidates;

    /** Forgets the last collide. */
    final void clear() {
        hits = 0;
        candidates = 0;
    }

    /**
     * Tests candidate pair (a, b) by its circles and keeps it when they overlap; touching counts.
     * The write is unconditional and only the count depends on the test, so the loop calling it
     * has no unpredictable branch.
     */
    final void test(int a, int b, double[] x, double[] y, double[] radius) {
        if (hits == first.length) {
            first = Arrays.copyOf(first, 2 * hits);
            second = Arrays.copyOf(second, 2 * hits);
        }
        double dx = x[b] - x[a];
        double dy = y[b] - y[a];
        double reach = radius[a] + radius[b];
        first[hits] = Math.min(a, b);
        second[hits] = Math.max(a, b);
        hits += dx * dx + dy * dy <= reach * reach ? 1 : 0;
        candidates++;
    }

    @Override
    public long candidates() {
        return candidates;
    }

    @Override
    public int hits() {
        return hits;
    }

    @Override
    public int hitFirst(int k) {
        return first[k];
    }

    @Override
    public int hitSecond(int k) {
        return second[k];
    }
}
