package org.spriteplayground.sim;

import java.util.Arrays;

/**
 * A uniform grid broad phase, the stress lesson's: cells as wide as the largest diameter, so a
 * body is filed once, by its centre, and can only meet bodies in its own cell and the eight
 * around it. Each cell is paired with itself and four neighbours (east, south-west, south,
 * south-east), so every candidate pair is tested exactly once, by its bounding circles. Bodies are
 * copied into cell order first, so the inner loops read memory in sequence: a cell and its east
 * neighbour lie side by side, and so do the three cells below, so each body sweeps two runs of
 * slots. One huge body makes every cell huge.
 *
 * <p>The circle hits are gathered a block at a time, small enough to stay in the fastest cache,
 * and each block is handled at once while both bodies' numbers are still there: the bodies are
 * marked as touching and, when a {@link Confirmation} is set, the block is confirmed. The pairs
 * themselves are listed only when someone asks for one ({@link #hitFirst}), by sweeping the
 * cells of the last collide again.
 *
 * <p>As a {@link BroadPhase} it lays the cells afresh whenever the largest radius changes or the
 * bodies outgrow the arrays; a {@link Swarm}, which knows its largest radius, lays them once with
 * {@link #configure} and then skips that scan. The arrays are reused from one collide to the next
 * and grow only when the body count or the crowding does. Touching counts as overlapping:
 * d&sup2; &le; (r1 + r2)&sup2;.
 */
public final class GridBroadPhase implements BroadPhase {

    /** A second, narrower test of the circle hits, which the grid runs on each block of hits as it finds them. */
    public interface Confirmation {

        /** Called once the bodies are filed, before any pair is tested: body {@code b} sits in slot {@code slotOf[b]} (b &lt; n). */
        void filed(int[] slotOf, int n);

        /**
         * Returns how many of the pairs of slots {@code first[k]}, {@code second[k]} (k &lt; n) it
         * confirms; the first slot of each pair holds the lower-numbered body.
         */
        int confirm(int[] first, int[] second, int n);
    }

    /** Circle hits gathered before they are handled: few enough that the block stays in the fastest cache. */
    private static final int BLOCK = 512;

