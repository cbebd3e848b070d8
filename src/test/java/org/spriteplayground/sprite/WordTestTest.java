package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The word-at-a-time mask test against the plain one, pixel pair by pixel pair: at seeded random
 * offsets, in reach, partly out and wholly out of reach on every side, for every bundled sprite
 * against every other and for odd sizes around a word's 64 bits.
 */
class WordTestTest {

    private static final int OFFSETS_PER_PAIR = 300;

    @Test
    void theWordTestFindsWhatThePixelsShareForEveryPair() {
        List<AlphaMask> masks = masks();
        Random random = new Random(28);
        for (AlphaMask a : masks) {
            for (AlphaMask b : masks) {
                for (int k = 0; k < OFFSETS_PER_PAIR; k++) {
                    int dx = random.nextInt(a.width() + b.width() + 20) - b.width() - 10;
                    int dy = random.nextInt(a.height() + b.height() + 20) - b.height() - 10;
                    int shared = pixelByPixel(a, b, dx, dy);
                    String where = a + " / " + b + " at " + dx + ", " + dy;
                    assertThat(a.overlapArea(b, dx, dy).pixels()).as(where).isEqualTo(shared);
                    assertThat(a.overlaps(b, dx, dy).hit()).as(where).isEqualTo(shared > 0);
                    assertThat(a.overlapAreaPixelByPixel(b, dx, dy)).as(where).isEqualTo(shared);
                }
            }
        }
    }

    @Test
    void theWordsAndedAreTheOverlappingRowsTimesTheWordsSpanned() {
        List<AlphaMask> masks = masks();
        Random random = new Random(64);
        for (AlphaMask a : masks) {
            for (AlphaMask b : masks) {
                for (int k = 0; k < OFFSETS_PER_PAIR; k++) {
                    int dx = random.nextInt(a.width() + b.width() + 20) - b.width() - 10;
                    int dy = random.nextInt(a.height() + b.height() + 20) - b.height() - 10;
                    int rows = Math.max(0, Math.min(a.height(), dy + b.height()) - Math.max(0, dy));
                    int from = Math.max(0, dx);
                    int to = Math.min(a.width(), dx + b.width());
                    int spanned = from < to ? (to - 1) / 64 - from / 64 + 1 : 0;
                    AlphaMask.WordTest area = a.overlapArea(b, dx, dy);
                    AlphaMask.WordTest first = a.overlaps(b, dx, dy);
                    String where = a + " / " + b + " at " + dx + ", " + dy;
                    assertThat(area.words()).as(where).isEqualTo(rows * spanned);
                    // The early test stops at the first word that is not 0: in row-major order, that word's place.
                    int upTo = first.hit() ? (first.hitRow() - Math.max(0, dy)) * spanned + first.hitWord() - from / 64 + 1 : rows * spanned;
                    assertThat(first.words()).as(where).isEqualTo(upTo);
                    assertThat(first.hitRow()).as(where).isEqualTo(area.hitRow());
                    assertThat(first.hitWord()).as(where).isEqualTo(area.hitWord());
                }
            }
        }
    }

    @Test
    void theFirstHitIsTheTopmostThenLeftmostWordWithASharedPixel() {
        AlphaMask a = filled(130, 2);
        AlphaMask dot = filled(1, 1);
        AlphaMask.WordTest t = a.overlaps(dot, 129, 1);
        assertThat(t.hit()).isTrue();
        assertThat(t.hitRow()).isEqualTo(1);
        assertThat(t.hitWord()).isEqualTo(2);
        assertThat(t.words()).isEqualTo(1);
        assertThat(a.overlaps(dot, 130, 1).hit()).isFalse();
        assertThat(a.overlaps(dot, 130, 1).words()).isZero();
    }

    /** Every bundled sprite, and masks of odd sizes (one pixel; just under, at and over a word), half their pixels opaque. */
    private static List<AlphaMask> masks() {
        List<AlphaMask> masks = new ArrayList<>();
        for (String name : SpriteLoader.BUNDLED) {
            masks.add(SpriteLoader.bundled(name).sprite().mask());
        }
        Random random = new Random(7);
        for (int[] size : new int[][] {{1, 1}, {63, 5}, {64, 3}, {65, 7}, {130, 2}}) {
            int[] argb = new int[size[0] * size[1]];
            for (int i = 0; i < argb.length; i++) {
                argb[i] = random.nextBoolean() ? 0xFF000000 : 0x7F000000;
            }
            argb[0] = 0xFF000000;
            masks.add(AlphaMask.fromArgb(size[0], size[1], argb));
        }
        return masks;
    }

    private static AlphaMask filled(int width, int height) {
        int[] argb = new int[width * height];
        java.util.Arrays.fill(argb, 0xFF000000);
        return AlphaMask.fromArgb(width, height, argb);
    }

    /** The plain test, over every pixel of {@code a}. */
    private static int pixelByPixel(AlphaMask a, AlphaMask b, int dx, int dy) {
        int shared = 0;
        for (int y = 0; y < a.height(); y++) {
            for (int x = 0; x < a.width(); x++) {
                if (a.isOpaque(x, y) && b.isOpaque(x - dx, y - dy)) {
                    shared++;
                }
            }
        }
        return shared;
    }
}
