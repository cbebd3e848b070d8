package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;

import java.awt.GraphicsEnvironment;
import java.awt.KeyboardFocusManager;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.KeyEvent;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.ui.experiment.ExperimentDialog;

/** Ctrl+Q quits the app from a window it keeps open beside the main one, as from the main window. */
class QuitFromEveryWindowIT {

    private MainFrame frame;

    @AfterEach
    void close() throws Exception {
        SwingUtilities.invokeAndWait(() -> java.util.Arrays.stream(Window.getWindows()).forEach(Window::dispose));
    }

    @Test
    void ctrlQInTheExperimentWindowQuits() throws Exception {
        assertThat(GraphicsEnvironment.isHeadless()).as("real-window tests need a display: run them under xvfb-run -a").isFalse();
        Robot robot = new Robot();
        frame = Gui.open();
        Gui.keyWith(robot, KeyEvent.VK_E, KeyEvent.VK_CONTROL);
        Gui.waitUntil(() -> onEdt(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow() instanceof ExperimentDialog), 10_000);
        Gui.settle();
        Gui.keyWith(robot, KeyEvent.VK_Q, KeyEvent.VK_CONTROL);
        Gui.waitUntil(() -> onEdt(() -> !frame.isDisplayable()), 10_000);
    }
}
