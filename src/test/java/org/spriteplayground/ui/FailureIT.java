package org.spriteplayground.ui;

import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.waitUntil;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.settings.AppLog;

/** A failing tick and a failing overlay: the app survives, logs each once, shows each once, pauses. */
class FailureIT {

    private static MainFrame frame;
    private static final FaultyLesson FAULTY = new FaultyLesson();

    @BeforeAll
    static void open() throws Exception {
        frame = Gui.open();
        SwingUtilities.invokeAndWait(() -> frame.playground().open(new Lessons.Entry("faulty", FAULTY.title(), sprites -> FAULTY)));
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
        waitUntil(() -> onEdt(() -> frame.failureCount() >= 1 && frame.playground().simulation().isPaused()), 10_000);
        assertThat(onEdt(() -> frame.isShowing() && frame.isTicking())).isTrue();
        assertThat(failureDialogs()).hasSize(1);
        assertThat(occurrences(log, tickFailure) - ticksBefore).isEqualTo(1);
        assertThat(Files.readString(log)).contains("at org.spriteplayground.ui.FaultyLesson.step");
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "pauseButton")).isSelected())).as("the Pause switch shows it").isTrue();

        // Resuming fails again at once: paused again, but neither logged nor shown a second time.
        SwingUtilities.invokeAndWait(() -> ((AbstractButton) find(frame, "pauseButton")).doClick());
        waitUntil(() -> onEdt(() -> frame.failureCount() >= 2 && frame.playground().simulation().isPaused()), 10_000);
        assertThat(occurrences(log, tickFailure) - ticksBefore).isEqualTo(1);
        assertThat(failureDialogs()).hasSize(1);

        // A failing overlay: the canvas says so, the new failure is reported once.
        FAULTY.failTick = false;
        SwingUtilities.invokeAndWait(() -> frame.playground().setOverlay(org.spriteplayground.sim.Overlay.BOXES, false));
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
        long steps = onEdt(() -> frame.playground().simulation().steps());
        int failures = onEdt(() -> frame.failureCount());
        waitUntil(() -> onEdt(() -> frame.playground().simulation().steps()) > steps + 5, 10_000);
        assertThat(onEdt(() -> frame.failureCount())).isEqualTo(failures);
    }

    private static List<Window> failureDialogs() throws Exception {
        return onEdt(() -> Arrays.stream(Window.getWindows()).filter(w -> "failureDialog".equals(w.getName()) && w.isShowing()).toList());
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

}
