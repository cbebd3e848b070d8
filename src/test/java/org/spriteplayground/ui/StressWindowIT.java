package org.spriteplayground.ui;

import static org.spriteplayground.Gui.onEdt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;

/** A minute of the stress lesson in a real window: no failure, still animating, memory flat. */
class StressWindowIT {

    @Test
    void aMinuteOfStressKeepsAnimatingWithFlatMemory() throws Exception {
        MainFrame window = Gui.open("--lesson", "stress");
        assertThat(onEdt(() -> window.lesson().id())).isEqualTo("stress");
        try {
            Thread.sleep(10_000); // warm-up: code compiled, buffers and pair arrays at their working size
            long rssAfterWarmUp = residentKilobytes();
            Thread.sleep(48_000);
            long before = onEdt(() -> window.simulation().steps());
            Thread.sleep(2_000);
            long after = onEdt(() -> window.simulation().steps());
            long rssAtEnd = residentKilobytes();
            assertThat(after - before).as("steps in the last two seconds").isGreaterThan(60);
            assertThat(onEdt(window::failureCount)).as("failures in a minute").isZero();
            assertThat(onEdt(window::framesPerSecond)).as("still painting").isGreaterThan(10);
            assertThat(rssAtEnd).as("resident memory after a minute (kB), against %d after warm-up", rssAfterWarmUp)
                    .isLessThanOrEqualTo(rssAfterWarmUp + rssAfterWarmUp / 4);
        } finally {
            SwingUtilities.invokeAndWait(window::dispose);
        }
    }

    /** VmRSS of this process, from /proc (Linux). */
    private static long residentKilobytes() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new IllegalStateException("no VmRSS in /proc/self/status");
    }

}
