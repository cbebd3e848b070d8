package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;

/**
 * Every reveal of flying-jets' Predict agrees with what the step really brought, whatever bound
 * resets the flyer: checked against a second copy of the lesson stepped on its own, never through
 * the mode's look-ahead.
 */
class PredictTruthTest {

    private static final int STEPS = 1_500;

    /**
     * Runs Predict for {@code steps} steps, or until {@code rounds} questions were answered, with
     * {@code sprite} flying, {@code trigger} resetting the flyer, at {@code speed}, answering at
     * random (seeded); returns the truths revealed.
     */
    static List<Outcome> revealedTruths(String sprite, BoundKind trigger, double speed, boolean pauseOnContact, int steps, int rounds) {
        Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), LookAheadTest.SPRITES);
        model.setSpeed(speed);
        Control.Choice<String> spriteChoice = ((FlyingJets) model.lesson()).spriteChoice();
        spriteChoice.set().accept(sprite);
        model.controlChanged(spriteChoice);
        @SuppressWarnings("unchecked")
        Control.Choice<BoundKind> resetWhen = (Control.Choice<BoundKind>) model.lesson().controls().stream()
                .filter(c -> c.label().equals("Reset when")).findFirst().orElseThrow();
        assertThat(resetWhen.options()).as("every bound is offered").containsExactly(BoundKind.values());
        resetWhen.set().accept(trigger);
        model.controlChanged(resetWhen);

        Control.Toggle pause = (Control.Toggle) model.lesson().controls().stream()
                .filter(c -> c.label().equals("Pause on contact")).findFirst().orElseThrow();
        pause.set().accept(pauseOnContact);
        model.controlChanged(pause);
        FlyingJets alone = LookAheadTest.jets(null);
        alone.setSprite(sprite);
        alone.setTrigger(trigger);
        alone.controls().stream().filter(c -> c.label().equals("Pause on contact")).map(Control.Toggle.class::cast)
                .findFirst().orElseThrow().set().accept(pauseOnContact);
        Simulation aloneRuns = new Simulation(alone);
        PredictMode mode = new PredictMode(model);
        Random random = new Random(trigger.ordinal());
        List<Outcome> truths = new ArrayList<>();
        mode.setOn(true);
        while (truths.size() < rounds && model.simulation().steps() < steps) {
            if (mode.phase() == PredictMode.Phase.PREDICT) {
                while (aloneRuns.steps() < model.simulation().steps()) {
                    aloneRuns.step();
                }
                long circle = LookAheadTest.circleHits(alone);
                long pixels = alone.realHits(BoundKind.PIXELS);
                aloneRuns.step();
                Outcome truth = LookAheadTest.circleHits(alone) == circle ? Outcome.MISS
                        : alone.realHits(BoundKind.PIXELS) > pixels ? Outcome.REAL_HIT : Outcome.FALSE_ALARM;
                Outcome guess = List.of(Outcome.MISS, Outcome.REAL_HIT, Outcome.FALSE_ALARM).get(random.nextInt(3));
                long asked = model.simulation().steps();
                answer(mode, guess);
                assertThat(model.simulation().steps()).as("the step asked about ran").isEqualTo(asked + 1);
                PredictModeTest.observeAndExplain(mode);
                assertThat(mode.reveal()).as("%s at step %,d", trigger, asked).startsWith(Stages.line(model.lesson().prediction().orElseThrow(), guess, truth) + "\n");
                truths.add(truth);
                mode.carryOn();
            } else if (model.paused()) {
                assertThat(pauseOnContact).as("%s: paused between questions at step %,d only where the flyer touched", trigger, model.simulation().steps()).isTrue();
                assertThat(model.lesson().wantsPause()).isTrue();
                model.setPaused(false); // the pupil resumes: the flyer goes back
            } else {
                model.tick();
            }
        }
        return truths;
    }

    private static void answer(PredictMode mode, Outcome guess) {
        switch (guess) {
            case MISS -> mode.answer(2);
            case REAL_HIT -> {
                mode.answer(1);
                mode.answer(1);
            }
            default -> {
                mode.answer(1);
                mode.answer(2);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(BoundKind.class)
    void everyRevealAgreesWithWhatTheStepReallyBrought(BoundKind trigger) {
        for (double speed : new double[] {1, 4}) {
            for (boolean pauseOnContact : new boolean[] {false, true}) {
                List<Outcome> truths = revealedTruths("jet", trigger, speed, pauseOnContact, STEPS, Integer.MAX_VALUE);
                assertThat(truths).as("%s: questions asked in %,d steps", trigger, STEPS).hasSizeGreaterThan(3);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(BoundKind.class)
    void everyRevealAgreesWithWhatTheStepReallyBroughtForEverySprite(BoundKind trigger) {
        for (String sprite : LookAheadTest.SPRITES.names()) {
            assertThat(revealedTruths(sprite, trigger, 1, false, STEPS, Integer.MAX_VALUE)).as("%s, %s", sprite, trigger).isNotEmpty();
        }
    }

    /** "Hit" must not always be right: over 20 questions both answers are, whatever resets the flyer. */
    @ParameterizedTest
    @EnumSource(BoundKind.class)
    void hitAndMissAreEachSometimesRight(BoundKind trigger) {
        List<Outcome> truths = revealedTruths("jet", trigger, 1, false, 20 * LookAhead.HORIZON, 20);
        assertThat(truths).hasSize(20).contains(Outcome.MISS).containsAnyOf(Outcome.REAL_HIT, Outcome.FALSE_ALARM);
    }
}
