package org.spriteplayground.ui;

import static org.spriteplayground.Gui.onEdt;

import java.awt.KeyboardFocusManager;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.ui.experiment.ExperimentDialog;

/** Ctrl+Q quits the app from a window it keeps open beside the main one, as from the main window. */
@ExtendWith(AppWindows.class)
class QuitFromEveryWindowIT {

    private MainFrame frame;

    @Test
    void ctrlQInTheExperimentWindowQuits() throws Exception {
        Robot robot = Gui.robot();
        frame = Gui.open();
        Gui.keyWith(robot, KeyEvent.VK_E, KeyEvent.VK_CONTROL);
        Gui.waitUntil(() -> onEdt(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow() instanceof ExperimentDialog), 10_000);
        Gui.settle();
        Gui.keyWith(robot, KeyEvent.VK_Q, KeyEvent.VK_CONTROL);
        Gui.waitUntil(() -> onEdt(() -> !frame.isDisplayable()), 10_000);
    }
}
