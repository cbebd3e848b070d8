package org.spriteplayground.sprite;

import java.util.Arrays;
import org.spriteplayground.geometry.Tolerance;

/**
 * One bound's tests between the bodies of a swarm that all show one sprite, with no object made
 * per pair or per tick. {@link #place} rounds every body once to its lattice placement (whole
 * pixels, whole degrees) and packs, next to its pivot, the numbers the chosen bound reads for it
 * (its AABB's half-extents, its turned box's centre and axes...; the hull, capsule and 8-DOP read
 * only the turn, kept beside), in an order the caller chooses
 * (the swarm's cell order keeps neighbours close in memory). {@link #overlap} then tests a pair by
 * its entries with the same numbers, in the same order, as {@link Bounds#overlap(BoundKind,
 * SpriteAnalysis, Placement, SpriteAnalysis, Placement)}, so its verdicts are the same.
 */
public final class SwarmConfirm {

    /** Doubles per entry: pivot x and y, then up to four of the bound's own numbers. */
    private static final int STRIDE = 6;

    private final SpriteAnalysis sprite;
    private final DegreeTables tables;
    private final double circleReach;
    private final double minCircleReach;
    private BoundKind kind = BoundKind.CIRCLE;
    private double[] entries = new double[0];
    /** Each entry's turned mask, for the pixels when the sprite's masks are all kept; else null. */
    private TurnedMask[] masks = new TurnedMask[0];
    private int[] degrees = new int[0];

    /** Tests between bodies that all show {@code sprite}. */
    public SwarmConfirm(SpriteAnalysis sprite) {
        this.sprite = sprite;
        this.tables = sprite.tables;
        this.circleReach = sprite.circleRadius() + sprite.circleRadius() + Tolerance.TOUCH;
        this.minCircleReach = sprite.minCircle().radius() + sprite.minCircle().radius() + Tolerance.TOUCH;
    }

    /**
     * Places {@code n} bodies for tests of {@code kind}: entry {@code s} is body
     * {@code b = bodies[s]}, at ({@code x[b]}, {@code y[b]}) turned by {@code angle[b]} radians,
     * rounded to the nearest whole pixel and whole degree (0-359) as the lesson's placements are.
     * Grows the arrays only when {@code n} outgrows them.
     */
    public void place(BoundKind kind, double[] x, double[] y, double[] angle, int[] bodies, int n) {
        this.kind = kind;
        if (degrees.length < n) {
            entries = Arrays.copyOf(entries, n * STRIDE);
            masks = Arrays.copyOf(masks, n);
            degrees = Arrays.copyOf(degrees, n);
        }
        double[] e = entries;
        DegreeTables t = tables;
        for (int s = 0; s < n; s++) {
            int b = bodies[s];
            int d = Math.floorMod((int) Math.round(Math.toDegrees(angle[b])), 360);
            int o = s * STRIDE;
            degrees[s] = d;
            e[o] = Math.round(x[b]);
            e[o + 1] = Math.round(y[b]);
            switch (kind) {
                case CIRCLE -> {
                }
                case AABB -> {
                    e[o + 2] = t.aabbHalfW[d];
                    e[o + 3] = t.aabbHalfH[d];
                }
                case TIGHT_AABB -> {
                    e[o + 2] = t.tightMinX[d];
                    e[o + 3] = t.tightMaxX[d];
                    e[o + 4] = t.tightMinY[d];
                    e[o + 5] = t.tightMaxY[d];
                }
                case OBB, PIXELS -> {
                    e[o + 2] = t.obbX[d];
                    e[o + 3] = t.obbY[d];
                    e[o + 4] = DegreeTables.COS[d];
                    e[o + 5] = DegreeTables.SIN[d];
                }
                case MIN_CIRCLE -> {
                    e[o + 2] = t.minX[d];
                    e[o + 3] = t.minY[d];
                }
            }
        }
        if (kind == BoundKind.PIXELS) {
            boolean kept = sprite.eager;
            for (int s = 0; s < n; s++) {
                masks[s] = kept ? sprite.turned.get(degrees[s]) : null;
            }
        }
    }

