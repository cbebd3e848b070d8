package org.spriteplayground.sim;

import java.util.Arrays;

/**
 * A uniform grid broad phase, the stress lesson's: cells as wide as the largest diameter, so a
 * body is filed once, by its centre, and can only meet bodies in its own cell and the eight
 * around it. Each cell is paired with itself and four neighbours (east, south-west, south,
 * south-east), so every candidate pair is tested exactly once, by its bounding circles. Bodies are
 * copied into cell order first, so the inner loops read memory in sequence. One huge body makes
 * every cell huge.
 *
 * <p>As a {@link BroadPhase} it lays the cells afresh whenever the largest radius changes or the
 * bodies outgrow the arrays; a {@link Swarm}, which knows its largest radius, lays them once with
 * {@link #configure} and then skips that scan. The arrays are reused from one collide to the next
 * and grow only when the body count or the crowding does. Touching counts as overlapping:
 * d&sup2; &le; (r1 + r2)&sup2;.
 */
public final class GridBroadPhase implements BroadPhase {

    private final double width;
    private final double height;
    private double cellRadius = Double.NaN;
    private int room = -1;
    private int cols;
    private int rows;
    private double inverseCell;
    private int[] cellStart = new int[1];
    private int[] cellOf = new int[0];
    /** The body in each cell-ordered slot. */
    private int[] order = new int[0];
    private double[] sx = new double[0];
    private double[] sy = new double[0];
    private double[] sr = new double[0];
    /** Overlapping pairs of the last collide, as cell-ordered slots: pairA[k], pairB[k]. */
    private int[] pairA = new int[1024];
    private int[] pairB = new int[1024];
    private boolean[] touching = new boolean[0];
    private int count;
    private int hits;
    private long pairsTested;

    /** A grid over a {@code width} &times; {@code height} world, from (0, 0). */
    public GridBroadPhase(double width, double height) {
        if (!(width > 0 && height > 0)) {
            throw new IllegalArgumentException("world size must be positive, was " + width + " x " + height);
        }
        this.width = width;
        this.height = height;
    }

    /**
     * Lays the cells for bodies up to {@code maxRadius}, with room for {@code n} bodies and their
     * usual crowding, and forgets the last collide.
     */
    void configure(double maxRadius, int n) {
        cellRadius = maxRadius;
        room = Math.max(n, room);
        double cell = 2 * maxRadius;
        cols = Math.max(1, (int) Math.ceil(width / cell));
        rows = Math.max(1, (int) Math.ceil(height / cell));
        inverseCell = 1 / cell;
        if (cellStart.length < cols * rows + 1) {
            cellStart = new int[cols * rows + 1];
        }
        if (order.length < room) {
            cellOf = new int[room];
            order = new int[room];
            sx = new double[room];
            sy = new double[room];
            sr = new double[room];
            touching = new boolean[room];
        }
        if (pairA.length < 8 * room) {
            grow(8 * room); // room for the usual crowding up front, so steady ticks never allocate
        }
        count = 0;
        hits = 0;
        pairsTested = 0;
    }

    /** Lays the cells afresh when the largest radius changes or the bodies outgrow the arrays. */
    @Override
    public int collide(double[] x, double[] y, double[] radius, int n) {
        double largest = 0;
        for (int i = 0; i < n; i++) {
            largest = Math.max(largest, radius[i]);
        }
        if (n > 0 && (largest != cellRadius || n > room)) {
            configure(largest, n);
        }
        return collideLaid(x, y, radius, n);
    }

    /** Finds every overlapping pair among the first {@code n} circles in the cells as laid; returns how many there are. */
    int collideLaid(double[] x, double[] y, double[] radius, int n) {
        count = n;
        fileIntoCells(x, y, radius);
        hits = 0;
        pairsTested = 0;
        for (int cy = 0; cy < rows; cy++) {
            for (int cx = 0; cx < cols; cx++) {
                int c = cy * cols + cx;
                int from = cellStart[c];
                int to = cellStart[c + 1];
                if (from == to) {
                    continue;
                }
                within(from, to);
                if (cx + 1 < cols) {
                    across(from, to, c + 1);
                }
                if (cy + 1 < rows) {
                    if (cx > 0) {
                        across(from, to, c + cols - 1);
                    }
                    across(from, to, c + cols);
                    if (cx + 1 < cols) {
                        across(from, to, c + cols + 1);
                    }
                }
            }
        }
        markTouching();
        return hits;
    }

