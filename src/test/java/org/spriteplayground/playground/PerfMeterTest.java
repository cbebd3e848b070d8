package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The step time is the mean over the steps of the second up to the latest one, like the paint
 * time beside it: one slow step among sixty moves it by its share, it is gone a second later, and
 * a pause keeps the figure of the last second that ran.
 */
class PerfMeterTest {

    private static final long MS = 1_000_000L;

    private long now;
    private final PerfMeter meter = new PerfMeter(() -> now);

    @Test
    void isTheMeanOfTheLastSecondsSteps() {
        assertThat(meter.stepMillis()).isNaN();
        for (int i = 0; i < 59; i++) {
            step(1);
        }
        step(100);
        assertThat(meter.stepMillis()).as("59 steps of 1 ms and one of 100 ms").isCloseTo(159.0 / 60, within(1e-9));

        for (int i = 0; i < 63; i++) {
            step(2);
        }
        assertThat(meter.stepMillis()).as("a second later, the slow step is forgotten").isCloseTo(2.0, within(1e-9));

        now += 30_000 * MS;
        assertThat(meter.stepMillis()).as("paused half a minute: still the last second that ran").isCloseTo(2.0, within(1e-9));
        step(5);
        assertThat(meter.stepMillis()).as("one step by hand after the pause: its own time").isCloseTo(5.0, within(1e-9));
    }

    @Test
    void aBatchOfStepsCountsEachStep() {
        now += 17 * MS;
        meter.stepped(3, 9 * MS);
        now += 17 * MS;
        meter.stepped(1, 1 * MS);
        assertThat(meter.stepMillis()).isCloseTo(10.0 / 4, within(1e-9));
        meter.forgetSteps();
        assertThat(meter.stepMillis()).as("another lesson on show").isNaN();
    }

    @Test
    void aSecondThatCountsNoWholeStepGivesNoRate() {
        meter.restartRate();
        now += 2_600 * MS;
        meter.stepped(1, 2_600 * MS);
        assertThat(meter.stepsPerSecond()).as("one step in 2.6 s").isZero();
        assertThat(meter.behindRate(false, 1.0)).as("no rate to show, not 0.00×").isNaN();
        for (int i = 0; i < 20; i++) {
            now += 100 * MS;
            meter.stepped(1, 100 * MS);
        }
        assertThat(meter.behindRate(false, 1.0)).as("10 steps a second measured: really 0.17×").isCloseTo(10 / 60.0, within(1e-9));
    }

    /** One step of {@code millis}, 16 ms after the one before: 60 steps fit in a second, 63 do not. */
    private void step(long millis) {
        now += 16 * MS;
        meter.stepped(1, millis * MS);
    }
}