    /**
     * Returns whether the bounds of the last {@link #place placed} kind of the bodies placed as
     * entries {@code i} and {@code j} meet, as {@code Bounds.overlap(kind, sprite, placement of
     * i, sprite, placement of j)} answers (the order matters for the last bit of rounding).
     */
    public boolean overlap(int i, int j) {
        int a = i * STRIDE;
        int b = j * STRIDE;
        return switch (kind) {
            case CIRCLE -> circles(a, b);
            case AABB -> aabbs(a, b);
            case TIGHT_AABB -> tightAabbs(a, b);
            case OBB -> turnedBoxes(a, b);
            case MIN_CIRCLE -> minCircles(a, b);
            case HULL -> Bounds.hulls(sprite, degrees[i], sprite, degrees[j], entries[b] - entries[a], entries[b + 1] - entries[a + 1]);
            case CAPSULE -> Bounds.capsules(sprite.capsule(), degrees[i], sprite.capsule(), degrees[j], entries[b] - entries[a], entries[b + 1] - entries[a + 1]);
            case KDOP8 -> Bounds.kdops(sprite, degrees[i], sprite, degrees[j], entries[b] - entries[a], entries[b + 1] - entries[a + 1]);
            case PIXELS -> pixels(i, j);
        };
    }

    private boolean circles(int a, int b) {
        double[] e = entries;
        double dx = e[b] - e[a];
        double dy = e[b + 1] - e[a + 1];
        return dx * dx + dy * dy <= circleReach * circleReach;
    }

    // Pivots are whole numbers, so e[b] - e[a] is exact: the int difference Bounds takes.
    // The conjunctions use & rather than &&: no early exit, no mispredicted branch.

    private boolean aabbs(int a, int b) {
        double[] e = entries;
        double t = Tolerance.TOUCH;
        return Math.abs(e[b] - e[a]) <= e[a + 2] + e[b + 2] + t
                & Math.abs(e[b + 1] - e[a + 1]) <= e[a + 3] + e[b + 3] + t;
    }

    private boolean tightAabbs(int a, int b) {
        double[] e = entries;
        double dx = e[b] - e[a];
        double dy = e[b + 1] - e[a + 1];
        double t = Tolerance.TOUCH;
        return e[a + 2] <= dx + e[b + 3] + t & dx + e[b + 2] <= e[a + 3] + t
                & e[a + 4] <= dy + e[b + 5] + t & dy + e[b + 4] <= e[a + 5] + t;
    }

    private boolean minCircles(int a, int b) {
        double[] e = entries;
        double dx = e[b] - e[a] + e[b + 2] - e[a + 2];
        double dy = e[b + 1] - e[a + 1] + e[b + 3] - e[a + 3];
        return dx * dx + dy * dy <= minCircleReach * minCircleReach;
    }

    /** Separating axes for the two turned boxes, as in {@link Bounds}. */
    private boolean turnedBoxes(int a, int b) {
        double[] e = entries;
        double cx = e[b] - e[a] + e[b + 2] - e[a + 2];
        double cy = e[b + 1] - e[a + 1] + e[b + 3] - e[a + 3];
        double ca = e[a + 4];
        double sa = e[a + 5];
        double cb = e[b + 4];
        double sb = e[b + 5];
        double c = Math.abs(ca * cb + sa * sb);
        double s = Math.abs(sa * cb - ca * sb);
        double t = Tolerance.TOUCH;
        double w = tables.obbHalfW;
        double h = tables.obbHalfH;
        double reachW = w + w * c + h * s + t;
        double reachH = h + w * s + h * c + t;
        return Math.abs(cx * ca + cy * sa) <= reachW
                & Math.abs(-cx * sa + cy * ca) <= reachH
                & Math.abs(cx * cb + cy * sb) <= reachW
                & Math.abs(-cx * sb + cy * cb) <= reachH;
    }

    private boolean pixels(int i, int j) {
        int a = i * STRIDE;
        int b = j * STRIDE;
        // Every opaque cell centre lies in the turned box, so pixels can only meet where the boxes do.
        if (!turnedBoxes(a, b)) {
            return false;
        }
        int dx = (int) (entries[b] - entries[a]);
        int dy = (int) (entries[b + 1] - entries[a + 1]);
        TurnedMask ma = masks[i];
        TurnedMask mb = masks[j];
        if (ma != null && mb != null) {
            return ma.overlaps(mb, dx, dy);
        }
        return PixelOverlap.test(sprite, degrees[i], sprite, degrees[j], dx, dy);
    }
}
