package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Turned masks and their word-at-a-time overlap, checked against a pixel-by-pixel reference. */
class TurnedMaskTest {

    /**
     * At a quarter turn the mask is the image's pixels turned as an array, with the turned image's
     * top-left pixel at cell (-ceil(w'/2), -ceil(h'/2)) around the pivot: exact for even sides, and
     * for an odd side (whose edges fall on cell centres) half a pixel up or left of the turned image,
     * the same way at every turn, so no row or column is lost or doubled.
     */
    @ParameterizedTest
    @CsvSource({"5, 3", "3, 5", "7, 7", "9, 4", "8, 6", "14, 8", "1, 1"})
    void quarterTurnsAreTheTurnedPixelsUnshiftedForOddAndEvenSizes(int w, int h) {
        AlphaMask mask = randomMask(new Random(31L * w + h), w, h);
        for (int quarter = 0; quarter < 4; quarter++) {
            TurnedMask turned = TurnedMask.of(mask, 90 * quarter);
            int turnedW = quarter % 2 == 0 ? w : h;
            int turnedH = quarter % 2 == 0 ? h : w;
            Set<List<Integer>> expected = new HashSet<>();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    if (mask.isOpaque(x, y)) {
                        // Clockwise on screen: a quarter turn takes column x, row y to column h - 1 - y, row x.
                        int[] at = switch (quarter) {
                            case 0 -> new int[] {x, y};
                            case 1 -> new int[] {h - 1 - y, x};
                            case 2 -> new int[] {w - 1 - x, h - 1 - y};
                            default -> new int[] {y, w - 1 - x};
                        };
                        expected.add(List.of(at[0] - (turnedW + 1) / 2, at[1] - (turnedH + 1) / 2));
                    }
                }
            }
            Set<List<Integer>> cells = new HashSet<>();
            for (int y = turned.originY(); y < turned.originY() + turned.height(); y++) {
                for (int x = turned.originX(); x < turned.originX() + turned.width(); x++) {
                    if (turned.isOpaque(x, y)) {
                        cells.add(List.of(x, y));
                    }
                }
            }
            assertThat(cells).as("%d x %d turned by %d degrees", w, h, 90 * quarter).isEqualTo(expected);
            assertThat(turned.opaqueCount()).as("%d x %d turned by %d degrees", w, h, 90 * quarter).isEqualTo(mask.opaqueCount());
        }
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
