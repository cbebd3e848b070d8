package org.spriteplayground.sprite;

/**
 * The pixel truth between two placed sprites: do their turned masks share an opaque cell? With
 * both masks at hand it is the word-at-a-time test of {@link TurnedMask#overlaps}. Otherwise (a
 * large sprite, whose masks are not all kept) only the cells both sprites could cover are read,
 * straight from the source pixels with the same sampling that builds a mask: the cells inside both
 * tight AABBs, widened by one cell against rounding. Both ways give the same answer.
 */
final class PixelOverlap {

    private PixelOverlap() {
    }

    /** Returns whether {@code a} at {@code pa} and {@code b} at {@code pb} share an opaque cell. */
    static boolean test(SpriteAnalysis a, Placement pa, SpriteAnalysis b, Placement pb) {
        return test(a, pa.degrees(), b, pb.degrees(), pb.x() - pa.x(), pb.y() - pa.y());
    }

    /**
     * Returns whether {@code a} turned by {@code da} degrees and {@code b} turned by {@code db},
     * whose pivot stands ({@code dx}, {@code dy}) pixels from a's, share an opaque cell.
     */
    static boolean test(SpriteAnalysis a, int da, SpriteAnalysis b, int db, int dx, int dy) {
        TurnedMask ma = a.eager ? a.turned.get(da) : a.turned.cached(da);
        TurnedMask mb = b.eager ? b.turned.get(db) : b.turned.cached(db);
        if (ma != null && mb != null) {
            return ma.overlaps(mb, dx, dy);
        }
        DegreeTables ta = a.tables;
        DegreeTables tb = b.tables;
        // Cells relative to a's pivot; b's cell (x - dx, y - dy) lies on a's cell (x, y).
        int fromX = Math.max((int) Math.floor(ta.tightMinX[da]), (int) Math.floor(tb.tightMinX[db]) + dx) - 1;
        int toX = Math.min((int) Math.ceil(ta.tightMaxX[da]), (int) Math.ceil(tb.tightMaxX[db]) + dx) + 1;
        int fromY = Math.max((int) Math.floor(ta.tightMinY[da]), (int) Math.floor(tb.tightMinY[db]) + dy) - 1;
        int toY = Math.min((int) Math.ceil(ta.tightMaxY[da]), (int) Math.ceil(tb.tightMaxY[db]) + dy) + 1;
        if (fromX > toX || fromY > toY) {
            return false;
        }
        Cells ca = ma != null ? ma::isOpaque : new TurnedMask.Turn(a.sprite().mask(), da)::isOpaque;
        Cells cb = mb != null ? mb::isOpaque : new TurnedMask.Turn(b.sprite().mask(), db)::isOpaque;
        for (int y = fromY; y <= toY; y++) {
            for (int x = fromX; x <= toX; x++) {
                if (ca.isOpaque(x, y) && cb.isOpaque(x - dx, y - dy)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Opaque cells relative to a pivot: a kept mask's, or read from the source. */
    @FunctionalInterface
    private interface Cells {
        boolean isOpaque(int x, int y);
    }
}
