package org.spriteplayground.sprite;

import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;

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
        if (kind == BoundKind.PIXELS) {
            return a.turnedMask(pa.degrees()).overlaps(b.turnedMask(pb.degrees()), pb.x() - pa.x(), pb.y() - pa.y());
        }
        return overlap(kind, a, pa.pose(), b, pb.pose());
    }

    /**
     * Returns whether the shape bounds of kind {@code kind} meet at arbitrary poses.
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
