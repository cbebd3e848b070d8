package org.spriteplayground.sprite;

import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Segment;
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
            case OBB -> boxes(a, da, b, db, dx, dy);
            case MIN_CIRCLE -> minCircles(a, da, b, db, dx, dy);
            case HULL -> hulls(a, da, b, db, dx, dy);
            case CAPSULE -> capsules(a.capsule(), da, b.capsule(), db, dx, dy);
            case KDOP8 -> kdops(a, da, b, db, dx, dy);
            case PIXELS -> PixelOverlap.test(a, pa, b, pb);
        };
    }

    private static boolean within(double dx, double dy, double reach) {
        return dx * dx + dy * dy <= reach * reach;
    }

    /** Whether the turned boxes of a at {@code da} degrees and of b at {@code db}, its pivot ({@code dx}, {@code dy}) from a's, meet. */
    private static boolean boxes(SpriteAnalysis a, int da, SpriteAnalysis b, int db, double dx, double dy) {
        DegreeTables ta = a.tables;
        DegreeTables tb = b.tables;
        return turnedBoxes(ta, da, tb, db, dx + tb.obbX[db] - ta.obbX[da], dy + tb.obbY[db] - ta.obbY[da]);
    }

    /** Whether the smallest circles of a at {@code da} degrees and of b at {@code db}, its pivot ({@code dx}, {@code dy}) from a's, meet. */
    private static boolean minCircles(SpriteAnalysis a, int da, SpriteAnalysis b, int db, double dx, double dy) {
        DegreeTables ta = a.tables;
        DegreeTables tb = b.tables;
        return within(dx + tb.minX[db] - ta.minX[da], dy + tb.minY[db] - ta.minY[da], a.minCircle().radius() + b.minCircle().radius() + Tolerance.TOUCH);
    }

    /**
     * Whether the convex hulls of a at {@code da} degrees and of b at {@code db}, its pivot
     * ({@code dx}, {@code dy}) from a's, meet. A hull lies in its sprite's smallest circle and
     * turned box, so those cheaper tests go first and settle most placements that are apart.
     */
    static boolean hulls(SpriteAnalysis a, int da, SpriteAnalysis b, int db, double dx, double dy) {
        return minCircles(a, da, b, db, dx, dy) && boxes(a, da, b, db, dx, dy) && TurningPolygon.meet(a.hullShape, da, b.hullShape, db, dx, dy);
    }

    /**
     * Whether the 8-DOPs of a at {@code da} degrees and of b at {@code db}, its pivot ({@code dx},
     * {@code dy}) from a's, meet. An 8-DOP lies in its sprite's turned box (not always in the
     * smallest circle: its cut corners stand out of the hull), so the boxes are tested first.
     */
    static boolean kdops(SpriteAnalysis a, int da, SpriteAnalysis b, int db, double dx, double dy) {
        return boxes(a, da, b, db, dx, dy) && TurningPolygon.meet(a.kdopShape, da, b.kdopShape, db, dx, dy);
    }

    /**
     * Whether capsule {@code a} turned by {@code da} degrees about its pivot and capsule {@code b}
     * turned by {@code db} degrees about a pivot ({@code dx}, {@code dy}) from a's meet: their
     * turned spines come within the sum of the radii (touching counts).
     */
    static boolean capsules(Capsule a, int da, Capsule b, int db, double dx, double dy) {
        Segment p = a.spine();
        Segment q = b.spine();
        double ca = DegreeTables.COS[da];
        double sa = DegreeTables.SIN[da];
        double cb = DegreeTables.COS[db];
        double sb = DegreeTables.SIN[db];
        double reach = a.radius() + b.radius() + Tolerance.TOUCH;
        return Segment.distanceSquared(
                p.from().x() * ca - p.from().y() * sa, p.from().x() * sa + p.from().y() * ca,
                p.to().x() * ca - p.to().y() * sa, p.to().x() * sa + p.to().y() * ca,
                dx + q.from().x() * cb - q.from().y() * sb, dy + q.from().x() * sb + q.from().y() * cb,
                dx + q.to().x() * cb - q.to().y() * sb, dy + q.to().x() * sb + q.to().y() * cb) <= reach * reach;
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
}
