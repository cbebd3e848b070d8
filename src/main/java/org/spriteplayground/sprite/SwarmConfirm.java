package org.spriteplayground.sprite;

import java.util.Arrays;
import org.spriteplayground.geometry.Tolerance;

/**
 * One bound's tests between the bodies of a swarm that all show one sprite, with no object made
 * per pair or per tick. {@link #place} rounds every body once to its lattice placement (whole
 * pixels, whole degrees) and keeps just that, three whole numbers an entry, in an order the
 * caller chooses (the swarm's cell order keeps neighbours close in memory). Every number a bound
 * reads besides the pivot (its AABB's half-extents, its turned box's centre and axes...) depends
 * on the turn alone, so it is read from a small table of four numbers per degree, packed for the
 * chosen bound. {@link #overlap} then tests a pair by its entries with the same numbers, in the
 * same order, as {@link Bounds#overlap(BoundKind, SpriteAnalysis, Placement, SpriteAnalysis,
 * Placement)}, so its verdicts are the same.
 */
public final class SwarmConfirm {

    /** Ints per entry: pivot x and y, and the turn in whole degrees. */
    private static final int STRIDE = 3;
    /** Doubles per degree in a packed table. */
    private static final int PER_DEGREE = 4;

    private final SpriteAnalysis sprite;
    private final DegreeTables tables;
    private final double circleReach;
    private final double minCircleReach;
    /** Per bound kind, its four numbers for each degree (the kinds that read only the turn have none). */
    private final double[][] packed = new double[BoundKind.values().length][];
    private BoundKind kind = BoundKind.CIRCLE;
    /** The chosen kind's packed table. */
    private double[] perDegree = new double[0];
    private int[] entries = new int[0];
    /** Each entry's turned mask, for the pixels when the sprite's masks are all kept; else null. */
    private TurnedMask[] masks = new TurnedMask[0];

    /** Tests between bodies that all show {@code sprite}. */
    public SwarmConfirm(SpriteAnalysis sprite) {
        this.sprite = sprite;
        this.tables = sprite.tables;
        this.circleReach = sprite.circleRadius() + sprite.circleRadius() + Tolerance.TOUCH;
        this.minCircleReach = sprite.minCircle().radius() + sprite.minCircle().radius() + Tolerance.TOUCH;
        DegreeTables t = tables;
        double[] none = new double[360];
        double[] turnedBox = pack(t.obbX, t.obbY, DegreeTables.COS, DegreeTables.SIN);
        packed[BoundKind.AABB.ordinal()] = pack(t.aabbHalfW, t.aabbHalfH, none, none);
        packed[BoundKind.TIGHT_AABB.ordinal()] = pack(t.tightMinX, t.tightMaxX, t.tightMinY, t.tightMaxY);
        packed[BoundKind.OBB.ordinal()] = turnedBox;
        packed[BoundKind.PIXELS.ordinal()] = turnedBox;
        packed[BoundKind.MIN_CIRCLE.ordinal()] = pack(t.minX, t.minY, none, none);
    }

    /** Interleaves four tables of 360 degrees: degree d's numbers at 4d to 4d + 3. */
    private static double[] pack(double[] first, double[] second, double[] third, double[] fourth) {
        double[] table = new double[360 * PER_DEGREE];
        for (int d = 0; d < 360; d++) {
            table[PER_DEGREE * d] = first[d];
            table[PER_DEGREE * d + 1] = second[d];
            table[PER_DEGREE * d + 2] = third[d];
            table[PER_DEGREE * d + 3] = fourth[d];
        }
        return table;
    }

    /**
     * Places {@code n} bodies for tests of {@code kind}: body {@code b}, at ({@code x[b]},
     * {@code y[b]}) turned by {@code angle[b]} radians, rounded to the nearest whole pixel and
     * whole degree (0-359) as the lesson's placements are, becomes entry {@code entryOf[b]}. The
     * bodies are read in order and only the entries are written out of order. Grows the arrays
     * only when {@code n} outgrows them.
     */
    public void place(BoundKind kind, double[] x, double[] y, double[] angle, int[] entryOf, int n) {
        this.kind = kind;
        double[] table = packed[kind.ordinal()];
        perDegree = table == null ? perDegree : table;
        if (entries.length < n * STRIDE) {
            entries = Arrays.copyOf(entries, n * STRIDE);
            masks = Arrays.copyOf(masks, n);
        }
        int[] e = entries;
        for (int b = 0; b < n; b++) {
            int o = entryOf[b] * STRIDE;
            e[o] = (int) Math.round(x[b]);
            e[o + 1] = (int) Math.round(y[b]);
            e[o + 2] = Math.floorMod((int) Math.round(Math.toDegrees(angle[b])), 360);
        }
        if (kind == BoundKind.PIXELS) {
            boolean kept = sprite.eager;
            for (int s = 0; s < n; s++) {
                masks[s] = kept ? sprite.turned.get(e[s * STRIDE + 2]) : null;
            }
        }
    }

