package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Turned masks kept within a byte budget, least recently used dropped first. */
class TurnCacheTest {

    private final AlphaMask square = TurnedMaskTest.randomMask(new Random(3L), 64, 64);

    @Test
    void keepsWithinItsBudgetAndDropsTheLeastRecentlyUsedFirst() {
        long fiveMasks = 0;
        for (int d = 10; d < 15; d++) {
            fiveMasks += TurnedMask.of(square, d).bytes();
        }
        TurnCache cache = new TurnCache(fiveMasks);
        TurnCache.Turns<TurnedMask> masks = cache.turns(d -> TurnedMask.of(square, d), TurnedMask::bytes);
        for (int d = 10; d < 15; d++) {
            masks.get(d);
        }
        assertThat(cache.bytes()).isEqualTo(fiveMasks);
        masks.get(10); // used again: now 11 is the least recent
        masks.get(15);
        assertThat(masks.peek(11)).isNull();
        assertThat(masks.peek(10)).isNotNull();
        assertThat(masks.peek(15)).isNotNull();
        for (int d = 0; d < 360; d++) {
            TurnedMask mask = masks.get(d);
            assertThat(mask.opaqueCount()).isEqualTo(TurnedMask.of(square, d).opaqueCount());
            assertThat(cache.bytes()).isLessThanOrEqualTo(cache.budget());
        }
        assertThat(cache.peakBytes()).isLessThanOrEqualTo(cache.budget());
    }

    @Test
    void aMaskLargerThanTheBudgetIsHandedOutButNotKept() {
        TurnCache cache = new TurnCache(100);
        TurnCache.Turns<TurnedMask> masks = cache.turns(d -> TurnedMask.of(square, d), TurnedMask::bytes);
        assertThat(masks.get(30).opaqueCount()).isEqualTo(TurnedMask.of(square, 30).opaqueCount());
        assertThat(masks.peek(30)).isNull();
        assertThat(cache.bytes()).isZero();
    }

    @Test
    void smallSpritesAreTurnedForADegreeWhenATestNeedsItLargeOnesOnlyWhenAMaskIsAskedFor() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        assertThat(jet.eager).isTrue();
        for (int d = 0; d < 360; d++) {
            assertThat(jet.turned.peek(d)).as("jet not turned by %d at load: the app's start does not wait for it", d).isNull();
        }
        Bounds.overlap(BoundKind.PIXELS, jet, new Placement(0, 0, 30), jet, new Placement(5, 0, 40));
        assertThat(jet.turned.peek(30)).as("turned when a pixel test needed it").isNotNull();
        assertThat(jet.turned.peek(40)).isNotNull();
        int[] argb = new int[700 * 700];
        Arrays.fill(argb, 0xFF000000);
        SpriteAnalysis large = SpriteAnalysis.of(new Sprite("large", AlphaMask.fromArgb(700, 700, argb)));
        assertThat(large.eager).isFalse();
        assertThat(large.turned.peek(0)).isNull();
        assertThat(large.turnedMask(45).opaqueCount()).isPositive();
        assertThat(large.turned.peek(45)).isNotNull();
        assertThat(SpriteAnalysis.MASKS.bytes()).isLessThanOrEqualTo(SpriteAnalysis.MASKS.budget());
    }
}
