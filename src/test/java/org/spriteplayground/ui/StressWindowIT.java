package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;

import java.lang.management.ManagementFactory;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Stress;

/**
 * The stress lesson in a real window, on the JVM's default growable heap: at its default 500 jets
 * it animates near the timer's rate; then a minute at 10,000 jets with no failure, still
 * animating, and the heap after a full collection no larger at the end than after warm-up (a leak
 * of even a few bytes a jet a frame would show over a minute).
 */
class StressWindowIT {

    /** Frames a second the stress lesson must keep at its default 500 jets (the timer's rate is about 60). */
    static final int FPS_FLOOR = 45;

    /** How much the heap after a full GC may grow over the minute: noise from caches the JDK fills lazily. */
    static final long HEAP_SLACK_BYTES = 8L << 20;

    @Test
    void stressKeepsAnimatingAndAMinuteAt10000JetsKeepsTheHeapFlat() throws Exception {
        MainFrame window = Gui.open("--lesson", "stress");
        assertThat(onEdt(() -> window.playground().lesson().id())).isEqualTo("stress");
        try {
            Thread.sleep(10_000); // warm-up: code compiled, buffers and pair arrays at their working size
            long before = onEdt(() -> window.playground().simulation().steps());
            Thread.sleep(2_000);
            long after = onEdt(() -> window.playground().simulation().steps());
            assertThat(after - before).as("steps in two seconds at 500 jets").isGreaterThan(2 * FPS_FLOOR);
            assertThat(onEdt(window::framesPerSecond)).as("frames painted in the last second at 500 jets").isGreaterThanOrEqualTo(FPS_FLOOR);

            Gui.run(() -> {
                ((Stress) window.playground().lesson()).setJets(10_000);
                window.playground().edited();
            });
            Thread.sleep(10_000);
            long heapAfterWarmUp = heapAfterFullGc();
            long start = onEdt(() -> window.playground().simulation().steps());
            Thread.sleep(60_000);
            long end = onEdt(() -> window.playground().simulation().steps());
            long heapAtEnd = heapAfterFullGc();
            assertThat(end - start).as("steps in a minute at 10,000 jets").isGreaterThan(60);
            assertThat(onEdt(window::failureCount)).as("failures").isZero();
            assertThat(heapAtEnd).as("heap after a full GC after a minute at 10,000 jets (bytes), against %d after warm-up", heapAfterWarmUp)
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
