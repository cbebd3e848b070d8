package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.ui.MainFrame;

/**
 * Quitting ends the app itself, once the settings are on the disk, rather than leaving the JVM to
 * AWT's auto-shutdown, which waits a further second after the last window. It ends it straight
 * from Quit's own event, with the window off the screen but not taken apart first (the end of the
 * process frees it), and only on Quit: the window is also disposed to be shown again (full
 * screen). The app's exit is stood in for, so that this JVM goes on; how long the real quit takes
 * is measured outside the tests.
 */
class QuitIT {

    @Test
    void ctrlQEndsTheAppStraightAwayOnceTheSettingsItQueuedAreWritten() throws Exception {
        MainFrame frame = Gui.open();
        Robot robot = new Robot();
        Path file = SettingsFile.defaultFile();
        Ending ending = new Ending(frame, file);
        run(() -> Main.endsTheAppOnQuit(frame, ending));
        SettingsFile.awaitWrites();
        String before = read(file);
        // The lock held stands for a slow disk: the setting B changes waits for it, and so must the end.
        synchronized (SettingsFile.writingLock()) {
            Gui.key(robot, KeyEvent.VK_B);
            Gui.keyWith(robot, KeyEvent.VK_Q, KeyEvent.VK_CONTROL);
            waitUntil(QuitIT::eventThreadWaitsForTheSettings, 10_000);
            assertThat(ending.ended.getCount()).as("ended before the settings were written").isEqualTo(1);
        }
        assertThat(ending.ended.await(10, TimeUnit.SECONDS)).as("the app ended after Ctrl+Q").isTrue();
        SettingsFile.awaitWrites();
        assertThat(ending.onDisk).as("the settings on the disk when the app ends").isNotEqualTo(before).isEqualTo(read(file));
        ending.assertStraightFrom("processKeyBinding"); // the key binding of Quit's action
        assertThat(onEdt(frame::isDisplayable)).as("disposed once a stand-in ending returns").isFalse();
    }

    @Test
    void theCloseBoxEndsTheAppAsQuitDoes() throws Exception {
        MainFrame frame = Gui.open();
        Ending ending = new Ending(frame, SettingsFile.defaultFile());
        run(() -> Main.endsTheAppOnQuit(frame, ending));
        Toolkit.getDefaultToolkit().getSystemEventQueue().postEvent(new WindowEvent(frame, WindowEvent.WINDOW_CLOSING));
        assertThat(ending.ended.await(10, TimeUnit.SECONDS)).as("the app ended after the close box").isTrue();
        ending.assertStraightFrom("windowClosing");
    }

    @Test
    void fullScreenAndBackLeaveTheAppRunning() throws Exception {
        MainFrame frame = Gui.open();
        Robot robot = new Robot();
        Ending ending = new Ending(frame, SettingsFile.defaultFile());
        run(() -> Main.endsTheAppOnQuit(frame, ending));
        Gui.key(robot, KeyEvent.VK_F11);
        waitUntil(() -> onEdt(() -> frame.isShowing() && frame.isUndecorated()), 10_000);
        Gui.key(robot, KeyEvent.VK_F11);
        waitUntil(() -> onEdt(() -> frame.isShowing() && !frame.isUndecorated()), 10_000);
        Gui.settle();
        assertThat(ending.ended.getCount()).as("the app ended on F11, which disposes the window to take its title bar off").isEqualTo(1);
    }

    /** Stands in for the app's exit, noting what held when it ran. */
    private static final class Ending implements Runnable {

        private final MainFrame frame;
        private final Path file;
        private final CountDownLatch ended = new CountDownLatch(1);
        private volatile String onDisk;
        private volatile List<String> calls = List.of();
        private volatile boolean showing;
        private volatile boolean displayable;

        Ending(MainFrame frame, Path file) {
            this.frame = frame;
            this.file = file;
        }

        @Override
        public void run() {
            onDisk = read(file);
            calls = Arrays.stream(Thread.currentThread().getStackTrace()).map(StackTraceElement::getMethodName).toList();
            showing = frame.isShowing();
            displayable = frame.isDisplayable();
            ended.countDown();
        }

        /**
         * Checks that the ending ran from {@code method}, the handling of what quit, not from a later
         * event, with the window off the screen but not taken apart first.
         */
        void assertStraightFrom(String method) {
            assertThat(calls).as("the ending ran from the quitting event itself").contains(method).doesNotContain("windowClosed");
            assertThat(showing).as("the window still on the screen as the app ends").isFalse();
            assertThat(displayable).as("the window taken apart before the app ends, work the end of the process does anyway").isTrue();
        }
    }

    private static boolean eventThreadWaitsForTheSettings() {
        return Thread.getAllStackTraces().entrySet().stream().anyMatch(t -> t.getKey().getName().startsWith("AWT-EventQueue")
                && Arrays.stream(t.getValue()).anyMatch(f -> f.getMethodName().equals("awaitWrites")));
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
