package org.spriteplayground.lesson.draw;

import java.util.function.IntPredicate;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Swarm;

/**
 * Draws every bounding circle of a swarm in two batches, the touching ones in
 * {@link Ink#TOUCHING} and the rest in {@link Ink#BOUNDING_CIRCLE}, as a broad phase found them.
 * The split is made into arrays kept from frame to frame, so a frame of 10,000 circles makes
 * no object per circle.
 */
public final class SwarmCircles {

    private final Batch touching = new Batch();
    private final Batch clear = new Batch();

    /**
     * Draws circles {@code from} to {@code count - 1} of the swarm, touching or not by
     * {@code touching}: the swarm's own finding, or another broad phase's.
     */
    public void draw(Swarm swarm, IntPredicate touching, int from, DebugDraw draw) {
        int count = swarm.count();
        this.touching.clear(count);
        clear.clear(count);
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        for (int i = from; i < count; i++) {
            (touching.test(i) ? this.touching : clear).add(x[i], y[i], r[i]);
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
