package org.spriteplayground.sim;

/**
 * One way of finding which of many circles overlap: a broad phase that hands candidate pairs to
 * the narrow test of the bounding circles (touching counts: d&sup2; &le; (r1 + r2)&sup2;). Every
 * method finds exactly the same overlapping pairs; they differ in how many candidates they test
 * and in the work spent choosing them.
 *
 * <p>A collide reads the first {@code n} entries of the arrays it is given and keeps nothing of
 * them but what it needs for the next collide; arrays are reused from one collide to the next,
 * so a steady step of the same bodies makes no objects.
 */
public interface BroadPhase {

    /** Finds every overlapping pair among the first {@code n} circles; returns how many there are. */
    int collide(double[] x, double[] y, double[] radius, int n);

    /** Returns how many candidate pairs the last collide handed to the circle test. */
    long candidates();

    /** Returns how many of those candidates overlap: the pairs found by the last collide. */
    int hits();

    /** Returns the lower body index of overlapping pair {@code k} (0 &le; k &lt; {@link #hits()}). */
    int hitFirst(int k);

    /** Returns the higher body index of overlapping pair {@code k}. */
    int hitSecond(int k);
}
