package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spriteplayground.app.Main;
import org.spriteplayground.lesson.Lessons;

/** A failing tick and a failing overlay: the app survives, logs each once, shows each once, pauses. */
class FailureIT {

    private static MainFrame frame;
    private static final FaultyLesson FAULTY = new FaultyLesson();

    @BeforeAll
    static void open() throws Exception {
        assertThat(GraphicsEnvironment.isHeadless()).as("real-window tests need a display: run them under xvfb-run -a").isFalse();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(Main.run(new String[0], new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(-1);
        waitUntil(() -> Arrays.stream(Frame.getFrames()).anyMatch(f -> f instanceof MainFrame && f.isShowing()), 20_000);
        frame = (MainFrame) Arrays.stream(Frame.getFrames()).filter(f -> f instanceof MainFrame && f.isShowing()).findFirst().orElseThrow();
        SwingUtilities.invokeAndWait(() -> frame.openLesson(new Lessons.Entry("faulty", FAULTY.title(), sprites -> FAULTY)));
    }

    @AfterAll
    static void close() throws Exception {
        SwingUtilities.invokeAndWait(() -> Arrays.stream(Window.getWindows()).forEach(Window::dispose));
    }

    @Test
    void failuresAreLoggedOnceShownOnceAndPauseTheLesson() throws Exception {
        Path log = AppLog.file();
        assertThat(log).as("the log file is open").isNotNull();
        String tickFailure = "The tick failed: IllegalStateException: injected tick failure";
        String overlayFailure = "Drawing the lesson failed: IllegalStateException: injected overlay failure";
        long ticksBefore = occurrences(log, tickFailure);
        long overlaysBefore = occurrences(log, overlayFailure);

        FAULTY.failTick = true;
        waitUntil(() -> on(() -> frame.failureCount() >= 1 && frame.simulation().isPaused()), 10_000);
        assertThat(on(() -> frame.isShowing() && frame.isTicking())).isTrue();
        assertThat(failureDialogs()).hasSize(1);
        assertThat(occurrences(log, tickFailure) - ticksBefore).isEqualTo(1);
        assertThat(Files.readString(log)).contains("at org.spriteplayground.ui.FaultyLesson.step");
        assertThat(on(() -> ((AbstractButton) find(frame, "pauseButton")).isSelected())).as("the Pause switch shows it").isTrue();

        // Resuming fails again at once: paused again, but neither logged nor shown a second time.
        SwingUtilities.invokeAndWait(() -> ((AbstractButton) find(frame, "pauseButton")).doClick());
        waitUntil(() -> on(() -> frame.failureCount() >= 2 && frame.simulation().isPaused()), 10_000);
        assertThat(occurrences(log, tickFailure) - ticksBefore).isEqualTo(1);
        assertThat(failureDialogs()).hasSize(1);

        // A failing overlay: the canvas says so, the new failure is reported once.
        FAULTY.failTick = false;
        FAULTY.failOverlay = true;
        SwingUtilities.invokeAndWait(() -> ((AbstractButton) find(frame, "overlay:BOXES")).doClick());
        waitUntil(() -> occurrencesQuiet(log, overlayFailure) - overlaysBefore == 1, 10_000);
        SwingUtilities.invokeAndWait(() -> frame.repaint());
        Thread.sleep(300);
        assertThat(occurrences(log, overlayFailure) - overlaysBefore).isEqualTo(1);
        assertThat(failureDialogs()).hasSize(2);

        // Fixed and resumed: the lesson runs again.
        FAULTY.failOverlay = false;
        SwingUtilities.invokeAndWait(() -> ((AbstractButton) find(frame, "pauseButton")).doClick());
        long steps = on(() -> frame.simulation().steps());
        int failures = on(() -> frame.failureCount());
        Thread.sleep(500);
        assertThat(on(() -> frame.simulation().steps())).isGreaterThan(steps + 5);
        assertThat(on(() -> frame.failureCount())).isEqualTo(failures);
    }

    private static List<Window> failureDialogs() throws Exception {
        return on(() -> Arrays.stream(Window.getWindows()).filter(w -> "failureDialog".equals(w.getName()) && w.isShowing()).toList());
    }

    private static long occurrences(Path log, String text) throws Exception {
        return Files.readAllLines(log).stream().filter(line -> line.contains(text)).count();
    }

    private static long occurrencesQuiet(Path log, String text) {
        try {
            return occurrences(log, text);
        } catch (Exception e) {
            return -1;
        }
    }

    private static Component find(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static <T> T on(Supplier<T> query) {
        AtomicReference<T> result = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> result.set(query.get()));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return result.get();
    }

    private static void waitUntil(BooleanSupplier condition, long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("condition not met within " + millis + " ms");
            }
            Thread.sleep(50);
        }
    }
}
