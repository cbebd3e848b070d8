package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.TurnCache;

/**
 * Flying jets with the largest sprite a user may open, 4096 &times; 4096 and fully opaque: the
 * pixel truth runs in every step of a turn and a half, and the turned masks stay within their
 * budget. (How fast each step is, is measured by hand with {@link BigSpriteCheck}.)
 */
class FlyingJetsLargeSpriteTest {

    private static final SpriteLibrary BIG = BigSpriteCheck.bigLibrary(4096);

    @Test
    void aTurnAndAHalfOfPixelTestsKeepsTheMasksWithinTheirBudget() {
        long heapBefore = retainedHeap();
        FlyingJets jets = new FlyingJets(BIG, "big");
        jets.setTrigger(BoundKind.PIXELS);
        // Waiting 3,000 px ahead of the flyer's start: the squares overlap at every turn.
        jets.grab(jets.waiting().pose().position(), 1).orElseThrow().moveTo(jets.flyer().start().position().plus(new Vec2(3000, 0)));
        TurnCache cache = SpriteAnalysis.MASKS;
        for (int i = 0; i < 720; i++) {
            jets.step(Simulation.STEP_SECONDS);
            assertThat(cache.bytes()).as("step %d", i).isLessThanOrEqualTo(cache.budget());
        }
        assertThat(jets.realHits(BoundKind.PIXELS)).as("the pixels met in every step, at every degree").isEqualTo(720);
        assertThat(jets.resets()).isEqualTo(720);
        assertThat(cache.peakBytes()).isLessThanOrEqualTo(cache.budget());
        assertThat(retainedHeap() - heapBefore).as("heap kept after a turn and a half").isLessThan(cache.budget() + (32L << 20));
    }

    @Test
    void nearMissesAreJudgedExactlyAndNoEnclosingBoundMissesAPixelHit() {
        FlyingJets jets = new FlyingJets(BIG, "big");
        jets.setTrigger(BoundKind.PIXELS);
        jets.grab(jets.waiting().pose().position(), 1).orElseThrow().moveTo(jets.flyer().start().position().plus(new Vec2(4500, 0)));
        for (int i = 0; i < 720; i++) {
            jets.step(Simulation.STEP_SECONDS);
        }
        long truth = jets.realHits(BoundKind.PIXELS);
        assertThat(truth).isPositive();
        assertThat(jets.falseAlarms(BoundKind.CIRCLE)).as("the circles met without the pixels too").isPositive();
        for (BoundKind kind : BoundTally.ENCLOSING) {
            assertThat(jets.realHits(kind)).as(kind.label()).isEqualTo(truth);
        }
    }

    private static long retainedHeap() {
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
