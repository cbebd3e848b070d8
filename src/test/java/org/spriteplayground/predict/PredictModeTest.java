package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.BoundKind;

class PredictModeTest {

    private final Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), LookAheadTest.SPRITES);
    private final PredictMode mode = new PredictMode(model);

    private void preset(String name) {
        model.apply(PresetScenes.of(model.lesson()).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow());
    }

    /** Ticks as the window's timer does until the playground pauses (at most a minute of steps). */
    private void runUntilPaused() {
        for (int i = 0; i < 3_600 && !model.paused(); i++) {
            model.tick();
        }
        assertThat(model.paused()).as("paused within a minute").isTrue();
    }

    private FlyingJets jets() {
        return (FlyingJets) model.lesson();
    }

    /** Answers the observe and explain stages after a prediction with their first choices, so that the truth is revealed. */
    static void observeAndExplain(PredictMode mode) {
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.OBSERVE);
        mode.answer(1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
        mode.answer(1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.REVEALED);
    }

    @Test
    void itRunsToJustBeforeTheFirstContactStepAndAsksThere() {
        model.setSpeed(4); // four steps a tick: the pause still falls on the very step
        preset("Reset by pixels");
        int contact = LookAheadTest.firstStepWhere("Reset by pixels", LookAheadTest::circleHits);
        assertThat(Lead.stepsBefore(contact)).as("this contact is asked just before it comes").isEqualTo(1);
        mode.setOn(true);
        assertThat(model.paused()).as("switched on, it runs").isFalse();
        runUntilPaused();
        assertThat(model.simulation().steps()).isEqualTo(contact - 1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        assertThat(mode.question().prompt()).isEqualTo("The bounding circles are 1.00\u00A0px apart. At the next step, will they report a hit?");
        assertThat(LookAheadTest.circleHits(jets())).as("nothing of the contact shown yet").isZero();
    }

    @Test
    void answeringRunsTheStepRevealsItAndCountsItForThePupil() {
        assertThat(Lead.stepsBefore(LookAheadTest.firstStepWhere("Reset by pixels", LookAheadTest::circleHits))).as("asked just before").isEqualTo(1);
        preset("Reset by pixels");
        mode.setOn(true);
        runUntilPaused();
        mode.setPupil("Ada");
        mode.answer(1); // hit
        assertThat(mode.question().choices()).extracting(Question.Choice::label).containsExactly("Real", "False alarm");
        mode.answer(1); // real: wrong, the first contact of this preset is a false alarm
        assertThat(jets().falseAlarms(BoundKind.CIRCLE)).as("the step ran").isEqualTo(1);
        assertThat(mode.scores().of("Ada")).as("observing: a score that moved now would tell the verdict").isEqualTo(new Scores.Tally(0, 0));
        mode.answer(1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
        assertThat(mode.scores().of("Ada")).as("explaining").isEqualTo(new Scores.Tally(0, 0));
        mode.answer(1);
        assertThat(mode.scores().of("Ada")).as("revealed").isEqualTo(new Scores.Tally(1, 0));
        assertThat(mode.reveal()).startsWith("The circle said hit; the pixels said miss: a false alarm. You said a real hit.\n");

        mode.carryOn();
        assertThat(model.paused()).isFalse();
        runUntilPaused();
        assertThat(model.simulation().steps()).as("not when the pixels touch inside the overlapping circles: when they meet again")
                .isGreaterThan(LookAheadTest.firstStepWhere("Reset by pixels", j -> j.realHits(BoundKind.PIXELS)));
        assertThat(JetJudge.now(jets())).as("the circles apart when asked").isEqualTo(Outcome.MISS);
        mode.answer(1);
        mode.answer(2);
        observeAndExplain(mode);
        assertThat(mode.reveal()).startsWith("The circle said hit; the pixels said miss: a false alarm. You were right.\n");
        assertThat(mode.scores().of("Ada")).isEqualTo(new Scores.Tally(2, 1));
        assertThat(mode.answers().rows()).extracting(r -> r.prediction().id()).containsExactly("real-hit", "false-alarm");
    }

    @Test
    void eachApproachIsAskedOnceAtTheStepLeadSaysBeforeItsContactTheSameEveryRun() {
        java.util.List<Long> contacts = contactsAsItOpens(12);
        assertThat(contacts.stream().map(Lead::stepsBefore)).as("some of these are asked early").contains(1).containsAnyOf(2, 3);
        mode.setOn(true);
        for (long contact : contacts) {
            runUntilPaused();
            assertThat(model.simulation().steps()).as("the question before the contact at step %d", contact).isEqualTo(contact - Lead.stepsBefore(contact));
            mode.answer(2);
            observeAndExplain(mode);
            assertThat(mode.reveal()).startsWith(Lead.stepsBefore(contact) == 1 ? "The circle said hit" : "The circle said miss");
            mode.carryOn();
        }
    }

    /** Returns the steps of the first {@code count} contacts as the lesson opens, where the circle resets the flyer: every step in which it hits. */
    private static java.util.List<Long> contactsAsItOpens(int count) {
        FlyingJets alone = LookAheadTest.jets(null);
        org.spriteplayground.sim.Simulation simulation = new org.spriteplayground.sim.Simulation(alone);
        java.util.List<Long> contacts = new java.util.ArrayList<>();
        while (contacts.size() < count) {
            long before = LookAheadTest.circleHits(alone);
            simulation.step();
            if (LookAheadTest.circleHits(alone) > before) {
                contacts.add(simulation.steps());
            }
        }
        return contacts;
    }

    @Test
    void aQuestionAskedEarlySteppedBackOverIsNotAskedAgainNorItsContact() {
        java.util.List<Long> contacts = contactsAsItOpens(12);
        int early = java.util.stream.IntStream.range(0, contacts.size() - 1).filter(i -> Lead.stepsBefore(contacts.get(i)) > 1).findFirst().orElseThrow();
        mode.setOn(true);
        for (int i = 0; i <= early; i++) {
            runUntilPaused();
            mode.answer(2);
            observeAndExplain(mode);
            mode.carryOn();
        }
        runUntilPaused();
        long next = contacts.get(early + 1);
        assertThat(model.simulation().steps()).as("after the early question, the next contact's").isEqualTo(next - Lead.stepsBefore(next));
        long early1 = contacts.get(early);
        model.rewind().show(model.rewind().span().position() - (next - early1) - 2); // back before the early question
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.RUNNING);
        model.setPaused(false);
        runUntilPaused();
        assertThat(model.simulation().steps()).as("neither the early question nor its contact asked again").isEqualTo(next - Lead.stepsBefore(next));
    }

    @Test
    void aContactSteppedBackOverIsNotAskedTwice() {
        preset("Reset by pixels");
        mode.setOn(true);
        runUntilPaused();
        long asked = model.simulation().steps();
        mode.answer(2); // miss
        model.rewind().back();
        model.rewind().back();
        assertThat(mode.phase()).as("stepped back while observing: the stages left are withdrawn").isEqualTo(PredictMode.Phase.RUNNING);
        assertThat(mode.answers().rows()).singleElement().satisfies(row -> {
            assertThat(row.prediction().id()).isEqualTo("miss");
            assertThat(row.observation()).as("not asked").isNull();
            assertThat(row.explanation()).as("not asked").isNull();
        });
        model.setPaused(false);
        runUntilPaused();
        assertThat(model.simulation().steps()).as("the next question is the next contact, not the one answered")
                .isGreaterThan(asked + 1);
        assertThat(mode.scores().of(PredictMode.firstPupil())).isEqualTo(new Scores.Tally(1, 0));
    }

    @Test
    void withPauseOnContactTheNextQuestionComesBeforeTheNextContactAfterTheFlyerWentBack() {
        org.spriteplayground.lesson.Control.Toggle pauseOnContact = (org.spriteplayground.lesson.Control.Toggle) model.lesson().controls().stream()
                .filter(c -> c.label().equals("Pause on contact")).findFirst().orElseThrow();
        pauseOnContact.set().accept(true);
        model.controlChanged(pauseOnContact);
        FlyingJets alone = LookAheadTest.jets(null);
        alone.controls().stream().filter(c -> c.label().equals("Pause on contact")).map(org.spriteplayground.lesson.Control.Toggle.class::cast)
                .findFirst().orElseThrow().set().accept(true);
        org.spriteplayground.sim.Simulation simulation = new org.spriteplayground.sim.Simulation(alone);
        while (LookAheadTest.circleHits(alone) < 2) {
            simulation.step();
        }
        mode.setOn(true);
        runUntilPaused();
        mode.answer(2);
        observeAndExplain(mode);
        mode.carryOn();
        runUntilPaused();
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        assertThat(model.simulation().steps()).isEqualTo(simulation.steps() - Lead.stepsBefore(simulation.steps()));
    }

    @Test
    void aChangeByHandWithdrawsTheQuestionUncountedAndTurningOffGivesNormalPlayBack() {
        mode.setOn(true);
        runUntilPaused();
        model.reset();
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.RUNNING);
        assertThat(mode.answers().isEmpty()).as("withdrawn before the prediction: nothing kept").isTrue();
        mode.setOn(false);
        model.setPaused(false);
        int contact = LookAheadTest.firstStepWhere(null, LookAheadTest::circleHits);
        for (int i = 0; i < contact + 5; i++) {
            model.tick();
        }
        assertThat(model.paused()).as("off, it runs through contacts").isFalse();
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.OFF);
    }

    @Test
    void itWorksOnlyInFlyingJetsAndThreeOutcomesAndGoesOffInAnotherLesson() {
        mode.setOn(true);
        model.open(Lessons.byId("dot-and-wall").orElseThrow());
        assertThat(mode.on()).isFalse();
        assertThat(PredictMode.unavailableIn(model.lesson())).as("names every lesson with Predict, from the lessons themselves")
                .contains(Lessons.ALL.stream().filter(e -> e.factory().apply(LookAheadTest.SPRITES).prediction().isPresent()).map(Lessons.Entry::id).toList())
                .contains("flying-jets", "three-outcomes", "minkowski", "bitmasks", "robustness");
        assertThatThrownBy(() -> mode.setOn(true)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void inThreeOutcomesEachQuestionIsTheNextPresetInNumbersAndItsOutcomeTheTruth() {
        model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow());
        ThreeOutcomes shown = (ThreeOutcomes) model.lesson();
        assertThat(shown.second().center().x()).as("the first preset is on show as the lesson opens").isEqualTo(50);
        mode.setOn(true);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        // The preset on show would give its answer away: the first question is the next one.
        assertThat(mode.question().prompt()).startsWith("Next: P at (30, 20)\u00a0px with r = 37\u00a0px, Q at (180, 145)\u00a0px with r = 50\u00a0px,");
        assertThat(((ThreeOutcomes) model.lesson()).second().center().x()).as("the preset asked about is on show while asked").isEqualTo(180);
        assertThat(model.verdictsShown()).as("its verdicts hidden").isFalse();
        mode.answer(3);
        observeAndExplain(mode);
        assertThat(mode.reveal()).startsWith("The radius test said Apart. You said Overlapping.\n");
        assertThat(((ThreeOutcomes) model.lesson()).second().center().x()).as("the preset is on show").isEqualTo(180);
        mode.carryOn();
        assertThat(mode.question().prompt()).startsWith("Next: P at ").doesNotStartWith("Next: P at (30, 20)\u00a0px with r = 37\u00a0px, Q at (180, 145)");
        mode.answer(1);
        assertThat(mode.scores().of(PredictMode.firstPupil()).asked()).as("predicted, not yet revealed").isEqualTo(1);
        observeAndExplain(mode);
        assertThat(mode.scores().of(PredictMode.firstPupil()).asked()).isEqualTo(2);
    }

    @Test
    void aQuestionWithdrawnByAResetLeavesWordsThatSaySoAndHowToGoOn() {
        preset("Reset by pixels");
        mode.setOn(true);
        runUntilPaused();
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        model.reset();
        assertThat(model.paused()).isTrue();
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.RUNNING);
        assertThat(mode.between()).startsWith("Paused, no question waiting").contains("Space runs on");
        model.setPaused(false);
        assertThat(mode.between()).isEqualTo("On to the next question: it pauses shortly before a contact step.");
    }

    /** A change by hand in a preset lesson withdraws the question and stays on show until Continue asks the next one over it. */
    @Test
    void inAPresetLessonAChangeByHandStaysOnShowUntilContinue() {
        model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow());
        mode.setOn(true);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        model.apply(PresetScenes.of(model.lesson()).get(0)); // the pupil puts the first preset back
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.RUNNING);
        assertThat(mode.canCarryOn()).isTrue();
        assertThat(model.verdictsShown()).as("no question waits: the verdicts are back").isTrue();
        assertThat(mode.between()).startsWith("Your change took the question back");
        assertThat(((ThreeOutcomes) model.lesson()).second().center().x()).as("the pupil's scene stays").isEqualTo(50);
        mode.carryOn();
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        assertThat(((ThreeOutcomes) model.lesson()).second().center().x()).as("the next question's scene is on show").isEqualTo(180);
    }
}
