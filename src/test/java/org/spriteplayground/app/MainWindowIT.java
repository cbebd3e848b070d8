package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.settle;

import java.awt.Component;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.ui.MainFrame;

/**
 * The real window, opened the way the jar opens it, driven with a Robot's mouse and keys. Each
 * test opens its own window, so none depends on what another left behind.
 */
@ExtendWith(AppWindows.class)
class MainWindowIT {

    private static MainFrame frame;
    private static final Robot robot = Gui.robot();

    @BeforeEach
    void openTheApp() {
        frame = Gui.open();
    }

    @Test
    void windowIsTitledLaidOutAndTicking() {
        assertThat(onEdt(frame::getTitle)).isEqualTo("Sprite Playground");
        assertThat(onEdt(() -> UIManager.getLookAndFeel().getName())).startsWith("FlatLaf");
        assertThat(onEdt(frame::isTicking)).isTrue();
        assertThat(onEdt(() -> find(frame, "lessonTitle").isShowing())).isTrue();
        assertThat(onEdt(() -> find(frame, "readouts").isShowing())).isTrue();
    }

    @Test
    void canvasAnimates() {
        BufferedImage first = captureCanvas();
        long steps = onEdt(() -> frame.playground().simulation().steps());
        Gui.pause(400);
        BufferedImage second = captureCanvas();
        assertThat(onEdt(() -> frame.playground().simulation().steps())).isGreaterThan(steps + 5);
        assertThat(differingPixels(first, second)).as("pixels changed between two captures").isGreaterThan(200);
    }

    @Test
    void aabbOverlayShowsFromTheStartAndTogglesThroughItsCheckBoxAndItsKey() {
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "overlay:BOXES")).isSelected())).as("flying-jets compares circle and box").isTrue();
        click("pauseButton");
        assertThat(onEdt(() -> frame.playground().simulation().isPaused())).isTrue();
        BufferedImage with = captureCanvas();
        long steps = onEdt(() -> frame.playground().simulation().steps());

        click("overlay:BOXES");
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "overlay:BOXES")).isSelected())).isFalse();
        BufferedImage without = captureCanvas();
        assertThat(differingPixels(without, with)).as("the dashed boxes disappear").isGreaterThan(300);
        assertThat(onEdt(() -> frame.playground().simulation().steps())).as("paused: nothing moved").isEqualTo(steps);

        press(KeyEvent.VK_A);
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "overlay:BOXES")).isSelected())).isTrue();
        assertThat(differingPixels(with, captureCanvas())).as("the boxes are back").isZero();
    }

    @Test
    void enterStepsOnceWhilePausedAndSpaceResumes() {
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(() -> frame.playground().simulation().isPaused())).isTrue();
        long steps = onEdt(() -> frame.playground().simulation().steps());
        press(KeyEvent.VK_ENTER);
        assertThat(onEdt(() -> frame.playground().simulation().steps())).isEqualTo(steps + 1);
        press(KeyEvent.VK_RIGHT);
        assertThat(onEdt(() -> frame.playground().simulation().steps())).isEqualTo(steps + 2);
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(() -> frame.playground().simulation().isPaused())).isFalse();
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "pauseButton")).isSelected())).isFalse();
    }

    @Test
    void timerStopsWhenTheWindowCloses() {
        run(frame::dispose);
        settle();
        assertThat(onEdt(frame::isTicking)).isFalse();
    }

    private static void click(String name) {
        run(() -> {
            JComponent c = (JComponent) find(frame, name);
            c.scrollRectToVisible(new Rectangle(c.getSize())); // as a user scrolls the side panel
        });
        Point p = null;
        for (int look = 0; look < 5 && p == null; look++) {
            settle();
            // The point is taken only where the component is the one the mouse would reach there, as
            // a user aims at what they see: a layout still under way (a loaded machine) moves it on.
            p = onEdt(() -> {
                Component c = find(frame, name);
                Point at = c.getLocationOnScreen();
                Point aim = new Point(at.x + Math.min(10, c.getWidth() / 2), at.y + c.getHeight() / 2);
                Point inFrame = new Point(aim);
                javax.swing.SwingUtilities.convertPointFromScreen(inFrame, frame.getContentPane());
                Component there = javax.swing.SwingUtilities.getDeepestComponentAt(frame.getContentPane(), inFrame.x, inFrame.y);
                return there != null && (there == c || javax.swing.SwingUtilities.isDescendingFrom(there, c)) ? aim : null;
            });
        }
        assertThat(p).as("%s under the mouse where it shows", name).isNotNull();
        org.spriteplayground.Gui.click(robot, p);
        settle();
    }

    private static void press(int keyCode) {
        org.spriteplayground.Gui.key(robot, keyCode);
        settle();
    }

    private static BufferedImage captureCanvas() {
        settle();
        Rectangle bounds = onEdt(() -> {
            Component canvas = find(frame, "canvas");
            return new Rectangle(canvas.getLocationOnScreen(), canvas.getSize());
        });
        return robot.createScreenCapture(bounds);
    }

    private static int differingPixels(BufferedImage a, BufferedImage b) {
        assertThat(a.getWidth()).isEqualTo(b.getWidth());
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                n += a.getRGB(x, y) != b.getRGB(x, y) ? 1 : 0;
            }
        }
        return n;
    }
}
