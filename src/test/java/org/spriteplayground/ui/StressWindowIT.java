package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.app.Main;

/** A minute of the stress lesson in a real window: no failure, still animating, memory flat. */
class StressWindowIT {

    @Test
    void aMinuteOfStressKeepsAnimatingWithFlatMemory() throws Exception {
        assertThat(GraphicsEnvironment.isHeadless()).as("real-window tests need a display: run them under xvfb-run -a").isFalse();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(Main.run(new String[] {"--lesson", "stress"}, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(-1);
        MainFrame frame = null;
        long deadline = System.currentTimeMillis() + 20_000;
        while (frame == null && System.currentTimeMillis() < deadline) {
            frame = (MainFrame) Arrays.stream(Frame.getFrames()).filter(f -> f instanceof MainFrame m && f.isShowing()
                    && "stress".equals(m.lesson().id())).findFirst().orElse(null);
            Thread.sleep(50);
        }
        assertThat(frame).as("the stress window opened").isNotNull();
        MainFrame window = frame;
        try {
            Thread.sleep(10_000); // warm-up: code compiled, buffers and pair arrays at their working size
            long rssAfterWarmUp = residentKilobytes();
            Thread.sleep(48_000);
            long before = on(() -> window.simulation().steps());
            Thread.sleep(2_000);
            long after = on(() -> window.simulation().steps());
            long rssAtEnd = residentKilobytes();
            assertThat(after - before).as("steps in the last two seconds").isGreaterThan(60);
            assertThat(on(window::failureCount)).as("failures in a minute").isZero();
            assertThat(on(window::framesPerSecond)).as("still painting").isGreaterThan(10);
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

    private static <T> T on(Supplier<T> query) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> result.set(query.get()));
        return result.get();
    }
}
