package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.AWTException;
import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.spriteplayground.ui.MainFrame;

/** The real window, opened the way the jar opens it, driven with a Robot's mouse and keys. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MainWindowIT {

    private static MainFrame frame;
    private static Robot robot;

    @BeforeAll
    static void openTheApp() throws AWTException, InterruptedException, InvocationTargetException {
        assertThat(GraphicsEnvironment.isHeadless()).as("real-window tests need a display: run them under xvfb-run -a").isFalse();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[0], new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as("start-up: %s", err.toString(StandardCharsets.UTF_8)).isEqualTo(-1);
        robot = new Robot();
        frame = waitFor(() -> Arrays.stream(Frame.getFrames())
                .filter(f -> f instanceof MainFrame && f.isShowing()).map(f -> (MainFrame) f).findFirst().orElse(null));
        settle();
    }

    @AfterAll
    static void close() throws Exception {
        if (frame != null) {
            SwingUtilities.invokeAndWait(frame::dispose);
        }
    }

    @Test
    @Order(1)
    void windowIsTitledLaidOutAndTicking() throws Exception {
        assertThat(onEdt(frame::getTitle)).isEqualTo("Sprite Playground");
        assertThat(onEdt(() -> UIManager.getLookAndFeel().getName())).startsWith("FlatLaf");
        assertThat(onEdt(frame::isTicking)).isTrue();
        assertThat(onEdt(() -> find(frame, "lessonTitle").isShowing())).isTrue();
        assertThat(onEdt(() -> find(frame, "readouts").isShowing())).isTrue();
    }

    @Test
    @Order(2)
    void canvasAnimates() throws Exception {
        BufferedImage first = captureCanvas();
        long steps = onEdt(() -> frame.simulation().steps());
        Thread.sleep(400);
        BufferedImage second = captureCanvas();
        assertThat(onEdt(() -> frame.simulation().steps())).isGreaterThan(steps + 5);
        assertThat(differingPixels(first, second)).as("pixels changed between two captures").isGreaterThan(200);
    }

    @Test
    @Order(3)
    void aabbOverlayTogglesThroughItsCheckBoxAndItsKey() throws Exception {
        click("pauseButton");
        assertThat(onEdt(() -> frame.simulation().isPaused())).isTrue();
        BufferedImage without = captureCanvas();
        long steps = onEdt(() -> frame.simulation().steps());

        click("overlay:BOXES");
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "overlay:BOXES")).isSelected())).isTrue();
        BufferedImage with = captureCanvas();
        assertThat(differingPixels(without, with)).as("the dashed boxes appear").isGreaterThan(300);
        assertThat(onEdt(() -> frame.simulation().steps())).as("paused: nothing moved").isEqualTo(steps);

        press(KeyEvent.VK_A);
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "overlay:BOXES")).isSelected())).isFalse();
        assertThat(differingPixels(without, captureCanvas())).as("the boxes are gone again").isZero();
    }

    @Test
    @Order(4)
    void enterStepsOnceWhilePausedAndSpaceResumes() throws Exception {
        assertThat(onEdt(() -> frame.simulation().isPaused())).isTrue();
        long steps = onEdt(() -> frame.simulation().steps());
        press(KeyEvent.VK_ENTER);
        assertThat(onEdt(() -> frame.simulation().steps())).isEqualTo(steps + 1);
        press(KeyEvent.VK_RIGHT);
        assertThat(onEdt(() -> frame.simulation().steps())).isEqualTo(steps + 2);
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(() -> frame.simulation().isPaused())).isFalse();
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "pauseButton")).isSelected())).isFalse();
    }

    @Test
    @Order(5)
    void timerStopsWhenTheWindowCloses() throws Exception {
        SwingUtilities.invokeAndWait(frame::dispose);
        settle();
        assertThat(onEdt(frame::isTicking)).isFalse();
    }

    private static void click(String name) throws Exception {
        onEdt(() -> {
            JComponent c = (JComponent) find(frame, name);
            c.scrollRectToVisible(new Rectangle(c.getSize())); // as a user scrolls the side panel
            return null;
        });
        settle();
        Point p = onEdt(() -> {
            Component c = find(frame, name);
            Point at = c.getLocationOnScreen();
            return new Point(at.x + Math.min(10, c.getWidth() / 2), at.y + c.getHeight() / 2);
        });
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        settle();
    }

    private static void press(int keyCode) throws Exception {
        robot.keyPress(keyCode);
        robot.keyRelease(keyCode);
        settle();
    }

    /**
     * Lets input and repaints land. Not {@code Robot.waitForIdle()}: with the timer ticking the
     * event queue is never idle, and each call would wait out its 10 s time-out.
     */
    private static void settle() throws InterruptedException, InvocationTargetException {
        SwingUtilities.invokeAndWait(() -> { });
        Thread.sleep(200);
        SwingUtilities.invokeAndWait(() -> { });
    }

    private static BufferedImage captureCanvas() throws Exception {
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

    private static <T> T onEdt(Supplier<T> query) throws InterruptedException, InvocationTargetException {
        AtomicReference<T> result = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> result.set(query.get()));
        return result.get();
    }

    private static <T> T waitFor(Supplier<T> query) throws InterruptedException {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < deadline) {
            T value = query.get();
            if (value != null) {
                return value;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the main window did not show within 20 s");
    }
}
