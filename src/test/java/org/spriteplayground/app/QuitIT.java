package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.ui.MainFrame;

/**
 * Ctrl+Q ends the app itself, once the settings are on the disk, rather than leaving the JVM to
 * AWT's auto-shutdown, which waits a further second after the last window. The app's exit is
 * stood in for, so that this JVM goes on; how long the real quit takes is measured outside the
 * tests.
 */
class QuitIT {

    @Test
    void ctrlQEndsTheAppOnceTheSettingsItQueuedAreWritten() throws Exception {
        MainFrame frame = Gui.open();
        Robot robot = new Robot();
        Path file = SettingsFile.defaultFile();
        CountDownLatch ended = new CountDownLatch(1);
        String[] onDiskAtExit = new String[1];
        run(() -> Main.endsTheAppWhenClosed(frame, () -> {
            onDiskAtExit[0] = read(file);
            ended.countDown();
        }));
        SettingsFile.awaitWrites();
        String before = read(file);
        // The lock held stands for a slow disk: the setting B changes waits for it, and so must the end.
        synchronized (SettingsFile.writingLock()) {
            Gui.key(robot, KeyEvent.VK_B);
            robot.keyPress(KeyEvent.VK_CONTROL);
            robot.keyPress(KeyEvent.VK_Q);
            robot.keyRelease(KeyEvent.VK_Q);
            robot.keyRelease(KeyEvent.VK_CONTROL);
            waitUntil(QuitIT::eventThreadWaitsForTheSettings, 10_000);
            assertThat(ended.getCount()).as("ended before the settings were written").isEqualTo(1);
        }
        assertThat(ended.await(10, TimeUnit.SECONDS)).as("the app ended after Ctrl+Q").isTrue();
        SettingsFile.awaitWrites();
        assertThat(onDiskAtExit[0]).as("the settings on the disk when the app ends").isNotEqualTo(before).isEqualTo(read(file));
        assertThat(frame.isDisplayable()).isFalse();
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
