package org.spriteplayground.sim;

import java.util.Arrays;
import org.spriteplayground.geometry.Tolerance;

/**
 * Sweep and prune on x: each body's box gives an interval [x - r, x + r] on the x axis; the
 * intervals are kept sorted by their left ends, and a sweep from left to right pairs each interval
 * with those that start before it ends. Those pairs are the candidates, whatever their heights.
 *
 * <p>Bodies move little between steps, so last step's order is nearly sorted and an insertion
 * sort puts it right in about n moves. Intervals are widened by {@link Tolerance#TOUCH} so that
 * rounding never drops two circles that just touch.
 */
public final class SweepAndPrune extends PairBufferedPhase {

    private int[] order = new int[0];
    private double[] left = new double[0];
    private double[] right = new double[0];
    private int sorted = -1;

    @Override
    public int collide(double[] x, double[] y, double[] radius, int n) {
        if (left.length < n) {
            left = new double[n];
            right = new double[n];
        }
        for (int i = 0; i < n; i++) {
            double reach = radius[i] + Tolerance.TOUCH;
            left[i] = x[i] - reach;
            right[i] = x[i] + reach;
        }
        if (n != sorted) {
            order = Arrays.copyOf(order, Math.max(order.length, n));
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            sorted = n;
        }
        insertionSort(n);
        clear();
        for (int a = 0; a < n; a++) {
            int i = order[a];
            double end = right[i];
            for (int b = a + 1; b < n && left[order[b]] <= end; b++) {
                test(i, order[b], x, y, radius);
            }
        }
        return hits();
    }

    /** Sorts the order by left ends; near-sorted input costs about n steps. */
    private void insertionSort(int n) {
        for (int a = 1; a < n; a++) {
            int body = order[a];
            double key = left[body];
            int b = a - 1;
            while (b >= 0 && left[order[b]] > key) {
                order[b + 1] = order[b];
                b--;
            }
            order[b + 1] = body;
        }
    }

    /** Returns the bodies by the left ends of their intervals, as of the last collide (the first n entries; read-only by convention). */
    public int[] order() {
        return order;
    }

    /** Returns each body's interval's left end, as of the last collide (read-only by convention). */
    public double[] lefts() {
        return left;
    }

    /** Returns each body's interval's right end, as of the last collide (read-only by convention). */
    public double[] rights() {
        return right;
    }
}
