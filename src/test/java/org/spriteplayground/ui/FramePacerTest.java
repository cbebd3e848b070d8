package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class FramePacerTest {

    private static final long MS = 1_000_000L;

    /** Simulates a timer that wakes {@code late} after the delay asked and a tick of {@code work}. */
    private static double ticksPerSecond(long seed, long maxLateNanos, long maxWorkNanos) {
        FramePacer pacer = new FramePacer();
        Random random = new Random(seed);
        long now = 5_000 * MS;
        long start = now;
        int ticks = 0;
        while (now - start < 10_000 * MS) {
            now += (long) (random.nextDouble() * maxWorkNanos);
            ticks++;
            int delay = pacer.nextDelayMillis(now);
            assertThat(delay).isBetween(0, 17);
            now += delay * MS + (long) (random.nextDouble() * maxLateNanos);
        }
        return ticks / ((now - start) / 1e9);
    }

    @Test
    void aTimerThatWakesLateStillTicksSixtyTimesASecond() {
        // A repeating 16 ms Swing timer that wakes up to 1.5 ms late ticks about 59 times a second;
        // the pacer makes up each lateness in the next delay.
        assertThat(ticksPerSecond(1, 3 * MS / 2, 4 * MS)).isBetween(59.9, 60.1);
    }

    @Test
    void aFrameSlowerThanAPeriodRestartsTheGridInsteadOfRacing() {
        FramePacer pacer = new FramePacer();
        assertThat(pacer.nextDelayMillis(0)).isEqualTo(16);
        // The tick finished 100 ms after its deadline: wait a whole period, not zero again and again.
        assertThat(pacer.nextDelayMillis(116 * MS)).isEqualTo(16);
        assertThat(pacer.nextDelayMillis(133 * MS)).isEqualTo(16);
    }

    @Test
    void workShorterThanAPeriodIsTakenOutOfTheWait() {
        FramePacer pacer = new FramePacer();
        pacer.nextDelayMillis(0);
        // 10 ms of work after the deadline at 16.67 ms leaves 6 ms to the one at 33.33 ms.
        assertThat(pacer.nextDelayMillis(16_666_667L + 10 * MS)).isEqualTo(6);
    }

    @Test
    void aRestartedPacerWaitsAWholePeriodFromNow() {
        FramePacer pacer = new FramePacer();
        pacer.nextDelayMillis(0);
        pacer.restart();
        assertThat(pacer.nextDelayMillis(1_000 * MS)).isEqualTo(16);
    }
}
