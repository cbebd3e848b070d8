package org.spriteplayground.sim;

import java.util.HashSet;
import java.util.Set;

/**
 * The reference the grid is checked against: every pair of a swarm's bodies tested, with the
 * swarm's own rule (touching counts: d&sup2; &le; (r1 + r2)&sup2;). Each pair is a long,
 * lower body index in the high half.
 */
final class AllPairs {

    private AllPairs() {
    }

    /** Returns every overlapping pair of the swarm's bodies as they stand. */
    static Set<Long> of(Swarm swarm) {
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        Set<Long> pairs = new HashSet<>();
        for (int i = 0; i < swarm.count(); i++) {
            for (int j = i + 1; j < swarm.count(); j++) {
                double dx = x[j] - x[i];
                double dy = y[j] - y[i];
                double reach = r[i] + r[j];
                if (dx * dx + dy * dy <= reach * reach) {
                    pairs.add(pair(i, j));
                }
            }
        }
        return pairs;
    }

    /** Packs a pair of bodies, lower index first. */
    static long pair(int first, int second) {
        return (long) first << 32 | second;
    }
}
