package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The canvas's paint meter: the paint time and the frame rate shown are of the same frames, those
 * whose paint ended in the second before the reading (how many, and their mean time), read when
 * the playground announces a tick, a pause, a speed or a lesson; so a paint between two ticks
 * changes what the meter knows but not what the strip and panel show. The meter's clock is set
 * by hand, so each paint ends at a known moment.
 */
class PaintMeterTest {

    private static final long MS = 1_000_000L;

    private final Playground model = new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled());
    private long now = 1_000 * MS;
    private final PaintMeter meter = new PaintMeter(model, () -> now);

    /** Paints for {@code millis} ms, ending then. */
    private void paint(long millis) {
        now += millis * MS;
        meter.painted(millis * MS);
    }

    @Test
    void aPaintShowsFromTheNextTickAsTheMeanOfTheLastSecondsPaints() {
        assertThat(meter.reading().line()).as("before any paint").isEqualTo("step – ms · paint – ms · 0\u00A0fps");
        paint(10);
        assertThat(meter.reading().paintMillis()).as("before the tick").isNaN();
        model.step();
        assertThat(meter.reading().paintMillis()).as("at the tick").isEqualTo(10.0, within(1e-9));
        assertThat(meter.reading().stepMillis()).as("the step time at the tick").isEqualTo(model.perf().stepMillis());
        paint(20);
        assertThat(meter.reading().paintMillis()).as("a paint between ticks").isEqualTo(10.0, within(1e-9));
        model.step();
        assertThat(meter.reading().paintMillis()).as("(10 + 20) / 2").isEqualTo(15.0, within(1e-9));
        assertThat(meter.reading().fps()).isEqualTo(2);
    }

    /**
     * Sixty quick frames, then the load grows to a paint of 1,103 ms: at once the reading is that
     * one frame, "1,103 ms at 1 fps", not a time still smoothed towards the quick frames beside a
     * count of the slow ones. At every tick the paint time is the mean of the frames the rate counts.
     */
    @Test
    void underASuddenLoadThePaintTimeAndTheFrameRateDescribeTheSameFrames() {
        for (int i = 0; i < 60; i++) {
            paint(5);
            now += 11 * MS;
            model.step();
        }
        assertThat(meter.reading().fps()).isEqualTo(60);
        assertThat(meter.reading().paintMillis()).isEqualTo(5.0, within(1e-9));
        for (int i = 0; i < 5; i++) {
            paint(1_103);
            model.step();
            assertThat(meter.reading().fps()).as("slow frame %d", i).isEqualTo(1);
            assertThat(meter.reading().paintMillis()).as("slow frame %d", i).isEqualTo(1_103.0, within(1e-9));
        }
        now += 2_000 * MS;
        model.step();
        assertThat(meter.reading().fps()).as("no paint in the last second").isZero();
        assertThat(meter.reading().paint()).isEqualTo("–");
    }

    @Test
    void aPauseASpeedAndALessonEachTakeAReading() {
        paint(10);
        model.setPaused(true);
        assertThat(meter.reading().paintMillis()).as("at the pause").isEqualTo(10.0, within(1e-9));
        paint(20);
        model.setSpeed(2.0);
        assertThat(meter.reading().paintMillis()).as("at the new speed").isEqualTo(15.0, within(1e-9));
        paint(30);
        model.open(Lessons.byId("flying-jets").orElseThrow());
        assertThat(meter.reading().paintMillis()).as("at the new lesson").isEqualTo(20.0, within(1e-9));
        paint(40);
        model.say("a notice");
        assertThat(meter.reading().paintMillis()).as("after a notice").isEqualTo(20.0, within(1e-9));
    }
}
