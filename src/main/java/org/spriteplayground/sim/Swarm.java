package org.spriteplayground.sim;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Many moving, turning circles in flat arrays, for the stress lesson and the benchmarks. A step
 * moves and turns every body, bounces it off the world's edges, and finds every pair of
 * overlapping circles with a uniform grid: cells as wide as the largest diameter, so a body is
 * filed once, by its centre, and can only meet bodies in its own cell and the eight around it.
 * Each cell is paired with itself and four neighbours (east, south-west, south, south-east), so
 * every candidate pair is tested exactly once. Bodies are copied into cell order first, so the
 * inner loops read memory in sequence.
 *
 * <p>Nothing is allocated per step once the arrays have grown to the body count: the hot path is
 * primitive arithmetic over arrays. Touching counts as overlapping: d&sup2; &le; (r1 + r2)&sup2;.
 */
public final class Swarm {

    private final double width;
    private final double height;
    private int count;
    private double[] x = new double[0];
    private double[] y = new double[0];
    private double[] vx = new double[0];
    private double[] vy = new double[0];
    private double[] angle = new double[0];
    private double[] spin = new double[0];
    private double[] radius = new double[0];
    private boolean[] touching = new boolean[0];
    private double maxRadius;

    // Grid, rebuilt every step into these reused arrays.
    private int cols;
    private int rows;
    private double inverseCell;
    private int[] cellStart = new int[1];
    private int[] cellOf = new int[0];
    private int[] order = new int[0];
    private double[] sx = new double[0];
    private double[] sy = new double[0];
    private double[] sr = new double[0];
    /** Overlapping pairs of the last collide, as slots (grid) or bodies (all pairs): a[k], b[k]. */
    private int[] pairA = new int[1024];
    private int[] pairB = new int[1024];
    private boolean pairsAreSlots;

    private long pairsTested;
    private int hits;

    /** A world of {@code width} &times; {@code height} world units, empty. */
    public Swarm(double width, double height) {
        if (!(width > 0 && height > 0)) {
            throw new IllegalArgumentException("world size must be positive, was " + width + " x " + height);
        }
        this.width = width;
        this.height = height;
    }