    /** Counting sort of the bodies by cell, copying their positions and radii into cell order. */
    private void fileIntoCells(double[] x, double[] y, double[] radius) {
        int cells = cols * rows;
        Arrays.fill(cellStart, 0, cells + 1, 0);
        for (int i = 0; i < count; i++) {
            int cx = Math.min(cols - 1, (int) (x[i] * inverseCell));
            int cy = Math.min(rows - 1, (int) (y[i] * inverseCell));
            int c = cy * cols + cx;
            cellOf[i] = c;
            cellStart[c + 1]++;
        }
        for (int c = 0; c < cells; c++) {
            cellStart[c + 1] += cellStart[c];
        }
        // Fill back to front so that each cell's slice ends up in body order; cellStart is restored.
        for (int i = count - 1; i >= 0; i--) {
            int slot = --cellStart[cellOf[i] + 1];
            order[slot] = i;
            sx[slot] = x[i];
            sy[slot] = y[i];
            sr[slot] = radius[i];
        }
        // cellStart[c + 1] now holds the start of cell c; shift back by one cell.
        System.arraycopy(cellStart, 1, cellStart, 0, cells);
        cellStart[cells] = count;
    }

    private void within(int from, int to) {
        for (int a = from; a < to; a++) {
            sweep(a, a + 1, to);
        }
    }

    private void across(int from, int to, int neighbour) {
        int nFrom = cellStart[neighbour];
        int nTo = cellStart[neighbour + 1];
        if (nFrom == nTo) {
            return;
        }
        for (int a = from; a < to; a++) {
            sweep(a, nFrom, nTo);
        }
    }

    /**
     * Tests slot {@code a} against slots [from, to). Branch-free: every candidate is written and
     * the write position advances only for a hit, so the loop has no unpredictable branch.
     */
    private void sweep(int a, int from, int to) {
        if (from >= to) {
            return;
        }
        int k = hits;
        if (k + (to - from) > pairA.length) {
            grow(k + (to - from));
        }
        double ax = sx[a];
        double ay = sy[a];
        double ar = sr[a];
        int[] outA = pairA;
        int[] outB = pairB;
        for (int b = from; b < to; b++) {
            double dx = sx[b] - ax;
            double dy = sy[b] - ay;
            double reach = sr[b] + ar;
            outA[k] = a;
            outB[k] = b;
            k += dx * dx + dy * dy <= reach * reach ? 1 : 0;
        }
        pairsTested += to - from;
        hits = k;
    }

    private void grow(int needed) {
        int size = Math.max(needed, 2 * pairA.length);
        pairA = Arrays.copyOf(pairA, size);
        pairB = Arrays.copyOf(pairB, size);
    }

    private void markTouching() {
        Arrays.fill(touching, 0, count, false);
        for (int k = 0; k < hits; k++) {
            touching[order[pairA[k]]] = true;
            touching[order[pairB[k]]] = true;
        }
    }

    /** Returns the side of one cell: the largest diameter the cells were laid for. */
    public double cellSize() {
        return 2 * cellRadius;
    }

    /** Returns the cells across. */
    public int columns() {
        return (int) Math.max(1, Math.ceil(width / cellSize()));
    }

    /** Returns the cells down. */
    public int rows() {
        return (int) Math.max(1, Math.ceil(height / cellSize()));
    }

    @Override
    public int hits() {
        return hits;
    }

    @Override
    public long candidates() {
        return pairsTested;
    }

    @Override
    public int hitFirst(int k) {
        return Math.min(order[pairA[k]], order[pairB[k]]);
    }

    @Override
    public int hitSecond(int k) {
        return Math.max(order[pairA[k]], order[pairB[k]]);
    }

    /**
     * Returns the slot (see {@link #order()}) of {@link #hitFirst(int) the first body} of pair
     * {@code k}: walking the hits by slot reads data kept in cell order almost in sequence.
     */
    public int hitFirstSlot(int k) {
        int a = pairA[k];
        int b = pairB[k];
        return order[a] < order[b] ? a : b;
    }

    /** Returns the slot (see {@link #order()}) of {@link #hitSecond(int) the second body} of pair {@code k}. */
    public int hitSecondSlot(int k) {
        int a = pairA[k];
        int b = pairB[k];
        return order[a] < order[b] ? b : a;
    }

    /**
     * Returns the bodies in cell order of the last collide: slot {@code s} holds body
     * {@code order()[s]} (the first n entries; read-only by convention). Bodies in neighbouring
     * cells sit near each other here.
     */
    public int[] order() {
        return order;
    }

    /** Returns whether body {@code i} overlapped another at the last collide. */
    public boolean isTouching(int i) {
        return touching[i];
    }
}
