package org.spriteplayground.sim;

/**
 * The stress lesson's uniform grid ({@link SwarmGrid}) as a {@link BroadPhase}: cells as wide as
 * the largest diameter, each body filed once by its centre, and the candidates are the pairs in
 * the same or neighbouring cells. One huge body makes every cell huge.
 */
public final class GridBroadPhase implements BroadPhase {

    private final double width;
    private final double height;
    private final SwarmGrid grid = new SwarmGrid();
    private double cellRadius = Double.NaN;
    private int room = -1;

    /** A grid over a {@code width} &times; {@code height} world, from (0, 0). */
    public GridBroadPhase(double width, double height) {
        if (!(width > 0 && height > 0)) {
            throw new IllegalArgumentException("world size must be positive, was " + width + " x " + height);
        }
        this.width = width;
        this.height = height;
    }

    /** Lays the cells afresh when the largest radius changes or the bodies outgrow the arrays. */
    @Override
    public int collide(double[] x, double[] y, double[] radius, int n) {
        double largest = 0;
        for (int i = 0; i < n; i++) {
            largest = Math.max(largest, radius[i]);
        }
        if (n > 0 && (largest != cellRadius || n > room)) {
            cellRadius = largest;
            room = Math.max(n, room);
            grid.configure(width, height, largest, room);
        }
        return grid.collide(x, y, radius, n);
    }

    /** Returns the side of one cell: the largest diameter of the last collide. */
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
    public long candidates() {
        return grid.pairsTested();
    }

    @Override
    public int hits() {
        return grid.hits();
    }

    @Override
    public int hitFirst(int k) {
        return grid.hitFirst(k);
    }

    @Override
    public int hitSecond(int k) {
        return grid.hitSecond(k);
    }
}
