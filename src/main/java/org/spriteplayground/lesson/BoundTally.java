package org.spriteplayground.lesson;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;

/**
 * Which bounds of two bodies meet now, judged against the pixel truth, and how often each kind
 * has met in a step with the pixels touching (a real hit) or not (a false alarm).
 *
 * <p>Judging only looks: it can be repeated after a drag without counting anything. Counting adds
 * the last judgement to the tallies once per step. The pixel test runs only when the cheaper
 * enclosing bounds (the bounding circles, then the turned boxes) meet, since they hold every
 * opaque pixel and so never meet less often than the pixels do.
 */
final class BoundTally {

    /** The kinds that enclose every opaque pixel, in the order they are listed. */
    static final List<BoundKind> ENCLOSING = List.of(BoundKind.CIRCLE, BoundKind.AABB, BoundKind.TIGHT_AABB, BoundKind.OBB, BoundKind.MIN_CIRCLE,
            BoundKind.HULL, BoundKind.CAPSULE, BoundKind.KDOP8);

    private final Map<BoundKind, Long> realHits = new EnumMap<>(BoundKind.class);
    private final Map<BoundKind, Long> falseAlarms = new EnumMap<>(BoundKind.class);
    private final Set<BoundKind> meeting = EnumSet.noneOf(BoundKind.class);
    private final Set<BoundKind> alarmsNow = EnumSet.noneOf(BoundKind.class);
    private boolean pixelsNow;

    /** Tests every kind at the bodies' current placements; nothing is counted. */
    void judge(Body a, Body b) {
        Placement pa = Placement.nearest(a.pose());
        Placement pb = Placement.nearest(b.pose());
        meeting.clear();
        for (BoundKind kind : ENCLOSING) {
            if (Bounds.overlap(kind, a.shape(), pa, b.shape(), pb)) {
                meeting.add(kind);
            }
        }
        pixelsNow = meeting.contains(BoundKind.CIRCLE) && meeting.contains(BoundKind.OBB)
                && Bounds.overlap(BoundKind.PIXELS, a.shape(), pa, b.shape(), pb);
        if (pixelsNow) {
            meeting.add(BoundKind.PIXELS);
        }
        alarmsNow.clear();
        if (!pixelsNow) {
            alarmsNow.addAll(meeting);
        }
    }

    /** Adds the last judgement to the tallies: one step's worth. */
    void count() {
        for (BoundKind kind : meeting) {
            (pixelsNow ? realHits : falseAlarms).merge(kind, 1L, Long::sum);
        }
    }

    /** Returns whether {@code kind} met at the last judgement; PIXELS is the truth. */
    boolean meets(BoundKind kind) {
        return meeting.contains(kind);
    }

    /** Returns whether the pixels touched at the last judgement. */
    boolean pixelsNow() {
        return pixelsNow;
    }

    /** Returns the enclosing kinds that met without the pixels at the last judgement. */
    Set<BoundKind> alarmsNow() {
        return alarmsNow;
    }

    /** Returns the counted steps in which {@code kind} met and the pixels did too. */
    long realHits(BoundKind kind) {
        return realHits.getOrDefault(kind, 0L);
    }

    /** Returns the counted steps in which {@code kind} met but the pixels did not. */
    long falseAlarms(BoundKind kind) {
        return falseAlarms.getOrDefault(kind, 0L);
    }

    /** Forgets the tallies and the last judgement. */
    void clear() {
        realHits.clear();
        falseAlarms.clear();
        meeting.clear();
        alarmsNow.clear();
        pixelsNow = false;
    }
}
