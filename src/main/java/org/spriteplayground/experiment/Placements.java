package org.spriteplayground.experiment;

import java.util.Random;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Draws the experiment's placements from a seeded generator, a chunk at a time, so a run of any
 * length needs only one chunk in memory and the same seed always gives the same sequence. A
 * stands at the origin; B's pivot is uniform in a disc {@link Experiment#SPREAD} times the sum of
 * the two bounding radii, rounded to the pixel lattice; both turns are whole degrees, drawn
 * uniformly or held fixed.
 */
final class Placements {

    /** A turn that is drawn afresh for every placement. */
    static final int DRAWN = -1;

    private final Random random;
    private final double reach;
    private final int degreesA;
    private final int degreesB;

    /** Draws both turns. */
    Placements(SpriteAnalysis a, SpriteAnalysis b, long seed) {
        this(a, b, seed, DRAWN, DRAWN);
    }

    /** Holds A at {@code degreesA} and B at {@code degreesB}; either may be {@link #DRAWN}. */
    Placements(SpriteAnalysis a, SpriteAnalysis b, long seed, int degreesA, int degreesB) {
        random = new Random(seed);
        reach = Experiment.SPREAD * (a.circleRadius() + b.circleRadius());
        this.degreesA = degreesA;
        this.degreesB = degreesB;
    }

    /** Fills the first {@code count} entries of both arrays with the next placements of A and B. */
    void next(Placement[] pa, Placement[] pb, int count) {
        for (int i = 0; i < count; i++) {
            double r = reach * Math.sqrt(random.nextDouble());
            double t = random.nextDouble() * 2 * Math.PI;
            pa[i] = new Placement(0, 0, turn(degreesA));
            pb[i] = new Placement((int) Math.round(r * Math.cos(t)), (int) Math.round(r * Math.sin(t)), turn(degreesB));
        }
    }

    private int turn(int fixed) {
        return fixed == DRAWN ? random.nextInt(360) : fixed;
    }
}
