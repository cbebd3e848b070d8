package org.spriteplayground;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import org.spriteplayground.app.Main;
import org.spriteplayground.ui.MainFrame;

/** What the real-window tests share: opening the app as the jar does, finding, asking, waiting. */
public final class Gui {

    /** Where the build pointed the state folder; each {@link #open} uses a new folder inside it. */
    private static final String STATE_BASE = "spriteplayground.test.stateBase";

    private Gui() {
    }

    /**
     * Starts the app with {@code args} as {@code main} would and returns its new, showing window,
     * as on a first run: the settings the tests' windows remember (lesson, overlays, sizes) are
     * kept in a new state folder, so no test starts from what another left behind.
     */
    public static MainFrame open(String... args) {
        // A window another test class left showing could lie over this one and take its clicks.
        run(() -> Arrays.stream(java.awt.Window.getWindows()).filter(java.awt.Window::isShowing).forEach(java.awt.Window::dispose));
        // A state folder of its own (settings, recent scenes): a write the last window queued cannot land in it.
        String base = System.getProperty(STATE_BASE, System.getProperty("spriteplayground.stateDir"));
        if (base != null) {
            System.setProperty(STATE_BASE, base);
            try {
                // New on disk, not only in this JVM: earlier builds' folders stay under the base.
                java.nio.file.Path fresh = java.nio.file.Files.createTempDirectory(java.nio.file.Files.createDirectories(java.nio.file.Path.of(base)), "run-");
                System.setProperty("spriteplayground.stateDir", fresh.toString());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return reopen(args);
    }

    /** Starts the app as {@link #open} does, but with what the windows before it remembered. */
    public static MainFrame reopen(String... args) {
        assertThat(GraphicsEnvironment.isHeadless()).as("real-window tests need a display: run them under xvfb-run -a").isFalse();
        List<Frame> before = Arrays.asList(Frame.getFrames());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as("start-up: %s", err.toString(StandardCharsets.UTF_8)).isEqualTo(-1);
        AtomicReference<MainFrame> shown = new AtomicReference<>();
        waitUntil(() -> {
            Optional<MainFrame> frame = Arrays.stream(Frame.getFrames())
                    .filter(f -> f instanceof MainFrame && f.isShowing() && !before.contains(f)).map(f -> (MainFrame) f).findFirst();
            frame.ifPresent(shown::set);
            return frame.isPresent();
        }, 20_000);
        settle();
        return shown.get();
    }

    /** Where the app last saw the pointer, on screen: what {@link #pointAt} waits for. */
    private static volatile Point seen;

    /** The last pointer move the app saw, with the component it reached and the point in it. */
    private static volatile java.awt.event.MouseEvent seenEvent;

    /** How many button releases the app has seen, anywhere: what {@link #click} waits for. */
    private static final java.util.concurrent.atomic.AtomicInteger RELEASES = new java.util.concurrent.atomic.AtomicInteger();

    /** How many button presses the app has seen, anywhere: what {@link #drag} waits for. */
    private static final java.util.concurrent.atomic.AtomicInteger PRESSES = new java.util.concurrent.atomic.AtomicInteger();

    /** The key events the app has seen, each as its id and key code: what {@link #keyDown} and {@link #keyUp} wait for. */
    private static final java.util.concurrent.ConcurrentLinkedQueue<Long> KEYS = new java.util.concurrent.ConcurrentLinkedQueue<>();

    static {
        if (!GraphicsEnvironment.isHeadless()) {
            java.awt.Toolkit.getDefaultToolkit().addAWTEventListener(e -> {
                if (e instanceof java.awt.event.KeyEvent k) {
                    KEYS.add((long) k.getID() << 32 | k.getKeyCode());
                    return;
                }
                java.awt.event.MouseEvent m = (java.awt.event.MouseEvent) e;
                if (m.getID() == java.awt.event.MouseEvent.MOUSE_RELEASED) {
                    RELEASES.incrementAndGet();
                } else if (m.getID() == java.awt.event.MouseEvent.MOUSE_PRESSED) {
                    PRESSES.incrementAndGet();
                } else if (m.getID() == java.awt.event.MouseEvent.MOUSE_MOVED || m.getID() == java.awt.event.MouseEvent.MOUSE_DRAGGED) {
                    seenEvent = m;
                    seen = m.getLocationOnScreen();
                }
            }, java.awt.AWTEvent.MOUSE_MOTION_EVENT_MASK | java.awt.AWTEvent.MOUSE_EVENT_MASK | java.awt.AWTEvent.KEY_EVENT_MASK);
        }
    }

    /**
     * Moves the pointer to {@code p} and waits (at most 2 s) until the app has seen it arrive
     * there, as a person's pointer arrives before they press: a press sent at once could reach
     * the app before the move, at the old place. It passes one pixel beside {@code p} first, so
     * that the app sees a move even when the pointer was there already.
     */
    public static void pointAt(java.awt.Robot robot, Point p) {
        seen = null; // the last test's window may have seen the pointer at this very place
        robot.mouseMove(p.x + 1, p.y);
        robot.mouseMove(p.x, p.y);
        long deadline = System.currentTimeMillis() + 2_000;
        while (!p.equals(seen) && System.currentTimeMillis() < deadline) {
            pause(10);
        }
        run(() -> { });
    }

    /**
     * Moves the pointer to {@code p} as {@link #pointAt} does and returns where in {@code c} the
     * app saw it arrive, or null if it saw it elsewhere: the window's own events say where it
     * stands on the screen, which {@link Component#getLocationOnScreen} may not yet know (a window
     * that the X server placed apart from where Java put it, with no window manager to tell Java).
     */
    public static Point pointerIn(java.awt.Robot robot, Point p, Component c) {
        pointAt(robot, p);
        return onEdt(() -> {
            java.awt.event.MouseEvent m = seenEvent;
            return m == null || m.getComponent() == null || !SwingUtilities.isDescendingFrom(m.getComponent(), SwingUtilities.getRoot(c))
                    ? null : SwingUtilities.convertPoint(m.getComponent(), m.getPoint(), c);
        });
    }

    /**
     * Clicks the middle of {@code c} as the app sees it: the aim from {@link Component#getLocationOnScreen}
     * is corrected by where the app reports the pointer ({@link #pointerIn}), looking at most five times.
     */
    public static void clickOn(java.awt.Robot robot, Component c) {
        Point mid = onEdt(() -> new Point(c.getWidth() / 2, c.getHeight() / 2));
        Point aim = onEdt(() -> {
            Point at = c.getLocationOnScreen();
            return new Point(at.x + mid.x, at.y + mid.y);
        });
        for (int look = 0; look < 5; look++) {
            Point seen = pointerIn(robot, aim, c);
            if (seen == null) { // not seen in the window at all: one only just mapped gets a moment more
                pause(200);
                continue;
            }
            if (seen.equals(mid)) {
                break;
            }
            aim = new Point(aim.x + mid.x - seen.x, aim.y + mid.y - seen.y);
        }
        click(robot, aim);
    }

    /** Clicks the left button at {@code p} once the app has seen the pointer there. */
    public static void click(java.awt.Robot robot, Point p) {
        // A click the app never received (X can drop one sent to a window that has only just
        // been mapped) is sent again; one it received is never repeated, so a toggle stays toggled.
        for (int attempt = 0; attempt < 3; attempt++) {
            pointAt(robot, p);
            int before = RELEASES.get();
            robot.mousePress(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
            long deadline = System.currentTimeMillis() + 2_000;
            while (RELEASES.get() == before && System.currentTimeMillis() < deadline) {
                pause(10);
            }
            if (RELEASES.get() != before) {
                return;
            }
        }
    }

    /**
     * Presses the key {@code keyCode} and waits (at most 2 s) until the app has seen it go down;
     * a press it never received is sent again, at most twice. A key the app saw is never repeated.
     */
    public static void keyDown(java.awt.Robot robot, int keyCode) {
        sendUntilSeen(() -> robot.keyPress(keyCode), java.awt.event.KeyEvent.KEY_PRESSED, keyCode);
    }

    /** Releases the key {@code keyCode} as {@link #keyDown} presses it. */
    public static void keyUp(java.awt.Robot robot, int keyCode) {
        sendUntilSeen(() -> robot.keyRelease(keyCode), java.awt.event.KeyEvent.KEY_RELEASED, keyCode);
    }

    /** Strikes the key {@code keyCode} once, as {@link #keyDown} and {@link #keyUp}. */
    public static void key(java.awt.Robot robot, int keyCode) {
        keyDown(robot, keyCode);
        keyUp(robot, keyCode);
    }

    /** Strikes {@code keyCode} with the modifier keys {@code modifierKeys} held (key codes, e.g. VK_CONTROL). */
    public static void keyWith(java.awt.Robot robot, int keyCode, int... modifierKeys) {
        for (int m : modifierKeys) {
            keyDown(robot, m);
        }
        try {
            key(robot, keyCode);
        } finally {
            for (int i = modifierKeys.length - 1; i >= 0; i--) {
                keyUp(robot, modifierKeys[i]);
            }
        }
    }

    private static void sendUntilSeen(Runnable send, int id, int keyCode) {
        long wanted = (long) id << 32 | keyCode;
        for (int attempt = 0; attempt < 3; attempt++) {
            KEYS.clear();
            send.run();
            long deadline = System.currentTimeMillis() + 2_000;
            while (!KEYS.contains(wanted) && System.currentTimeMillis() < deadline) {
                pause(5);
            }
            if (KEYS.contains(wanted)) {
                return;
            }
        }
    }

    /**
     * Drags with the left button from {@code from} by (dx, dy) in {@code steps} moves, as a hand
     * does: the press is sent once the app has seen the pointer there (again if it never arrived),
     * each move waits until the app has seen the pointer get there, and the release until the app
     * has seen it, so that no part of the gesture overtakes another.
     */
    public static void drag(java.awt.Robot robot, Point from, int dx, int dy, int steps) {
        for (int attempt = 0; attempt < 3; attempt++) {
            pointAt(robot, from);
            hoverShowsHand();
            int before = PRESSES.get();
            robot.mousePress(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
            if (waitForCount(PRESSES, before)) {
                break;
            }
            robot.mouseRelease(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
        }
        Point last = from;
        for (int k = 1; k <= steps; k++) {
            Point p = new Point(from.x + dx * k / steps, from.y + dy * k / steps);
            if (p.equals(last)) {
                continue;
            }
            last = p;
            seen = null;
            robot.mouseMove(p.x, p.y);
            long deadline = System.currentTimeMillis() + 2_000;
            while (!p.equals(seen) && System.currentTimeMillis() < deadline) {
                pause(5);
            }
        }
        int before = RELEASES.get();
        robot.mouseRelease(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
        waitForCount(RELEASES, before);
    }

    /** Waits at most 2 s for {@code count} to pass {@code before}; returns whether it did. */
    private static boolean waitForCount(java.util.concurrent.atomic.AtomicInteger count, int before) {
        long deadline = System.currentTimeMillis() + 2_000;
        while (count.get() == before && System.currentTimeMillis() < deadline) {
            pause(5);
        }
        return count.get() != before;
    }

    /** Returns the component named {@code name} below {@code root}, or null. */
    public static Component find(Container root, String name) {
        List<Component> found = all(root, c -> name.equals(c.getName()));
        return found.isEmpty() ? null : found.get(0);
    }

    /** Returns every component below {@code root} that {@code wanted} accepts, in depth-first order. */
    public static List<Component> all(Container root, java.util.function.Predicate<Component> wanted) {
        List<Component> found = new java.util.ArrayList<>();
        for (Component c : root.getComponents()) {
            if (wanted.test(c)) {
                found.add(c);
            }
            if (c instanceof Container inner) {
                found.addAll(all(inner, wanted));
            }
        }
        return found;
    }

    private static java.awt.Robot robot;

    /** The one robot of this JVM's real-window tests, made on first use (needs a display). */
    public static synchronized java.awt.Robot robot() {
        assertThat(GraphicsEnvironment.isHeadless()).as("real-window tests need a display: run them under xvfb-run -a").isFalse();
        if (robot == null) {
            try {
                robot = new java.awt.Robot();
            } catch (java.awt.AWTException e) {
                throw new IllegalStateException(e);
            }
        }
        return robot;
    }

    /** Asks on the event thread. */
    public static <T> T onEdt(Supplier<T> query) {
        AtomicReference<T> result = new AtomicReference<>();
        run(() -> result.set(query.get()));
        return result.get();
    }

    /** Does on the event thread and waits for it. */
    public static void run(Runnable action) {
        if (SwingUtilities.isEventDispatchThread()) {
            action.run();
            return;
        }
        try {
            SwingUtilities.invokeAndWait(action);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Polls {@code condition} until it holds; fails after {@code millis}. */
    public static void waitUntil(BooleanSupplier condition, long millis) {
        long deadline = System.currentTimeMillis() + millis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("condition not met within " + millis + " ms");
            }
            pause(10);
        }
    }

    /**
     * Lets input and repaints land. Not {@code Robot.waitForIdle()}: with the timer ticking the
     * event queue is never idle, and each call would wait out its 10 s time-out.
     */
    public static void settle() {
        // Two round trips through the event queue: the first runs what input queued, the second
        // what that queued in turn (a revalidate, a repaint).
        run(() -> { });
        run(() -> { });
        // Under Xvfb without a window manager a window's place on screen can lag behind where it
        // was put (the screen reports the old place for a while): a dialog centred on it then, or
        // a drag aimed by it, misses. Wait, at most 3 s, until every window is where it was put.
        for (int i = 0; i < 300 && !windowsInPlace(); i++) {
            pause(10);
        }
        // A layout may ask for another once it is over (a row that wraps, a column that widens),
        // and the side panel shows a step's numbers only once the canvas has painted it, which can
        // move what lies below them. Wait, at most 2 s, until no canvas waits to be painted and
        // every component of every window keeps its place and size over three looks 10 ms apart:
        // a click aimed at a button by where it was must find it there. Each look is a round trip
        // through the event queue, and the app changes its layout only from events there (its one
        // timer is the ticker), so a layout that asks for another is seen however short the wait.
        String last = places();
        for (int i = 0, same = 0; i < 200 && same < 3; i++) {
            pause(10);
            String now = places();
            same = now.equals(last) ? same + 1 : 0;
            last = now;
        }
        run(() -> { });
    }

    /**
     * Waits, at most 2 s, until the canvas under the pointer shows the hand: the app has seen the
     * pointer over something it can hold, as a person sees before pressing. Returns whether it did.
     */
    public static boolean hoverShowsHand() {
        long deadline = System.currentTimeMillis() + 2_000;
        while (System.currentTimeMillis() < deadline) {
            boolean hand = onEdt(() -> Arrays.stream(Frame.getFrames()).filter(Frame::isShowing).map(f -> find(f, "canvas"))
                    .filter(java.util.Objects::nonNull).anyMatch(c -> c.getCursor().getType() == java.awt.Cursor.HAND_CURSOR));
            if (hand) {
                return true;
            }
            pause(20);
        }
        return false;
    }

    /**
     * Records the mouse events the app receives while it is open, each as its kind, the named
     * component (or its class) and the point: what a failed drag prints, to tell a press that
     * missed from one that never arrived.
     */
    public static final class MouseLog implements AutoCloseable {
        private final List<String> events = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        private final java.awt.event.AWTEventListener listener = e -> {
            if (e instanceof java.awt.event.MouseEvent m) {
                Component c = m.getComponent();
                String who = c == null ? "?" : c.getName() != null ? c.getName() : c.getClass().getSimpleName();
                events.add(m.paramString().split(",")[0] + "@" + who + "(" + m.getX() + "," + m.getY() + ")");
            }
        };

        /** Starts listening. */
        public MouseLog() {
            java.awt.Toolkit.getDefaultToolkit().addAWTEventListener(listener,
                    java.awt.AWTEvent.MOUSE_EVENT_MASK | java.awt.AWTEvent.MOUSE_MOTION_EVENT_MASK);
        }

        @Override
        public String toString() {
            synchronized (events) {
                return String.join(" ", events);
            }
        }

        @Override
        public void close() {
            java.awt.Toolkit.getDefaultToolkit().removeAWTEventListener(listener);
        }
    }

    private static boolean windowsInPlace() {
        return onEdt(() -> Arrays.stream(Frame.getFrames()).filter(Frame::isShowing).allMatch(f -> f.getLocationOnScreen().equals(f.getLocation())));
    }

    /**
     * Where every showing component but a label (whose width follows its text, tick by tick while
     * a lesson runs) of every showing window is, as text; or a text that changes at every look
     * while the canvas of a paused lesson waits to be painted.
     */
    private static String places() {
        return onEdt(() -> {
            StringBuilder text = new StringBuilder();
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (!w.isShowing()) {
                    continue;
                }
                text.append(w.getLocationOnScreen());
                if (w instanceof MainFrame frame && frame.playground().paused() && find(w, "canvas") instanceof javax.swing.JComponent canvas
                        && !javax.swing.RepaintManager.currentManager(canvas).getDirtyRegion(canvas).isEmpty()) {
                    return "waiting for the canvas to paint at " + System.nanoTime();
                }
                for (Component c : all(w, c -> c.isShowing() && !(c instanceof javax.swing.JLabel))) {
                    text.append(c.getName()).append(c.getBounds()).append(';');
                }
            }
            return text.toString();
        });
    }

    /**
     * Returns the value texts the side panel shows, in order, read from its readout labels as a
     * screen reader names them: a value in HTML (a seed's output set as code) by its plain words.
     */
    public static List<String> shownReadouts(Container root) {
        return all(root, c -> c.getName() != null && c.getName().startsWith("readout:") && c instanceof javax.swing.JLabel).stream()
                .map(c -> c.getAccessibleContext().getAccessibleName()).toList();
    }

    /** Returns the value texts of a lesson's readouts, in order (the performance table is the app's, not the lesson's). */
    public static List<String> readoutValues(org.spriteplayground.lesson.Lesson lesson) {
        List<String> values = new java.util.ArrayList<>();
        lesson.readouts().forEach(t -> t.rows().forEach(r -> values.addAll(r.values())));
        return values;
    }

    /** Sleeps. */
    public static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
