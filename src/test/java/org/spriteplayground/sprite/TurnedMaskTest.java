package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Turned masks and their word-at-a-time overlap, checked against a pixel-by-pixel reference. */
class TurnedMaskTest {

    @Test
    void quarterTurnsOfAnEvenSizedMaskAreExactPermutationsOfThePixels() {
        // 14 x 8: the pivot (7, 4) is a lattice point, so every cell centre is a pixel centre.
        AlphaMask mask = randomMask(new Random(4L), 14, 8);
        TurnedMask upright = TurnedMask.of(mask, 0);
        TurnedMask quarter = TurnedMask.of(mask, 90);
        TurnedMask half = TurnedMask.of(mask, 180);
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 14; x++) {
                boolean opaque = mask.isOpaque(x, y);
                // Pixel (x, y) covers [x - 7, x - 6] x [y - 4, y - 3] around the pivot.
                assertThat(upright.isOpaque(x - 7, y - 4)).isEqualTo(opaque);
                // A clockwise quarter turn takes (u, v) to (-v, u): that square to [3 - y, 4 - y] x [x - 7, x - 6].
                assertThat(quarter.isOpaque(3 - y, x - 7)).isEqualTo(opaque);
                assertThat(half.isOpaque(6 - x, 3 - y)).isEqualTo(opaque);
            }
        }
        assertThat(upright.opaqueCount()).isEqualTo(mask.opaqueCount()).isEqualTo(quarter.opaqueCount()).isEqualTo(half.opaqueCount());
    }

    @Test
    void wordOverlapAndAreaMatchANaiveCellByCellReference() {
        Random random = new Random(8L);
        checkAgainstNaive(random, randomMask(random, 70, 45), randomSparseMask(random, 90, 20));
    }

    @Test
    void narrowMasksTakeTheOneWordPathAndStillMatch() {
        Random random = new Random(12L);
        // Upright, at most 64 wide: one word a row on both sides.
        AlphaMask a = randomMask(random, 64, 80);
        AlphaMask b = randomSparseMask(random, 40, 30);
        for (int trial = 0; trial < 3000; trial++) {
            TurnedMask ta = TurnedMask.of(a, 0);
            TurnedMask tb = TurnedMask.of(b, random.nextBoolean() ? 0 : 180);
            assertThat(ta.width()).isLessThanOrEqualTo(64);
            int dx = random.nextInt(129) - 64;
            int dy = random.nextInt(161) - 80;
            int naive = naiveArea(ta, tb, dx, dy);
            assertThat(ta.overlapArea(tb, dx, dy)).isEqualTo(naive);
            assertThat(ta.overlaps(tb, dx, dy)).isEqualTo(naive > 0);
        }
        checkAgainstNaive(random, a, b);
    }

    private static void checkAgainstNaive(Random random, AlphaMask a, AlphaMask b) {
        int overlaps = 0;
        for (int trial = 0; trial < 3000; trial++) {
            TurnedMask ta = TurnedMask.of(a, random.nextInt(360));
            TurnedMask tb = TurnedMask.of(b, random.nextInt(360));
            int dx = random.nextInt(181) - 90;
            int dy = random.nextInt(141) - 70;
            int naive = naiveArea(ta, tb, dx, dy);
            assertThat(ta.overlapArea(tb, dx, dy)).as("trial %d", trial).isEqualTo(naive);
            assertThat(ta.overlaps(tb, dx, dy)).isEqualTo(naive > 0);
            assertThat(tb.overlaps(ta, -dx, -dy)).isEqualTo(naive > 0);
            overlaps += naive > 0 ? 1 : 0;
        }
        assertThat(overlaps).isBetween(300, 2700);
    }

    /** For every cell of a, look up the same world cell in b. */
    private static int naiveArea(TurnedMask a, TurnedMask b, int dx, int dy) {
        int n = 0;
        for (int y = a.originY(); y < a.originY() + a.height(); y++) {
            for (int x = a.originX(); x < a.originX() + a.width(); x++) {
                if (a.isOpaque(x, y) && b.isOpaque(x - dx, y - dy)) {
                    n++;
                }
            }
        }
        return n;
    }

    static AlphaMask randomMask(Random random, int w, int h) {
        int[] argb = new int[w * h];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = random.nextInt(3) == 0 ? 0 : 0xFF000000;
        }
        return AlphaMask.fromArgb(w, h, argb);
    }

    private static AlphaMask randomSparseMask(Random random, int w, int h) {
        int[] argb = new int[w * h];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = random.nextInt(40) == 0 ? 0xFF000000 : 0;
        }
        return AlphaMask.fromArgb(w, h, argb);
    }
}
