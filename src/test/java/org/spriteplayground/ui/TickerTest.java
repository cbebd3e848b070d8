package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.waitUntil;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

class TickerTest {

    /**
     * A clock on which every tick takes a whole period, so each ends on the next deadline and the
     * timer is armed with no delay from inside its own handler: the case that stopped a coalescing timer.
     */
    @Test
    void ticksEndingOnTheirDeadlineKeepTheTimerRunning() throws Exception {
        AtomicLong readings = new AtomicLong();
        LongSupplier clock = () -> {
            long n = readings.getAndIncrement();
            return n == 0 ? 0 : (n + 1) * FramePacer.PERIOD_NANOS;
        };
        AtomicInteger ticks = new AtomicInteger();
        Ticker ticker = new Ticker(ticks::incrementAndGet, (what, failure) -> { }, clock);
        SwingUtilities.invokeAndWait(ticker::start);
        try {
            waitUntil(() -> ticks.get() >= 2_000, 20_000);
            assertThat(onEdt(ticker::isRunning)).isTrue();
        } finally {
            SwingUtilities.invokeAndWait(ticker::stop);
        }
    }

    @Test
    void aTickThatThrowsIsReportedAndTheTimerTicksOn() throws Exception {
        AtomicInteger ticks = new AtomicInteger();
        AtomicInteger reported = new AtomicInteger();
        Ticker ticker = new Ticker(() -> {
            ticks.incrementAndGet();
            throw new IllegalStateException("injected");
        }, (what, failure) -> reported.incrementAndGet(), System::nanoTime);
        SwingUtilities.invokeAndWait(ticker::start);
        try {
            waitUntil(() -> ticks.get() >= 3, 10_000);
            assertThat(reported.get()).isGreaterThanOrEqualTo(2);
        } finally {
            SwingUtilities.invokeAndWait(ticker::stop);
        }
        int stopped = ticks.get();
        Thread.sleep(100);
        assertThat(ticks.get()).as("no tick after stop").isLessThanOrEqualTo(stopped + 1);
    }
}