    private final double width;
    private final double height;
    private double cellRadius = Double.NaN;
    private int room = -1;
    private int cols;
    private int rows;
    private double inverseCell;
    private int[] cellStart = new int[1];
    private int[] cellOf = new int[0];
    /** The cell-ordered slot of each body. */
    private int[] slotOf = new int[0];
    /** The body in each cell-ordered slot. */
    private int[] order = new int[0];
    private double[] sx = new double[0];
    private double[] sy = new double[0];
    private double[] sr = new double[0];
    /** Whether the body in each slot overlapped another. */
    private boolean[] touching = new boolean[0];
    /** The circle hits found since the last block was handled, as slots: blockA[k], blockB[k]. */
    private int[] blockA = new int[BLOCK];
    private int[] blockB = new int[BLOCK];
    private int pending;
    /** The overlapping pairs of the last collide, as slots, once {@link #listed()} has listed them. */
    private int[] pairA = new int[0];
    private int[] pairB = new int[0];
    private boolean listing;
    private boolean listed;
    private Confirmation confirmation;
    private int count;
    private int hits;
    private int confirmed;
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
     * Lays the cells for bodies up to {@code maxRadius}, with room for {@code n} bodies, and
     * forgets the last collide.
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
            slotOf = new int[room];
            order = new int[room];
            sx = new double[room];
            sy = new double[room];
            sr = new double[room];
            touching = new boolean[room];
        }
        count = 0;
        hits = 0;
        confirmed = 0;
        pairsTested = 0;
        listed = true;
    }

    /**
     * Runs {@code confirmation} on the circle hits of every collide from now on, or none when it
     * is null; {@link #confirmed()} then counts what it confirms.
     */
    public void confirmWith(Confirmation confirmation) {
        this.confirmation = confirmation;
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
        if (confirmation != null) {
            confirmation.filed(slotOf, n);
        }
        Arrays.fill(touching, 0, n, false);
        listing = false;
        confirmed = 0;
        sweepCells();
        listed = false;
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
            slotOf[i] = slot;
            order[slot] = i;
            sx[slot] = x[i];
            sy[slot] = y[i];
            sr[slot] = radius[i];
        }
        // cellStart[c + 1] now holds the start of cell c; shift back by one cell.
        System.arraycopy(cellStart, 1, cellStart, 0, cells);
        cellStart[cells] = count;
    }

    /**
     * Tests every candidate pair of the filed bodies and handles the hits a block at a time. A
     * body in cell c sweeps the rest of c and its east neighbour, then the three cells below.
     */
    private void sweepCells() {
        hits = 0;
        pending = 0;
        long tested = 0;
        for (int cy = 0; cy < rows; cy++) {
            boolean below = cy + 1 < rows;
            for (int cx = 0; cx < cols; cx++) {
                int c = cy * cols + cx;
                int from = cellStart[c];
                int to = cellStart[c + 1];
                if (from == to) {
                    continue;
                }
                int rowEnd = cellStart[cx + 1 < cols ? c + 2 : c + 1];
                int belowFrom = below ? cellStart[cx > 0 ? c + cols - 1 : c + cols] : 0;
                int belowTo = below ? cellStart[cx + 1 < cols ? c + cols + 2 : c + cols + 1] : 0;
                for (int a = from; a < to; a++) {
                    sweep(a, a + 1, rowEnd);
                    sweep(a, belowFrom, belowTo);
                }
                long m = to - from;
                tested += m * (rowEnd - from) - m * (m + 1) / 2 + m * (belowTo - belowFrom);
            }
        }
        handleBlock();
        pairsTested = tested;
    }

    /**
     * Tests slot {@code a} against slots [from, to). Branch-free: every candidate is written and
     * the write position advances only for a hit, so the loop has no unpredictable branch.
     */
    private void sweep(int a, int from, int to) {
        if (from >= to) {
            return;
        }
        int k = pending;
        if (k + (to - from) > blockA.length) {
            handleBlock();
            k = 0;
            if (to - from > blockA.length) { // a crowded cell: the block grows to hold one sweep
                blockA = new int[to - from];
                blockB = new int[to - from];
            }
        }
        double ax = sx[a];
        double ay = sy[a];
        double ar = sr[a];
        int[] outA = blockA;
        int[] outB = blockB;
        for (int b = from; b < to; b++) {
            double dx = sx[b] - ax;
            double dy = sy[b] - ay;
            double reach = sr[b] + ar;
            outA[k] = a;
            outB[k] = b;
            k += dx * dx + dy * dy <= reach * reach ? 1 : 0;
        }
        pending = k;
    }

    /**
     * Handles the hits gathered in the block: marks both bodies of each as touching, then lists
     * the block or, with the lower-numbered body of each pair first, has it confirmed.
     */
    private void handleBlock() {
        int k = pending;
        int[] first = blockA;
        int[] second = blockB;
        for (int i = 0; i < k; i++) {
            touching[first[i]] = true;
            touching[second[i]] = true;
        }
        if (listing) {
            if (pairA.length < hits + k) {
                pairA = Arrays.copyOf(pairA, Math.max(hits + k, 2 * pairA.length));
                pairB = Arrays.copyOf(pairB, pairA.length);
            }
            System.arraycopy(first, 0, pairA, hits, k);
            System.arraycopy(second, 0, pairB, hits, k);
        } else if (confirmation != null && k > 0) {
            for (int i = 0; i < k; i++) {
                int a = first[i];
                int b = second[i];
                int swap = (a ^ b) & (order[b] - order[a]) >> 31; // a ^ b when b's body is the lower, else 0
                first[i] = a ^ swap;
                second[i] = b ^ swap;
            }
            confirmed += confirmation.confirm(first, second, k);
        }
        hits += k;
        pending = 0;
    }

    /** Lists the pairs of the last collide, sweeping its cells again, unless they are listed already. */
    private void listed() {
        if (!listed) {
            listing = true;
            sweepCells();
            listing = false;
            listed = true;
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

    /** Returns how many of the last collide's circle hits the {@link #confirmWith confirmation} confirmed: all of them without one. */
    public int confirmed() {
        return confirmation == null ? hits : confirmed;
    }

    @Override
    public long candidates() {
        return pairsTested;
    }

    /** Lists the pairs first if need be (the first call after a collide sweeps its cells again). */
    @Override
    public int hitFirst(int k) {
        listed();
        return Math.min(order[pairA[k]], order[pairB[k]]);
    }

    /** Lists the pairs first if need be. */
    @Override
    public int hitSecond(int k) {
        listed();
        return Math.max(order[pairA[k]], order[pairB[k]]);
    }

    /** Returns whether body {@code i} overlapped another at the last collide. */
    public boolean isTouching(int i) {
        return touching[slotOf[i]];
    }
}
