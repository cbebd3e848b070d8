package org.spriteplayground.bench;

import java.util.Arrays;
import org.spriteplayground.sim.Swarm;

/**
 * The broad phase the grid replaces, as the timed opponent: every pair of a swarm's bodies
 * tested, each overlapping pair written to reused arrays just as the grid writes its pairs, so
 * both sides of the ratio do the same work per hit. SwarmTest checks that the grid finds the
 * same pairs.
 */
final class BruteForce {

    private int[] pairA = new int[1024];
    private int[] pairB = new int[1024];

    /** Finds every overlapping pair of the swarm's bodies as they stand; returns how many there are. */
    int collide(Swarm swarm) {
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        int n = swarm.count();
        int hits = 0;
        for (int i = 0; i < n; i++) {
            double xi = x[i];
            double yi = y[i];
            double ri = r[i];
            for (int j = i + 1; j < n; j++) {
                double dx = x[j] - xi;
                double dy = y[j] - yi;
                double reach = r[j] + ri;
                if (dx * dx + dy * dy <= reach * reach) {
                    if (hits == pairA.length) {
                        pairA = Arrays.copyOf(pairA, 2 * hits);
                        pairB = Arrays.copyOf(pairB, 2 * hits);
                    }
                    pairA[hits] = i;
                    pairB[hits] = j;
                    hits++;
                }
            }
        }
        return hits;
    }
}
