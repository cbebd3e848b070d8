package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/** "Pause on contact": the playground stops at the very step the chosen bounds first meet. */
class PauseOnContactTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    private static void switchOn(Lesson lesson) {
        Control.Toggle toggle = lesson.controls().stream().filter(c -> c.label().equals("Pause on contact"))
                .map(Control.Toggle.class::cast).findFirst().orElseThrow();
        toggle.set().accept(true);
    }

    /** Steps a copy of seed 004 without the switch and returns the step at which the flyer is first sent back. */
    private static int firstResetStep() {
        FlyingJets reference = new FlyingJets(SPRITES);
        for (int step = 1; step < 10_000; step++) {
            reference.step(Simulation.STEP_SECONDS);
            if (reference.resets() > 0) {
                return step;
            }
        }
        throw new AssertionError("seed 004 never reset");
    }

    /** The flyer's pose at step {@code n} as the motion alone puts it, without being sent back. */
    private static Pose touchingPose(int n) {
        FlyingJets reference = new FlyingJets(SPRITES);
        for (int step = 1; step < n; step++) {
            reference.step(Simulation.STEP_SECONDS);
        }
        reference.flyer().advance(Simulation.STEP_SECONDS);
        return reference.flyer().pose();
    }

    @ParameterizedTest(name = "speed {0}")
    @ValueSource(doubles = {1.0, 4.0})
    void seed004PausesAtTheContactStepWithTheFlyerWhereItTouched(double speed) {
        int contact = firstResetStep();
        Playground playground = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SPRITES);
        playground.setSpeed(speed);
        switchOn(playground.lesson());
        while (!playground.paused() && playground.simulation().steps() < 10_000) {
            playground.tick();
        }
        FlyingJets lesson = (FlyingJets) playground.lesson();
        assertThat(playground.paused()).isTrue();
        assertThat(playground.simulation().steps()).isEqualTo(contact);
        assertThat(lesson.flyer().pose()).isEqualTo(touchingPose(contact));
        assertThat(lesson.resets()).isEqualTo(1);
        assertThat(lesson.triggered()).isTrue();

        playground.setPaused(false);
        playground.tick();
        assertThat(lesson.flyer().pose().position().x()).as("sent back on resume").isLessThan(touchingPose(contact).position().x());
        assertThat(playground.paused()).isFalse();
    }

    @Test
    void resumingGoesOnAsWithoutTheSwitch() {
        int contact = firstResetStep();
        FlyingJets without = new FlyingJets(SPRITES);
        FlyingJets with = new FlyingJets(SPRITES);
        switchOn(with);
        for (int step = 0; step < contact + 30; step++) {
            without.step(Simulation.STEP_SECONDS);
            with.step(Simulation.STEP_SECONDS);
        }
        assertThat(with.flyer().pose()).isEqualTo(without.flyer().pose());
        assertThat(with.resets()).isEqualTo(without.resets());
    }

    @Test
    void threeOutcomesPausesAtTheFirstStepTheCirclesMeetAndNotAgainWhileTheyStay() {
        Playground playground = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SPRITES);
        Lesson lesson = playground.lesson();
        switchOn(lesson);
        var p = lesson.pieces().get(0).handle();
        var q = lesson.pieces().get(1).handle();
        p.moveTo(new Vec2(lesson.bounds().minX(), lesson.bounds().minY()));
        q.moveTo(new Vec2(lesson.bounds().maxX(), lesson.bounds().maxY()));
        playground.tick();
        assertThat(playground.paused()).as("apart").isFalse();
        q.moveTo(p.anchor());
        playground.tick();
        assertThat(playground.paused()).isTrue();
        playground.setPaused(false);
        playground.tick();
        assertThat(playground.paused()).as("still overlapping: no new contact").isFalse();
    }
}
