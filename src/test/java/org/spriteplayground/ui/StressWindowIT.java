package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;

import java.lang.management.ManagementFactory;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;

/**
 * A minute of the stress lesson in a real window, on the JVM's default growable heap: no failure,
 * still animating near the timer's rate, and the heap after a full collection no larger at the end
 * than after warm-up (a leak of even a few bytes a frame would show over 3,000 frames).
 */
class StressWindowIT {

    /** Frames a second the stress lesson must keep at its default 500 jets (the timer's rate is about 60). */
    static final int FPS_FLOOR = 45;

    /** How much the heap after a full GC may grow over the minute: noise from caches the JDK fills lazily. */
    static final long HEAP_SLACK_BYTES = 8L << 20;

    @Test
    void aMinuteOfStressKeepsAnimatingWithFlatHeap() throws Exception {
        MainFrame window = Gui.open("--lesson", "stress");
        assertThat(onEdt(() -> window.playground().lesson().id())).isEqualTo("stress");
        try {
            Thread.sleep(10_000); // warm-up: code compiled, buffers and pair arrays at their working size
            long heapAfterWarmUp = heapAfterFullGc();
            Thread.sleep(48_000);
            long before = onEdt(() -> window.playground().simulation().steps());
            Thread.sleep(2_000);
            long after = onEdt(() -> window.playground().simulation().steps());
            long heapAtEnd = heapAfterFullGc();
            assertThat(after - before).as("steps in the last two seconds").isGreaterThan(2 * FPS_FLOOR);
            assertThat(onEdt(window::failureCount)).as("failures in a minute").isZero();
            assertThat(onEdt(window::framesPerSecond)).as("frames painted in the last second").isGreaterThanOrEqualTo(FPS_FLOOR);
            assertThat(heapAtEnd).as("heap after a full GC at the end (bytes), against %d after warm-up", heapAfterWarmUp)
                    .isLessThanOrEqualTo(heapAfterWarmUp + HEAP_SLACK_BYTES);
        } finally {
            SwingUtilities.invokeAndWait(window::dispose);
        }
    }

    private static long heapAfterFullGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
