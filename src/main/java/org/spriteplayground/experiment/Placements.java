package org.spriteplayground.experiment;

import java.util.Random;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Draws the experiment's placements from a seeded generator, a chunk at a time, so a run of any
 * length needs only one chunk in memory and the same seed always gives the same sequence. A
 * stands at the origin; B's pivot is uniform in a disc {@link Experiment#SPREAD} times the sum of
 * the two bounding radii, rounded to the pixel lattice; both turns are whole degrees.
 */
final class Placements {

    private final Random random;
    private final double reach;

    Placements(SpriteAnalysis a, SpriteAnalysis b, long seed) {
        random = new Random(seed);
        reach = Experiment.SPREAD * (a.circleRadius() + b.circleRadius());
    }

    /** Fills the first {@code count} entries of both arrays with the next placements of A and B. */
    void next(Placement[] pa, Placement[] pb, int count) {
        for (int i = 0; i < count; i++) {
            double r = reach * Math.sqrt(random.nextDouble());
            double t = random.nextDouble() * 2 * Math.PI;
            pa[i] = new Placement(0, 0, random.nextInt(360));
            pb[i] = new Placement((int) Math.round(r * Math.cos(t)), (int) Math.round(r * Math.sin(t)), random.nextInt(360));
        }
    }
}
