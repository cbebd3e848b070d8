package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The canvas's paint meter: a paint's time is smoothed as new = old + 0.1 × (sample − old), and the
 * figures shown are read when the playground announces a tick, a pause, a speed or a lesson, so a
 * paint between two ticks changes what the meter knows but not what the strip and panel show.
 */
class PaintMeterTest {

    private final Playground model = new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled());
    private final PaintMeter meter = new PaintMeter(model);

    @Test
    void aPaintShowsFromTheNextTickAndIsSmoothedAtEachPaint() {
        meter.painted(10_000_000);
        assertThat(meter.paintMillis()).isEqualTo(10.0, within(1e-9));
        assertThat(meter.reading().paintMillis()).as("before the tick").isNaN();
        model.step();
        assertThat(meter.reading().paintMillis()).as("at the tick").isEqualTo(10.0, within(1e-9));
        assertThat(meter.reading().stepMillis()).as("the step time at the tick").isEqualTo(model.perf().stepMillis());
        meter.painted(20_000_000);
        assertThat(meter.paintMillis()).as("10 + 0.1 × (20 − 10)").isEqualTo(11.0, within(1e-9));
        assertThat(meter.reading().paintMillis()).as("a paint between ticks").isEqualTo(10.0, within(1e-9));
    }

    @Test
    void aPauseASpeedAndALessonEachTakeAReading() {
        meter.painted(10_000_000);
        model.setPaused(true);
        assertThat(meter.reading().paintMillis()).as("at the pause").isEqualTo(10.0, within(1e-9));
        meter.painted(20_000_000);
        model.setSpeed(2.0);
        assertThat(meter.reading().paintMillis()).as("at the new speed").isEqualTo(11.0, within(1e-9));
        meter.painted(21_000_000);
        model.open(Lessons.byId("flying-jets").orElseThrow());
        assertThat(meter.reading().paintMillis()).as("at the new lesson").isEqualTo(12.0, within(1e-9));
        meter.painted(32_000_000);
        model.say("a notice");
        assertThat(meter.reading().paintMillis()).as("after a notice").isEqualTo(12.0, within(1e-9));
    }
}
