package org.spriteplayground.sprite;

import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Tolerance;

/** The collision test of each {@link BoundKind} between two placed sprites. */
public final class Bounds {

    private Bounds() {
    }

    /**
     * Returns whether the bounds of kind {@code kind} of sprite {@code a} at {@code pa} and
     * sprite {@code b} at {@code pb} meet (touching counts). For {@link BoundKind#PIXELS} this is
     * the truth: the turned masks share an opaque cell. Every other kind answers true whenever
     * the pixels do.
     */
    public static boolean overlap(BoundKind kind, SpriteAnalysis a, Placement pa, SpriteAnalysis b, Placement pb) {
        int da = pa.degrees();
        int db = pb.degrees();
        double dx = pb.x() - pa.x();
        double dy = pb.y() - pa.y();
        DegreeTables ta = a.tables;
        DegreeTables tb = b.tables;
        double t = Tolerance.TOUCH;
        return switch (kind) {
            case CIRCLE -> within(dx, dy, a.circleRadius() + b.circleRadius() + t);
            case AABB -> Math.abs(dx) <= ta.aabbHalfW[da] + tb.aabbHalfW[db] + t && Math.abs(dy) <= ta.aabbHalfH[da] + tb.aabbHalfH[db] + t;
            case TIGHT_AABB -> ta.tightMinX[da] <= dx + tb.tightMaxX[db] + t && dx + tb.tightMinX[db] <= ta.tightMaxX[da] + t
                    && ta.tightMinY[da] <= dy + tb.tightMaxY[db] + t && dy + tb.tightMinY[db] <= ta.tightMaxY[da] + t;
            case OBB -> turnedBoxes(ta, da, tb, db, dx + tb.obbX[db] - ta.obbX[da], dy + tb.obbY[db] - ta.obbY[da]);
            case MIN_CIRCLE -> within(dx + tb.minX[db] - ta.minX[da], dy + tb.minY[db] - ta.minY[da],
                    a.minCircle().radius() + b.minCircle().radius() + t);
            case PIXELS -> PixelOverlap.test(a, pa, b, pb);
        };
    }

    private static boolean within(double dx, double dy, double reach) {
        return dx * dx + dy * dy <= reach * reach;
    }

    /** Separating axes for two turned boxes whose centres are (cx, cy) apart. */
    private static boolean turnedBoxes(DegreeTables ta, int da, DegreeTables tb, int db, double cx, double cy) {
        double ca = DegreeTables.COS[da];
        double sa = DegreeTables.SIN[da];
        double cb = DegreeTables.COS[db];
        double sb = DegreeTables.SIN[db];
        // |cos| and |sin| of the angle between the boxes' axes.
        double c = Math.abs(ca * cb + sa * sb);
        double s = Math.abs(sa * cb - ca * sb);
        double t = Tolerance.TOUCH;
        double aw = ta.obbHalfW;
        double ah = ta.obbHalfH;
        double bw = tb.obbHalfW;
        double bh = tb.obbHalfH;
        // Axes of A: (ca, sa) and (-sa, ca); of B: (cb, sb) and (-sb, cb).
        return Math.abs(cx * ca + cy * sa) <= aw + bw * c + bh * s + t
                && Math.abs(-cx * sa + cy * ca) <= ah + bw * s + bh * c + t
                && Math.abs(cx * cb + cy * sb) <= bw + aw * c + ah * s + t
                && Math.abs(-cx * sb + cy * cb) <= bh + aw * s + ah * c + t;
    }

    /**
     * Returns whether the shape bounds of kind {@code kind} meet at arbitrary poses, through the
     * geometry API's shapes (the reference the placement tests are checked against).
     *
     * @throws IllegalArgumentException for {@link BoundKind#PIXELS}, which needs placements on the lattice
     */
    public static boolean overlap(BoundKind kind, SpriteAnalysis a, Pose pa, SpriteAnalysis b, Pose pb) {
        return switch (kind) {
            case CIRCLE -> Collisions.overlaps(a.circle(pa), b.circle(pb));
            case AABB -> Collisions.overlaps(a.aabb(pa), b.aabb(pb));
            case TIGHT_AABB -> Collisions.overlaps(a.tightAabb(pa), b.tightAabb(pb));
            case OBB -> Collisions.overlaps(a.obb(pa), b.obb(pb));
            case MIN_CIRCLE -> Collisions.overlaps(a.minCircle(pa), b.minCircle(pb));
            case PIXELS -> throw new IllegalArgumentException("PIXELS needs placements on the pixel lattice, not free poses");
        };
    }
}
