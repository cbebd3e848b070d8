package org.spriteplayground.ui;

import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.settle;

import java.awt.AWTException;
import java.awt.Component;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.Optional;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.ui.canvas.CanvasPanel;

/** A person at the keyboard and mouse of one window: presses, clicks, and looks for dialogs. */
final class Journey {

    final MainFrame frame;
    final Playground model;
    private final Robot robot;

    Journey(MainFrame frame) throws AWTException {
        this.frame = frame;
        this.model = frame.playground();
        this.robot = new Robot(); // no delay after each event: Gui waits until the app has seen each one
    }

    /** Puts the window back as a new one opens: default lesson, running at 1×, default overlays, chart on, no dialogs. */
    void startAfresh() {
        closeDialogs();
        run(() -> {
            javax.swing.MenuSelectionManager.defaultManager().clearSelectedPath(); // no menu left open by the test before
            model.open(Lessons.defaultLesson());
            model.setSpeed(1.0);
            model.setChartVisible(true);
            for (Overlay o : Overlay.values()) {
                model.setOverlay(o, Overlays.DEFAULT.has(o));
            }
            model.say("");
        });
        settle();
        click(find("canvas"));
        run(() -> ((CanvasPanel) find("canvas")).selection().select(null)); // the click may have landed on a passing jet
    }

    Component find(String name) {
        return onEdt(() -> Gui.find(frame, name));
    }

    /** Presses and releases a key with modifiers (InputEvent masks), then lets the events land. */
    void press(int keyCode, int... modifiers) {
        Gui.keyWith(robot, keyCode, java.util.Arrays.stream(modifiers).map(Journey::modifierKey).toArray());
        settle();
    }

    private static int modifierKey(int mask) {
        return switch (mask) {
            case InputEvent.SHIFT_DOWN_MASK -> KeyEvent.VK_SHIFT;
            case InputEvent.CTRL_DOWN_MASK -> KeyEvent.VK_CONTROL;
            case InputEvent.META_DOWN_MASK -> KeyEvent.VK_META;
            case InputEvent.ALT_DOWN_MASK -> KeyEvent.VK_ALT;
            default -> throw new IllegalArgumentException("modifier " + mask);
        };
    }

    /** Opens lesson number {@code index} (0-based) by its Ctrl+digit, or past the ninth, which has none, as the Lessons menu does. */
    void openLesson(int index) {
        if (AppActions.lessonKey(index) != null) {
            pressMenuKey(KeyEvent.VK_1 + index);
        } else {
            Lessons.Entry entry = Lessons.ALL.get(index);
            org.spriteplayground.Gui.run(() -> model.open(entry));
            settle();
        }
    }

    /** The menu shortcut key (Ctrl here) with {@code keyCode}. */
    void pressMenuKey(int keyCode) {
        press(keyCode, AppActions.menuMask());
    }

    void click(Component c) {
        org.spriteplayground.Gui.clickOn(robot, c);
        settle();
    }

    void clickAt(Point p) {
        org.spriteplayground.Gui.click(robot, p);
        settle();
    }

    /** Clicks twice quickly at {@code p}: a double-click. */
    void doubleClickAt(Point p) {
        org.spriteplayground.Gui.pointAt(robot, p);
        for (int i = 0; i < 2; i++) {
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        }
        settle();
    }

    /** Types a plain number, key by key: digits, '.' and '-'. */
    void typeNumber(String text) {
        for (char c : text.toCharArray()) {
            press(c == '.' ? KeyEvent.VK_PERIOD : c == '-' ? KeyEvent.VK_MINUS : KeyEvent.VK_0 + (c - '0'));
        }
    }

    /** Presses the left button at {@code from}, moves by (dx, dy) in small steps, releases. */
    void drag(Point from, int dx, int dy) {
        Gui.drag(robot, from, dx, dy, 8);
        settle();
    }

    /** Holds Shift while dragging from {@code from} by (dx, dy): the turn gesture. */
    void shiftDrag(Point from, int dx, int dy) {
        Gui.keyDown(robot, KeyEvent.VK_SHIFT);
        try {
            drag(from, dx, dy);
        } finally {
            Gui.keyUp(robot, KeyEvent.VK_SHIFT);
        }
        settle();
    }

    /** Turns the wheel by {@code notches} (negative: away from the user) with the pointer at {@code at}. */
    void wheel(Point at, int notches) {
        org.spriteplayground.Gui.pointAt(robot, at);
        robot.mouseWheel(notches);
        settle();
    }

    /** Returns the mean brightness (0..255) of what the screen shows of {@code c}, as an eye would judge light or dark. */
    double brightness(Component c) {
        java.awt.Rectangle r = onEdt(() -> new java.awt.Rectangle(c.getLocationOnScreen(), c.getSize()));
        java.awt.image.BufferedImage shot = robot.createScreenCapture(r);
        double sum = 0;
        int n = 0;
        for (int y = 0; y < shot.getHeight(); y += 4) {
            for (int x = 0; x < shot.getWidth(); x += 4) {
                int rgb = shot.getRGB(x, y);
                sum += 0.299 * (rgb >> 16 & 255) + 0.587 * (rgb >> 8 & 255) + 0.114 * (rgb & 255);
                n++;
            }
        }
        return sum / n;
    }

    /** Waits for a file chooser titled {@code title}, types {@code file} as its name and presses Enter. */
    void chooseFile(String title, java.nio.file.Path file) {
        Gui.waitUntil(() -> fileChooser(title) != null, 5_000);
        javax.swing.JFileChooser chooser = fileChooser(title);
        javax.swing.JTextField name = onEdt(() -> firstOf(chooser, javax.swing.JTextField.class));
        run(() -> {
            name.setText(file.toString());
            name.requestFocusInWindow();
        });
        settle();
        press(KeyEvent.VK_ENTER);
    }

    /** Returns the file chooser in a showing dialog titled {@code title}, or null. */
    javax.swing.JFileChooser fileChooser(String title) {
        return onEdt(() -> Arrays.stream(Window.getWindows())
                .filter(w -> w.isShowing() && w instanceof java.awt.Dialog d && title.equals(d.getTitle()))
                .map(w -> firstOf((java.awt.Container) w, javax.swing.JFileChooser.class))
                .filter(java.util.Objects::nonNull).findFirst().orElse(null));
    }

    private static <T> T firstOf(java.awt.Container root, Class<T> type) {
        return Gui.all(root, type::isInstance).stream().findFirst().map(type::cast).orElse(null);
    }

    /** Returns the first showing window, other than the main one, whose title is {@code title}. */
    Optional<Window> dialog(String title) {
        return onEdt(() -> Arrays.stream(Window.getWindows())
                .filter(w -> w != frame && w.isShowing() && w instanceof java.awt.Dialog d && title.equals(d.getTitle()))
                .findFirst());
    }

    /** Returns whether any window other than the main one shows. */
    boolean anyDialog() {
        return onEdt(() -> Arrays.stream(Window.getWindows()).anyMatch(w -> w != frame && w.isShowing()));
    }

    /** Closes every window but the main one, as Escape or the close box would. */
    void closeDialogs() {
        run(() -> Arrays.stream(Window.getWindows()).filter(w -> w != frame && w.isShowing()).forEach(Window::dispose));
        settle();
    }

    <T> T ask(java.util.function.Supplier<T> query) {
        return onEdt(query);
    }
}