    /** Returns how many of the pairs of entries {@code first[k]}, {@code second[k]} (k &lt; n) {@link #overlap} confirms. */
    public int count(int[] first, int[] second, int n) {
        int confirmed = 0;
        for (int k = 0; k < n; k++) {
            confirmed += overlap(first[k], second[k]) ? 1 : 0;
        }
        return confirmed;
    }

    /**
     * Returns whether the bounds of the last {@link #place placed} kind of the bodies placed as
     * entries {@code i} and {@code j} meet, as {@code Bounds.overlap(kind, sprite, placement of
     * i, sprite, placement of j)} answers (the order matters for the last bit of rounding).
     */
    public boolean overlap(int i, int j) {
        int a = i * STRIDE;
        int b = j * STRIDE;
        int[] e = entries;
        return switch (kind) {
            case CIRCLE -> circles(a, b);
            case AABB -> aabbs(a, b);
            case TIGHT_AABB -> tightAabbs(a, b);
            case OBB -> turnedBoxes(a, b);
            case MIN_CIRCLE -> minCircles(a, b);
            case HULL -> Bounds.hulls(sprite, e[a + 2], sprite, e[b + 2], e[b] - e[a], e[b + 1] - e[a + 1]);
            case CAPSULE -> Bounds.capsules(sprite.capsule(), e[a + 2], sprite.capsule(), e[b + 2], e[b] - e[a], e[b + 1] - e[a + 1]);
            case KDOP8 -> Bounds.kdops(sprite, e[a + 2], sprite, e[b + 2], e[b] - e[a], e[b + 1] - e[a + 1]);
            case PIXELS -> pixels(i, j);
        };
    }

    // Pivots are whole numbers, so e[b] - e[a] is the int difference Bounds takes, and a sum
    // starting from it rounds as Bounds' does. t[da] is entry a's first number of its degree.
    // The conjunctions use & rather than &&: no early exit, no mispredicted branch.

    private boolean circles(int a, int b) {
        int[] e = entries;
        double dx = e[b] - e[a];
        double dy = e[b + 1] - e[a + 1];
        return dx * dx + dy * dy <= circleReach * circleReach;
    }

    private boolean aabbs(int a, int b) {
        int[] e = entries;
        double[] t = perDegree;
        int da = PER_DEGREE * e[a + 2];
        int db = PER_DEGREE * e[b + 2];
        double touch = Tolerance.TOUCH;
        return Math.abs(e[b] - e[a]) <= t[da] + t[db] + touch
                & Math.abs(e[b + 1] - e[a + 1]) <= t[da + 1] + t[db + 1] + touch;
    }

    /** The tight boxes' sides per degree: min x, max x, min y, max y. */
    private boolean tightAabbs(int a, int b) {
        int[] e = entries;
        double[] t = perDegree;
        int da = PER_DEGREE * e[a + 2];
        int db = PER_DEGREE * e[b + 2];
        double dx = e[b] - e[a];
        double dy = e[b + 1] - e[a + 1];
        double touch = Tolerance.TOUCH;
        return t[da] <= dx + t[db + 1] + touch & dx + t[db] <= t[da + 1] + touch
                & t[da + 2] <= dy + t[db + 3] + touch & dy + t[db + 2] <= t[da + 3] + touch;
    }

    private boolean minCircles(int a, int b) {
        int[] e = entries;
        double[] t = perDegree;
        int da = PER_DEGREE * e[a + 2];
        int db = PER_DEGREE * e[b + 2];
        double dx = e[b] - e[a] + t[db] - t[da];
        double dy = e[b + 1] - e[a + 1] + t[db + 1] - t[da + 1];
        return dx * dx + dy * dy <= minCircleReach * minCircleReach;
    }

    /** Separating axes for the two turned boxes, as in {@link Bounds}: per degree the box's centre, cos and sin. */
    private boolean turnedBoxes(int a, int b) {
        int[] e = entries;
        double[] t = perDegree;
        int da = PER_DEGREE * e[a + 2];
        int db = PER_DEGREE * e[b + 2];
        double cx = e[b] - e[a] + t[db] - t[da];
        double cy = e[b + 1] - e[a + 1] + t[db + 1] - t[da + 1];
        double ca = t[da + 2];
        double sa = t[da + 3];
        double cb = t[db + 2];
        double sb = t[db + 3];
        double c = Math.abs(ca * cb + sa * sb);
        double s = Math.abs(sa * cb - ca * sb);
        double touch = Tolerance.TOUCH;
        double w = tables.obbHalfW;
        double h = tables.obbHalfH;
        double reachW = w + w * c + h * s + touch;
        double reachH = h + w * s + h * c + touch;
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
        int[] e = entries;
        int dx = e[b] - e[a];
        int dy = e[b + 1] - e[a + 1];
        TurnedMask ma = masks[i];
        TurnedMask mb = masks[j];
        if (ma != null && mb != null) {
            return ma.overlaps(mb, dx, dy);
        }
        return PixelOverlap.test(sprite, e[a + 2], sprite, e[b + 2], dx, dy);
    }
}
