package org.spriteplayground.lesson.draw;

import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Swarm;

/**
 * Draws every bounding circle of a swarm in two batches, the touching ones in
 * {@link Ink#TOUCHING} and the rest in {@link Ink#BOUNDING_CIRCLE}, by the swarm's last collide.
 * The split is made into arrays kept from frame to frame, so a frame of 10,000 circles makes
 * no object per circle.
 */
public final class SwarmCircles {

    private final Batch touching = new Batch();
    private final Batch clear = new Batch();

    /** Draws the swarm's circles, touching or not. */
    public void draw(Swarm swarm, DebugDraw draw) {
        int n = swarm.count();
        touching.clear(n);
        clear.clear(n);
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        for (int i = 0; i < n; i++) {
            (swarm.isTouching(i) ? touching : clear).add(x[i], y[i], r[i]);
        }
        draw.circles(clear.x, clear.y, clear.r, clear.count, Ink.BOUNDING_CIRCLE);
        draw.circles(touching.x, touching.y, touching.r, touching.count, Ink.TOUCHING);
    }

    /**
     * Draws circles {@code from} to {@code count - 1} of the given arrays, touching or not by
     * {@code touching}: for a lesson whose overlaps another broad phase found.
     */
    public void draw(double[] x, double[] y, double[] r, int count, boolean[] touching, int from, DebugDraw draw) {
        this.touching.clear(count);
        clear.clear(count);
        for (int i = from; i < count; i++) {
            (touching[i] ? this.touching : clear).add(x[i], y[i], r[i]);
        }
        draw.circles(clear.x, clear.y, clear.r, clear.count, Ink.BOUNDING_CIRCLE);
        draw.circles(this.touching.x, this.touching.y, this.touching.r, this.touching.count, Ink.TOUCHING);
    }

    /** Circles for one batch call, in arrays that grow to the largest swarm drawn. */
    private static final class Batch {
        double[] x = new double[0];
        double[] y = new double[0];
        double[] r = new double[0];
        int count;

        void clear(int capacity) {
            if (x.length < capacity) {
                x = new double[capacity];
                y = new double[capacity];
                r = new double[capacity];
            }
            count = 0;
        }

        void add(double cx, double cy, double radius) {
            x[count] = cx;
            y[count] = cy;
            r[count] = radius;
            count++;
        }
    }
}
