package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

class LookAheadTest {

    static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** Returns flying-jets put into its preset {@code name} (null: as it opens). */
    static FlyingJets jets(String name) {
        FlyingJets jets = new FlyingJets(SPRITES);
        if (name != null) {
            PresetScenes.of(jets).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply().run();
        }
        return jets;
    }

    /** Steps a fresh copy until {@code count} first grows and returns that step's number: found without the look-ahead. */
    static int firstStepWhere(String preset, ToLongFunction<FlyingJets> count) {
        FlyingJets jets = jets(preset);
        Simulation simulation = new Simulation(jets);
        long before = count.applyAsLong(jets);
        for (int step = 1; step <= 10_000; step++) {
            simulation.step();
            if (count.applyAsLong(jets) > before) {
                return step;
            }
        }
        throw new AssertionError("no such step in " + preset);
    }

    static long circleHits(FlyingJets jets) {
        return jets.realHits(BoundKind.CIRCLE) + jets.falseAlarms(BoundKind.CIRCLE);
    }

    @Test
    void theFirstContactOfSeed004IsTheFirstStepAtWhichTheCircleReportsAHit() {
        int expected = firstStepWhere("Seed 004", LookAheadTest::circleHits);
        LookAhead.Contact contact = LookAhead.next(jets("Seed 004"), i -> false).orElseThrow();
        assertThat(contact.steps()).isEqualTo(expected);
        assertThat(contact.truth()).isNotEqualTo(Outcome.MISS);
    }

    @Test
    void resetByPixelsAsksWhenTheCirclesMeetNotWhenThePixelsTouchInsideThem() {
        int circle = firstStepWhere("Reset by pixels", LookAheadTest::circleHits);
        int pixels = firstStepWhere("Reset by pixels", j -> j.realHits(BoundKind.PIXELS));
        assertThat(pixels).as("the pixels touch later than the circles meet").isGreaterThan(circle);

        FlyingJets jets = jets("Reset by pixels");
        assertThat(LookAhead.next(jets, i -> false).orElseThrow()).isEqualTo(new LookAhead.Contact(circle, Outcome.FALSE_ALARM));
        assertThat(LookAhead.next(jets, i -> false).orElseThrow().steps()).as("the next contact comes after the flyer went back")
                .isGreaterThan(pixels - circle);
    }

    /**
     * Every question comes while the circles are still apart on screen: "will the bounding circle
     * report a hit?" asked with the circles already overlapping (say centre distance 57.9 against
     * 100) would have its answer in plain sight.
     */
    @Test
    void everyContactStartsWithTheCirclesApart() {
        for (String preset : new String[] {"Reset by pixels", "Seed 004"}) {
            FlyingJets jets = jets(preset);
            long total = 0;
            for (int n = 0; n < 6; n++) {
                LookAhead.Contact contact = LookAhead.next(jets, i -> false).orElseThrow();
                total += contact.steps();
                FlyingJets before = jets(preset);
                Simulation simulation = new Simulation(before);
                for (long i = 1; i < total; i++) {
                    simulation.step();
                }
                assertThat(JetJudge.now(before)).as("%s, contact %d at step %d", preset, n + 1, total).isEqualTo(Outcome.MISS);
            }
        }
    }

    @Test
    void aContactPassedOverIsNotReturnedAndTheNextOneIs() {
        FlyingJets ahead = jets("Reset by pixels");
        int first = LookAhead.next(ahead, i -> false).orElseThrow().steps();
        int second = first + LookAhead.next(ahead, i -> false).orElseThrow().steps();
        assertThat(LookAhead.next(jets("Reset by pixels"), i -> i == first).orElseThrow().steps()).isEqualTo(second);
    }

    @Test
    void noContactIsFoundWhenTheWaitingJetIsOutOfTheWay() {
        FlyingJets jets = jets(null);
        jets.waiting().place(new org.spriteplayground.geometry.Pose(new org.spriteplayground.geometry.Vec2(300, 20), 0));
        assertThat(LookAhead.next(jets, i -> false)).isEmpty();
    }

    @Test
    void noContactIsAskedFromWhereTheChosenBoundAlreadyMeets() {
        // The waiting jet over the flyer's start (100, 200): every step sends the flyer back, the
        // answer on screen before the question. Circles of radius 50 meet closer than 100.
        for (int dx = 0; dx < 100; dx += 15) {
            for (int dy : new int[] {0, 35}) {
                FlyingJets jets = jets(null);
                jets.waiting().place(new org.spriteplayground.geometry.Pose(new org.spriteplayground.geometry.Vec2(100 + dx, 200 + dy), 0));
                assertThat(LookAhead.next(jets, i -> false)).as("waiting at (%d, %d)", 100 + dx, 200 + dy).isEmpty();
            }
        }
    }
}
