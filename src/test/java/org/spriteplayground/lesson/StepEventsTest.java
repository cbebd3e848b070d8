package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.BoundKind;

/** The events a step brings, which the sound cues and the canvas's announcement are chosen from, agree with what the lesson counts. */
class StepEventsTest {

    private final FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);
    private final Simulation sim = new Simulation(lesson);

    @ParameterizedTest
    @EnumSource(BoundKind.class)
    void everyContactAndFalseAlarmOfTheTriggerIsAnEventOfItsStep(BoundKind trigger) {
        lesson.setTrigger(trigger);
        long contacts = 0;
        long falseAlarms = 0;
        for (int i = 0; i < 1200; i++) {
            sim.step();
            Set<StepEvent> events = sim.happened().events();
            assertThat(events).as("step %d", i + 1).doesNotContain(StepEvent.RESET).hasSizeLessThanOrEqualTo(1);
            contacts += events.contains(StepEvent.CONTACT) ? 1 : 0;
            falseAlarms += events.contains(StepEvent.FALSE_ALARM) ? 1 : 0;
        }
        assertThat(contacts).as("contacts").isEqualTo(lesson.realHits(trigger));
        assertThat(falseAlarms).as("false alarms").isEqualTo(lesson.falseAlarms(trigger));
        assertThat(contacts + falseAlarms).as("each sends the flyer back").isEqualTo(lesson.resets()).isPositive();
        if (trigger == BoundKind.PIXELS) {
            assertThat(contacts).as("the pixels meet only in a contact").isEqualTo(lesson.resets());
        }
    }

    @Test
    void theCirclesFirstMeetInAFalseAlarmAndAFastTickBringsWhatAnyOfItsStepsBrought() {
        for (int i = 0; i < 96; i++) {
            sim.step();
        }
        assertThat(sim.happened().events()).isEmpty();
        sim.setSpeed(Simulation.MAX_SPEED);
        assertThat(sim.tick()).isEqualTo(4); // steps 97 to 100: the circles touch at the last
        assertThat(sim.happened().events()).containsExactly(StepEvent.FALSE_ALARM);
        sim.tick();
        assertThat(sim.happened().events()).as("the next tick brings nothing").isEmpty();
    }

    @Test
    void aResetIsAnEventAndEachTickStepOrResetIsHeardOnce() {
        Simulation.Happened before = sim.happened();
        sim.reset();
        assertThat(sim.happened().events()).containsExactly(StepEvent.RESET);
        assertThat(sim.happened().serial()).isNotEqualTo(before.serial());
        Simulation.Happened reset = sim.happened();
        sim.setPaused(true);
        sim.tick();
        assertThat(sim.happened()).as("a paused tick runs no step and brings nothing new").isSameAs(reset);
        sim.step();
        assertThat(sim.happened().serial()).isNotEqualTo(reset.serial());
        assertThat(sim.happened().events()).isEmpty();
    }
}
