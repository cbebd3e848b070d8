package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;

import java.lang.management.ManagementFactory;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Stress;

/**
 * The stress lesson in a real window, on the JVM's default growable heap: at its default 500 jets
 * it comes to animate near the timer's rate (a whole second with {@link #FPS_FLOOR} steps and
 * frames or more), painting the canvas once a step; at 10,000 jets it keeps animating with no failure, and the heap after a full
 * collection is no larger after {@link #LEAK_STEPS} more steps than after the warm-up. Each stage
 * waits on the simulation's own count of steps, so the test takes as long as the machine needs.
 * The frame rates themselves, and the heap over a minute at 10,000 jets, are figures of the
 * on-screen benchmark (ScreenCheck in src/bench).
 */
@ExtendWith(AppWindows.class)
class StressWindowIT {

    /** Frames and steps a second the stress lesson must reach at its default 500 jets (the timer's rate is about 60). */
    static final int FPS_FLOOR = 45;

    /**
     * Paints of the canvas a step, at most, over a second: a tick paints the world once, and laying
     * out the strip's new text must not paint it again.
     */
    static final double PAINTS_PER_STEP = 1.1;

    /** Steps at 10,000 jets before the heap is first read: pair arrays and buffers at their working size. */
    static final int WARM_UP_STEPS = 60;

    /**
     * Steps at 10,000 jets between the two readings of the heap: a leak of 3 bytes a jet a step
     * would pass {@link #HEAP_SLACK_BYTES}.
     */
    static final int LEAK_STEPS = 300;

    /** How much the heap after a full GC may grow between the readings: noise from caches the JDK fills lazily. */
    static final long HEAP_SLACK_BYTES = 8L << 20;

    @Test
    void stressAnimatesAndAt10000JetsKeepsRunningWithAFlatHeap() throws Exception {
        MainFrame window = Gui.open("--lesson", "stress");
        assertThat(onEdt(() -> window.playground().lesson().id())).isEqualTo("stress");
        try {
            Gui.waitUntil(() -> onEdt(() -> window.framesPerSecond() >= FPS_FLOOR
                    && window.playground().perf().stepsPerSecond() >= FPS_FLOOR
                    && window.framesPerSecond() <= PAINTS_PER_STEP * window.playground().perf().stepsPerSecond()), 30_000);

            Gui.run(() -> {
                ((Stress) window.playground().lesson()).setJets(10_000);
                window.playground().edited();
            });
            long start = onEdt(() -> window.playground().simulation().steps());
            // At least a step a second at 10,000 jets: the warm-up may take at most a minute.
            waitForSteps(window, start + WARM_UP_STEPS, WARM_UP_STEPS * 1_000L);
            long heapAfterWarmUp = heapAfterFullGc();
            long warm = onEdt(() -> window.playground().simulation().steps());
            waitForSteps(window, warm + LEAK_STEPS, LEAK_STEPS * 1_000L);
            long heapAtEnd = heapAfterFullGc();
            assertThat(onEdt(window::failureCount)).as("failures").isZero();
            assertThat(onEdt(window::isTicking)).as("still ticking").isTrue();
            assertThat(heapAtEnd).as("heap after a full GC after %d steps at 10,000 jets (bytes), against %d after warm-up", LEAK_STEPS, heapAfterWarmUp)
                    .isLessThanOrEqualTo(heapAfterWarmUp + HEAP_SLACK_BYTES);
        } finally {
            SwingUtilities.invokeAndWait(window::dispose);
        }
    }

    /** Waits until the simulation has run {@code steps} steps in all, failing after {@code millis}. */
    private static void waitForSteps(MainFrame window, long steps, long millis) {
        Gui.waitUntil(() -> onEdt(() -> window.playground().simulation().steps()) >= steps, millis);
    }

    private static long heapAfterFullGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
