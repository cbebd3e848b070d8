package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.settle;

import java.awt.Component;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import javax.swing.MenuSelectionManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;

/**
 * While a menu is open, the keys move around the menu and nothing else: the arrows that step the
 * paused simulation on the canvas (→ Step, ← Step back) leave it alone, and so do the canvas's keys.
 */
@ExtendWith(AppWindows.class)
class MenuKeysIT {

    private static final Robot robot = Gui.robot();
    private MainFrame frame;

    @Test
    void arrowsInAnOpenMenuNeverStepTheSimulation() throws Exception {
        frame = Gui.open("--lesson", "flying-jets");
        clickCanvas();
        if (!onEdt(frame.playground()::paused)) {
            press(KeyEvent.VK_SPACE);
        }
        assertThat(onEdt(frame.playground()::paused)).as("paused").isTrue();
        press(KeyEvent.VK_RIGHT);
        long start = onEdt(() -> frame.playground().simulation().steps());
        assertThat(start).as("→ on the canvas steps, menus closed").isPositive();

        Gui.keyWith(robot, KeyEvent.VK_F, KeyEvent.VK_ALT);
        settle();
        assertThat(menuOpen()).as("Alt+F opens the File menu").isTrue();
        press(KeyEvent.VK_R);
        assertThat(menuOpen()).as("R, the mnemonic of Recent scenes, keeps a menu open").isTrue();
        for (int key : new int[] {KeyEvent.VK_RIGHT, KeyEvent.VK_LEFT, KeyEvent.VK_LEFT, KeyEvent.VK_DOWN, KeyEvent.VK_UP, KeyEvent.VK_RIGHT}) {
            press(key);
            assertThat(onEdt(() -> frame.playground().simulation().steps())).as("%s with a menu open", KeyEvent.getKeyText(key)).isEqualTo(start);
        }
        while (menuOpen()) {
            press(KeyEvent.VK_ESCAPE);
        }
        clickCanvas();
        press(KeyEvent.VK_RIGHT);
        assertThat(onEdt(() -> frame.playground().simulation().steps())).as("→ on the canvas steps again once the menu is closed").isEqualTo(start + 1);
    }

    private static boolean menuOpen() {
        return onEdt(() -> MenuSelectionManager.defaultManager().getSelectedPath().length > 0);
    }

    private void clickCanvas() throws Exception {
        Point at = onEdt(() -> {
            Component canvas = find(frame, "canvas");
            Point p = canvas.getLocationOnScreen();
            return new Point(p.x + 8, p.y + canvas.getHeight() - 8);
        });
        Gui.click(robot, at);
        settle();
    }

    private static void press(int keyCode) throws Exception {
        Gui.key(robot, keyCode);
        settle();
    }
}
