package org.spriteplayground.sprite;

import java.util.Arrays;
import org.spriteplayground.geometry.Tolerance;

/**
 * The bound tests between the bodies of a swarm that all show one sprite, with no object made per
 * pair or per tick. {@link #place} rounds every body once to its lattice placement (whole pixels,
 * whole degrees) into reused arrays; {@link #overlap} then tests a pair by its bodies' indices
 * with the same numbers, in the same order, as {@link Bounds#overlap(BoundKind, SpriteAnalysis,
 * Placement, SpriteAnalysis, Placement)}, so its verdicts are the same.
 */
public final class SwarmConfirm {

    private final SpriteAnalysis sprite;
    private final DegreeTables tables;
    private final double circleReach;
    private final double minCircleReach;
    /** The turned mask of each degree, held for the tick when the sprite's masks are all kept; else null. */
    private final TurnedMask[] masks = new TurnedMask[360];
    private int[] px = new int[0];
    private int[] py = new int[0];
    private int[] degrees = new int[0];

    /** Tests between bodies that all show {@code sprite}. */
    public SwarmConfirm(SpriteAnalysis sprite) {
        this.sprite = sprite;
        this.tables = sprite.tables;
        this.circleReach = sprite.circleRadius() + sprite.circleRadius() + Tolerance.TOUCH;
        this.minCircleReach = sprite.minCircle().radius() + sprite.minCircle().radius() + Tolerance.TOUCH;
    }

    /**
     * Places the first {@code n} bodies, at ({@code x[i]}, {@code y[i]}) turned by
     * {@code angle[i]} radians, on the nearest whole pixel and whole degree (0-359), as the
     * lesson's placements are rounded. Grows the arrays only when {@code n} outgrows them.
     */
    public void place(double[] x, double[] y, double[] angle, int n) {
        if (px.length < n) {
            px = Arrays.copyOf(px, n);
            py = Arrays.copyOf(py, n);
            degrees = Arrays.copyOf(degrees, n);
        }
        for (int i = 0; i < n; i++) {
            px[i] = (int) Math.round(x[i]);
            py[i] = (int) Math.round(y[i]);
            degrees[i] = Math.floorMod((int) Math.round(Math.toDegrees(angle[i])), 360);
        }
        if (sprite.turned.eager()) {
            for (int d = 0; d < 360; d++) {
                masks[d] = sprite.turned.get(d);
            }
        }
    }

    /**
     * Returns whether the bounds of kind {@code kind} of bodies {@code i} and {@code j} meet, as
     * {@code Bounds.overlap(kind, sprite, placement(i), sprite, placement(j))} answers.
     */
    public boolean overlap(BoundKind kind, int i, int j) {
        return switch (kind) {
            case CIRCLE -> circles(i, j);
            case AABB -> aabbs(i, j);
            case TIGHT_AABB -> tightAabbs(i, j);
            case OBB -> turnedBoxes(i, j);
            case MIN_CIRCLE -> minCircles(i, j);
            case PIXELS -> pixels(i, j);
        };
    }

    private boolean circles(int i, int j) {
        double dx = px[j] - px[i];
        double dy = py[j] - py[i];
        return dx * dx + dy * dy <= circleReach * circleReach;
    }

    private boolean aabbs(int i, int j) {
        int da = degrees[i];
        int db = degrees[j];
        double dx = px[j] - px[i];
        double dy = py[j] - py[i];
        double t = Tolerance.TOUCH;
        return Math.abs(dx) <= tables.aabbHalfW[da] + tables.aabbHalfW[db] + t
                && Math.abs(dy) <= tables.aabbHalfH[da] + tables.aabbHalfH[db] + t;
    }

    private boolean tightAabbs(int i, int j) {
        int da = degrees[i];
        int db = degrees[j];
        double dx = px[j] - px[i];
        double dy = py[j] - py[i];
        double t = Tolerance.TOUCH;
        DegreeTables d = tables;
        return d.tightMinX[da] <= dx + d.tightMaxX[db] + t && dx + d.tightMinX[db] <= d.tightMaxX[da] + t
                && d.tightMinY[da] <= dy + d.tightMaxY[db] + t && dy + d.tightMinY[db] <= d.tightMaxY[da] + t;
    }

    private boolean minCircles(int i, int j) {
        int da = degrees[i];
        int db = degrees[j];
        double dx = px[j] - px[i] + tables.minX[db] - tables.minX[da];
        double dy = py[j] - py[i] + tables.minY[db] - tables.minY[da];
        return dx * dx + dy * dy <= minCircleReach * minCircleReach;
    }

    /** Separating axes for the two turned boxes, as in {@link Bounds}. */
    private boolean turnedBoxes(int i, int j) {
        int da = degrees[i];
        int db = degrees[j];
        DegreeTables d = tables;
        double cx = (double) (px[j] - px[i]) + d.obbX[db] - d.obbX[da];
        double cy = (double) (py[j] - py[i]) + d.obbY[db] - d.obbY[da];
        double ca = DegreeTables.COS[da];
        double sa = DegreeTables.SIN[da];
        double cb = DegreeTables.COS[db];
        double sb = DegreeTables.SIN[db];
        double c = Math.abs(ca * cb + sa * sb);
        double s = Math.abs(sa * cb - ca * sb);
        double t = Tolerance.TOUCH;
        double w = d.obbHalfW;
        double h = d.obbHalfH;
        return Math.abs(cx * ca + cy * sa) <= w + w * c + h * s + t
                && Math.abs(-cx * sa + cy * ca) <= h + w * s + h * c + t
                && Math.abs(cx * cb + cy * sb) <= w + w * c + h * s + t
                && Math.abs(-cx * sb + cy * cb) <= h + w * s + h * c + t;
    }

    private boolean pixels(int i, int j) {
        int da = degrees[i];
        int db = degrees[j];
        int dx = px[j] - px[i];
        int dy = py[j] - py[i];
        TurnedMask ma = masks[da];
        TurnedMask mb = masks[db];
        if (ma != null && mb != null) {
            return ma.overlaps(mb, dx, dy);
        }
        return PixelOverlap.test(sprite, da, sprite, db, dx, dy);
    }
}
