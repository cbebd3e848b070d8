package org.spriteplayground.sim;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Many moving, turning circles in flat arrays, for the stress lesson and the benchmarks. A step
 * moves and turns every body, bounces it off the world's edges, and finds every pair of
 * overlapping circles with a uniform grid ({@link GridBroadPhase}).
 *
 * <p>The overlapping pairs always describe the bodies as they stand: populating, stepping and
 * placing a body all end with a collide. Only {@link #move(double)}, which benchmarks use to time
 * another broad phase on the same motion, leaves them to the next {@link #collide()}.
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
    private final GridBroadPhase grid;

    /** A world of {@code width} &times; {@code height} world units, empty. */
    public Swarm(double width, double height) {
        if (!(width > 0 && height > 0)) {
            throw new IllegalArgumentException("world size must be positive, was " + width + " x " + height);
        }
        this.width = width;
        this.height = height;
        this.grid = new GridBroadPhase(width, height);
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
        count = n;
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
        grid.configure(maxRadius, n);
        collide();
    }

    /**
     * Replaces the bodies with copies of {@code bodies}, laid out by the caller (see
     * {@link SwarmLayout}), and finds their overlaps. Every body must lie wholly inside the world.
     */
    public void populate(Saved bodies) {
        int n = bodies.count();
        double largest = 0;
        for (int i = 0; i < n; i++) {
            double r = bodies.radius()[i];
            double bx = bodies.x()[i];
            double by = bodies.y()[i];
            if (!(r > 0 && bx >= r && bx <= width - r && by >= r && by <= height - r)) {
                throw new IllegalArgumentException("body " + i + " of radius " + r + " at (" + bx + ", " + by + ") is not inside " + width + " x " + height);
            }
            largest = Math.max(largest, r);
        }
        ensureCapacity(n);
        count = n;
        restoreArrays(bodies);
        grid.configure(largest, n);
        collide();
    }

    /** The bodies' positions, speeds, turns, spins and radii, copied. */
    public record Saved(int count, double[] x, double[] y, double[] vx, double[] vy, double[] angle, double[] spin, double[] radius) {
    }

    /** Returns the bytes a {@link #save()} of the bodies takes: seven numbers a body. */
    public long savedBytes() {
        return 7L * Double.BYTES * count;
    }

    /** Returns a copy of the bodies as they stand. */
    public Saved save() {
        return new Saved(count, Arrays.copyOf(x, count), Arrays.copyOf(y, count), Arrays.copyOf(vx, count), Arrays.copyOf(vy, count),
                Arrays.copyOf(angle, count), Arrays.copyOf(spin, count), Arrays.copyOf(radius, count));
    }

    /** Puts back bodies {@link #save()} copied from a swarm populated alike (same count and grid), and finds their overlaps. */
    public void restore(Saved saved) {
        if (saved.count() != count) {
            throw new IllegalArgumentException("a copy of " + saved.count() + " bodies cannot go into a swarm of " + count);
        }
        restoreArrays(saved);
        collide();
    }

    private void restoreArrays(Saved saved) {
        System.arraycopy(saved.x(), 0, x, 0, count);
        System.arraycopy(saved.y(), 0, y, 0, count);
        System.arraycopy(saved.vx(), 0, vx, 0, count);
        System.arraycopy(saved.vy(), 0, vy, 0, count);
        System.arraycopy(saved.angle(), 0, angle, 0, count);
        System.arraycopy(saved.spin(), 0, spin, 0, count);
        System.arraycopy(saved.radius(), 0, radius, 0, count);
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
    }

    /** One step: move, turn, bounce, then find the overlapping pairs with the grid. */
    public void step(double seconds) {
        move(seconds);
        collide();
    }

    /**
     * Moves and turns every body by {@code seconds}, bouncing off the edges; angles stay in
     * [0, 2&pi;). The pairs are those of the last collide until {@link #collide()} runs again.
     */
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
        return grid.collideLaid(x, y, radius, count);
    }

    /** Moves body {@code i} to ({@code px}, {@code py}), kept inside the world, and finds the pairs again. */
    public void place(int i, double px, double py) {
        double r = radius[i];
        x[i] = Math.max(r, Math.min(width - r, px));
        y[i] = Math.max(r, Math.min(height - r, py));
        collide();
    }

    /** Returns the number of bodies. */
    public int count() {
        return count;
    }

    /**
     * Returns the grid and the overlapping pairs its last collide found: how many, which, in
     * which cell-ordered slots, and whether a body touched another.
     */
    public GridBroadPhase grid() {
        return grid;
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