    /**
     * Replaces the bodies with {@code n} new ones, placed, sized, sped and spun from {@code seed}:
     * radii uniform in [minRadius, maxRadius], speeds 30-120 units/s in any direction, spins up
     * to 90&deg;/s either way.
     */
    public void populate(int n, double minRadius, double maxRadius, long seed) {
        if (n < 0 || !(minRadius > 0) || maxRadius < minRadius || 2 * maxRadius >= Math.min(width, height)) {
            throw new IllegalArgumentException("bad swarm: n=" + n + ", radii " + minRadius + ".." + maxRadius + " in " + width + " x " + height);
        }
        ensureCapacity(n);
        if (pairA.length < 8 * n) {
            grow(8 * n); // room for the usual crowding up front, so steady ticks never allocate
        }
        count = n;
        this.maxRadius = maxRadius;
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < n; i++) {
            double r = minRadius + random.nextDouble() * (maxRadius - minRadius);
            radius[i] = r;
            x[i] = r + random.nextDouble() * (width - 2 * r);
            y[i] = r + random.nextDouble() * (height - 2 * r);
            double speed = 30 + random.nextDouble() * 90;
            double heading = random.nextDouble() * 2 * Math.PI;
            vx[i] = speed * Math.cos(heading);
            vy[i] = speed * Math.sin(heading);
            angle[i] = random.nextDouble() * 2 * Math.PI;
            spin[i] = Math.toRadians(random.nextDouble() * 180 - 90);
        }
        double cell = 2 * maxRadius;
        cols = Math.max(1, (int) Math.ceil(width / cell));
        rows = Math.max(1, (int) Math.ceil(height / cell));
        inverseCell = 1 / cell;
        if (cellStart.length < cols * rows + 1) {
            cellStart = new int[cols * rows + 1];
        }
    }

    private void ensureCapacity(int n) {
        if (x.length >= n) {
            return;
        }
        x = Arrays.copyOf(x, n);
        y = Arrays.copyOf(y, n);
        vx = Arrays.copyOf(vx, n);
        vy = Arrays.copyOf(vy, n);
        angle = Arrays.copyOf(angle, n);
        spin = Arrays.copyOf(spin, n);
        radius = Arrays.copyOf(radius, n);
        touching = new boolean[n];
        cellOf = new int[n];
        order = new int[n];
        sx = new double[n];
        sy = new double[n];
        sr = new double[n];
    }

    /** One step: move, turn, bounce, then find the overlapping pairs with the grid. */
    public void step(double seconds) {
        move(seconds);
        collide();
    }

    /** Moves and turns every body by {@code seconds}, bouncing off the edges; angles stay in [0, 2&pi;). */
    public void move(double seconds) {
        double turn = 2 * Math.PI;
        for (int i = 0; i < count; i++) {
            double r = radius[i];
            double nx = x[i] + vx[i] * seconds;
            double ny = y[i] + vy[i] * seconds;
            if (nx < r) {
                nx = 2 * r - nx;
                vx[i] = Math.abs(vx[i]);
            } else if (nx > width - r) {
                nx = 2 * (width - r) - nx;
                vx[i] = -Math.abs(vx[i]);
            }
            if (ny < r) {
                ny = 2 * r - ny;
                vy[i] = Math.abs(vy[i]);
            } else if (ny > height - r) {
                ny = 2 * (height - r) - ny;
                vy[i] = -Math.abs(vy[i]);
            }
            x[i] = nx;
            y[i] = ny;
            double a = angle[i] + spin[i] * seconds;
            if (a >= turn) {
                a -= turn;
            } else if (a < 0) {
                a += turn;
            }
            angle[i] = a;
        }
    }

    /** Finds every overlapping pair with the grid; returns how many there are. */
    public int collide() {
        fileIntoCells();
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
        pairsAreSlots = true;
        markTouching();
        return hits;
    }

    /** Counting sort of the bodies by cell, copying their positions and radii into cell order. */
    private void fileIntoCells() {
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

    /** Sets the touching flags from the pair list. */
    private void markTouching() {
        Arrays.fill(touching, 0, count, false);
        for (int k = 0; k < hits; k++) {
            touching[hitFirst(k)] = true;
            touching[hitSecond(k)] = true;
        }
    }

    /**
     * Finds the overlapping pairs by testing every pair, for comparison with the grid; returns
     * how many there are and leaves the same pair list.
     */
    public int collideAllPairs() {
        hits = 0;
        pairsTested = 0;
        for (int i = 0; i < count; i++) {
            double xi = x[i];
            double yi = y[i];
            double ri = radius[i];
            for (int j = i + 1; j < count; j++) {
                pairsTested++;
                double dx = x[j] - xi;
                double dy = y[j] - yi;
                double reach = radius[j] + ri;
                if (dx * dx + dy * dy <= reach * reach) {
                    if (hits == pairA.length) {
                        grow(hits + 1);
                    }
                    pairA[hits] = i;
                    pairB[hits] = j;
                    hits++;
                }
            }
        }
        pairsAreSlots = false;
        markTouching();
        return hits;
    }

    /** Moves body {@code i} to ({@code px}, {@code py}), kept inside the world. */
    public void place(int i, double px, double py) {
        double r = radius[i];
        x[i] = Math.max(r, Math.min(width - r, px));
        y[i] = Math.max(r, Math.min(height - r, py));
    }

    /** Returns the number of bodies. */
    public int count() {
        return count;
    }

    /** Returns the overlapping pairs found by the last collide: how many. */
    public int hits() {
        return hits;
    }

    /** Returns the candidate pairs the last collide tested. */
    public long pairsTested() {
        return pairsTested;
    }

    /** Returns the first body of overlapping pair {@code k} (the lower index). */
    public int hitFirst(int k) {
        return Math.min(body(pairA[k]), body(pairB[k]));
    }

    /** Returns the second body of overlapping pair {@code k} (the higher index). */
    public int hitSecond(int k) {
        return Math.max(body(pairA[k]), body(pairB[k]));
    }

    private int body(int slotOrBody) {
        return pairsAreSlots ? order[slotOrBody] : slotOrBody;
    }

    /** Returns whether body {@code i} overlapped another at the last collide. */
    public boolean isTouching(int i) {
        return touching[i];
    }

    /** Returns the x of every body; read-only by convention (the first {@link #count()} entries). */
    public double[] xs() {
        return x;
    }

    /** Returns the y of every body; read-only by convention. */
    public double[] ys() {
        return y;
    }

    /** Returns the turn of every body, in [0, 2&pi;); read-only by convention. */
    public double[] angles() {
        return angle;
    }

    /** Returns the radius of every body; read-only by convention. */
    public double[] radii() {
        return radius;
    }

    /** Returns the world's width. */
    public double width() {
        return width;
    }

    /** Returns the world's height. */
    public double height() {
        return height;
    }
}
