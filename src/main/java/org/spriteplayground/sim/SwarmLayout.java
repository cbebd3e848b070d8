package org.spriteplayground.sim;

import java.util.SplittableRandom;

/**
 * Where a swarm's bodies start, for comparing broad phases: spread evenly, bunched in flocks, or
 * many of one size with a few huge ones. Each layout is drawn from a seed, so the same seed
 * gives the same bodies. Speeds are 30-120 units/s in any direction and spins up to 90&deg;/s
 * either way, as in {@link Swarm#populate(int, double, double, long)}.
 */
public enum SwarmLayout {

    /** Every body the same size, anywhere in the world. */
    UNIFORM("Uniform"),
    /**
     * The same bodies in about &radic;n / 3 flocks, each packed into a disc with 2r&sup2; per body,
     * half a grid cell, so a cell holds about two; a flock flies as one, each body
     * straying by up to 8 units/s, and it spreads slowly as its bodies bounce off the edges.
     */
    CLUSTERED("Clustered"),
    /** One body in a hundred (at least two) {@value #HUGE} times the others' radius, the rest as in {@link #UNIFORM}; the huge ones come last. */
    FEW_HUGE("A few huge");

    /** How many times a body's radius a huge body's is. */
    public static final int HUGE = 5;

    private final String label;

    SwarmLayout(String label) {
        this.label = label;
    }

    /** Returns the name shown for this layout. */
    public String label() {
        return label;
    }

    /** Returns how many of {@code n} bodies are huge: one in a hundred, at least two (none but in {@link #FEW_HUGE}). */
    public int huge(int n) {
        return this == FEW_HUGE ? Math.min(n, Math.max(2, n / 100)) : 0;
    }

    /**
     * Lays out {@code n} bodies of radius {@code radius} (huge ones {@value #HUGE} times that)
     * in a {@code width} &times; {@code height} world, from {@code seed}.
     */
    public Swarm.Saved lay(int n, double width, double height, double radius, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] x = new double[n];
        double[] y = new double[n];
        double[] vx = new double[n];
        double[] vy = new double[n];
        double[] angle = new double[n];
        double[] spin = new double[n];
        double[] r = new double[n];
        int flocks = Math.max(1, (int) Math.round(Math.sqrt(n) / 3));
        double spread = Math.min(radius * Math.sqrt(2.0 * n / flocks / Math.PI), Math.min(width, height) / 2 - radius);
        double[] flock = new double[4 * flocks];
        for (int f = 0; f < flocks; f++) {
            flock[4 * f] = spread + radius + random.nextDouble() * (width - 2 * (spread + radius));
            flock[4 * f + 1] = spread + radius + random.nextDouble() * (height - 2 * (spread + radius));
            double speed = 30 + random.nextDouble() * 90;
            double heading = random.nextDouble() * 2 * Math.PI;
            flock[4 * f + 2] = speed * Math.cos(heading);
            flock[4 * f + 3] = speed * Math.sin(heading);
        }
        int firstHuge = n - huge(n);
        for (int i = 0; i < n; i++) {
            r[i] = i >= firstHuge ? HUGE * radius : radius;
            double speed = 30 + random.nextDouble() * 90;
            double heading = random.nextDouble() * 2 * Math.PI;
            if (this == CLUSTERED) {
                int f = i % flocks;
                double along = spread * Math.sqrt(random.nextDouble());
                double towards = random.nextDouble() * 2 * Math.PI;
                x[i] = clamp(flock[4 * f] + along * Math.cos(towards), r[i], width - r[i]);
                y[i] = clamp(flock[4 * f + 1] + along * Math.sin(towards), r[i], height - r[i]);
                vx[i] = flock[4 * f + 2] + (random.nextDouble() * 2 - 1) * 8;
                vy[i] = flock[4 * f + 3] + (random.nextDouble() * 2 - 1) * 8;
            } else {
                x[i] = r[i] + random.nextDouble() * (width - 2 * r[i]);
                y[i] = r[i] + random.nextDouble() * (height - 2 * r[i]);
                vx[i] = speed * Math.cos(heading);
                vy[i] = speed * Math.sin(heading);
            }
            angle[i] = random.nextDouble() * 2 * Math.PI;
            spin[i] = Math.toRadians(random.nextDouble() * 180 - 90);
        }
        return new Swarm.Saved(n, x, y, vx, vy, angle, spin, r);
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
