package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Component;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.ui.canvas.CanvasPanel;
import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.settle;

/** Each lesson opened as a teacher would, with --lesson, run, and handled with the real mouse. */
@ExtendWith(AppWindows.class)
class LessonsIT {

    private static final Robot robot = Gui.robot();
    private MainFrame frame;

    static List<String> ids() {
        return Lessons.ALL.stream().map(Lessons.Entry::id).toList();
    }

    @ParameterizedTest(name = "--lesson {0}")
    @MethodSource("ids")
    void opensRunsAndDrags(String id) throws Exception {
        frame = org.spriteplayground.Gui.open("--lesson", id);
        assertThat(onEdt(() -> frame.playground().lesson().id())).isEqualTo(id);
        long before = onEdt(() -> frame.playground().simulation().steps());
        Gui.waitUntil(() -> onEdt(() -> frame.playground().simulation().steps()) > before + 5, 5_000); // ticks run

        SwingUtilities.invokeAndWait(() -> frame.playground().setPaused(true));
        // The paused banner joins the canvas's status strip and moves the world's view: look where things are once it shows.
        org.spriteplayground.Gui.settle();
        Vec2 found = onEdt(() -> findHandle(frame.playground().lesson())).orElseThrow().anchor();
        double scale = 0;
        AffineTransform used = null;
        Point start = null;
        Vec2 from = null;
        Vec2 to = null;
        String log = "";
        // A person aims again when the window moves under the pointer; so does the test, at most three times.
        for (int attempt = 0; attempt < 3; attempt++) {
            // A late layout (a side-panel row that wraps) can still move the world's view: wait until it keeps still.
            viewKeepsStill();
            List<Object> aimedAt = onEdt(this::whereTheWorldShows);
            scale = onEdt(() -> canvasTransform().getScaleX());
            used = onEdt(this::canvasTransform);
            Point aim = onEdt(() -> toScreen(found));
            start = aim;
            double within = 6 / scale;
            // What the pointer will hold there, as the canvas asks: within 6 screen pixels of the pixel pressed.
            Handle handle = onEdt(() -> frame.playground().lesson().grab(toWorld(aim), within)).orElseThrow();
            from = onEdt(handle::anchor);
            try (Gui.MouseLog events = new Gui.MouseLog()) {
                drag(start, 24, 16);
                log = events.toString();
            }
            to = onEdt(handle::anchor);
            if (onEdt(this::whereTheWorldShows).equals(aimedAt)) {
                break;
            }
            SwingUtilities.invokeAndWait(() -> frame.playground().history().undo()); // a drag that landed is taken back before aiming again
        }
        AffineTransform after = onEdt(this::canvasTransform);
        assertThat(to.x() - from.x()).as("dragged right from %s (screen %s, view %s, after the drag %s, paused %s); the app saw: %s",
                        from, start, used, after, onEdt(() -> frame.playground().paused()), log)
                .isCloseTo(24 / scale, within(2 / scale));
        List<String> expected = onEdt(() -> Gui.readoutValues(frame.playground().lesson()));
        assertThat(expected).isNotEmpty();
        assertThat(onEdt(() -> Gui.shownReadouts(frame))).as("the side panel shows the lesson's readouts after the drag")
                .startsWith(expected.toArray(String[]::new));
    }

    @Test
    void arrowKeysSteerTheDotAndDoNotReachTheShortcuts() throws Exception {
        frame = org.spriteplayground.Gui.open("--lesson", DotAndWall.ID);
        click(onEdt(() -> toScreen(new Vec2(600, 460))));
        DotAndWall lesson = (DotAndWall) onEdt(() -> frame.playground().lesson());
        double x0 = onEdt(() -> lesson.dot().center().x());
        Gui.keyDown(robot, KeyEvent.VK_RIGHT);
        try {
            Gui.waitUntil(() -> onEdt(() -> lesson.dot().center().x()) > x0 + 10, 5_000); // held until the dot has gone
        } finally {
            Gui.keyUp(robot, KeyEvent.VK_RIGHT);
        }
        settle();
        assertThat(onEdt(() -> lesson.dot().center().x())).isGreaterThan(x0 + 10);
        boolean boxesBefore = onEdt(() -> ((AbstractButton) find(frame, "overlay:BOXES")).isSelected());
        press(KeyEvent.VK_A); // steers left here, instead of toggling the AABB overlay
        assertThat(onEdt(() -> ((AbstractButton) find(frame, "overlay:BOXES")).isSelected())).isEqualTo(boxesBefore);
    }

    @Test
    void theKeyOfAnOverlayTheLessonDoesNotDrawDoesNothingAndItsMenuItemIsGreyed() throws Exception {
        frame = org.spriteplayground.Gui.open("--lesson", "stress");
        click(onEdt(() -> toScreen(frame.playground().lesson().bounds().center())));
        press(KeyEvent.VK_F);
        assertThat(onEdt(() -> frame.playground().overlay(org.spriteplayground.sim.Overlay.FALSE_ALARM_MAP))).as("F in the stress lesson").isFalse();
        java.util.function.Supplier<javax.swing.JMenuItem> item = () -> menuItem(frame.getJMenuBar(), "False-alarm map");
        assertThat(onEdt(() -> item.get().isEnabled())).isFalse();
        // Nor does the stress lesson have a chart or Predict: their items are greyed, and Ctrl+T changes nothing for later.
        assertThat(onEdt(() -> menuItem(frame.getJMenuBar(), "Tightness chart").isEnabled())).as("Tightness chart in stress").isFalse();
        assertThat(onEdt(() -> menuItem(frame.getJMenuBar(), "Pupil…").isEnabled())).as("Pupil… in stress").isFalse();
        boolean chart = onEdt(() -> frame.playground().chartVisible());
        Gui.keyWith(robot, KeyEvent.VK_T, KeyEvent.VK_CONTROL);
        settle();
        assertThat(onEdt(() -> frame.playground().chartVisible())).as("Ctrl+T in stress").isEqualTo(chart);
        Gui.keyWith(robot, KeyEvent.VK_1, KeyEvent.VK_CONTROL);
        settle();
        assertThat(onEdt(() -> item.get().isEnabled())).as("flying-jets draws the map").isTrue();
        assertThat(onEdt(() -> menuItem(frame.getJMenuBar(), "Tightness chart").isEnabled())).as("Tightness chart in flying-jets").isTrue();
        click(onEdt(() -> toScreen(frame.playground().lesson().bounds().center())));
        press(KeyEvent.VK_F);
        assertThat(onEdt(() -> frame.playground().overlay(org.spriteplayground.sim.Overlay.FALSE_ALARM_MAP))).as("F in flying-jets").isTrue();
    }

    @Test
    void menuShortcutsSwitchLessons() throws Exception {
        frame = org.spriteplayground.Gui.open();
        assertThat(onEdt(() -> frame.playground().lesson().id())).isEqualTo("flying-jets");
        click(onEdt(() -> toScreen(frame.playground().lesson().bounds().center())));
        Gui.keyWith(robot, KeyEvent.VK_5, KeyEvent.VK_CONTROL);
        settle();
        assertThat(onEdt(() -> frame.playground().lesson().id())).isEqualTo("border-crossings");
        assertThat(onEdt(() -> find(frame, "preset:Intersection 2").isShowing())).isTrue();
        click(onEdt(() -> center(find(frame, "preset:Intersection 2"))));
        assertThat(onEdt(() -> frame.playground().lesson().readouts().get(0).rows().get(0).values().get(0))).isEqualTo("Crossing");
    }

    /** Returns the menu item below {@code root} whose text is {@code text}, shown or not. */
    private static javax.swing.JMenuItem menuItem(javax.swing.MenuElement root, String text) {
        for (javax.swing.MenuElement e : root.getSubElements()) {
            if (e instanceof javax.swing.JMenuItem m && text.equals(m.getText())) {
                return m;
            }
            javax.swing.JMenuItem inner = menuItem(e, text);
            if (inner != null) {
                return inner;
            }
        }
        return null;
    }

    /** Scans the view for a point where the lesson offers a handle. */
    private static Optional<Handle> findHandle(Lesson lesson) {
        var b = lesson.bounds();
        for (int i = 1; i < 40; i++) {
            for (int j = 1; j < 40; j++) {
                Optional<Handle> h = lesson.grab(new Vec2(b.minX() + b.width() * i / 40, b.minY() + b.height() * j / 40), b.width() / 200);
                if (h.isPresent()) {
                    return h;
                }
            }
        }
        return Optional.empty();
    }

    /** Waits, at most 3 s, until the canvas's world-to-screen view has stayed the same for 300 ms. */
    private void viewKeepsStill() {
        List<Object> last = onEdt(this::whereTheWorldShows);
        long still = System.currentTimeMillis();
        long deadline = still + 3_000;
        while (System.currentTimeMillis() - still < 300 && System.currentTimeMillis() < deadline) {
            Gui.pause(50);
            List<Object> now = onEdt(this::whereTheWorldShows);
            if (!now.equals(last)) {
                last = now;
                still = System.currentTimeMillis();
            }
        }
    }

    /**
     * Returns the canvas's view and its place on the screen: the window can move (by as much as
     * (59, 107) px) between the reading of a jet's place and the drag, which then presses beside the canvas.
     */
    private List<Object> whereTheWorldShows() {
        return List.of(canvasTransform(), find(frame, "canvas").getLocationOnScreen());
    }

    private AffineTransform canvasTransform() {
        return ((CanvasPanel) find(frame, "canvas")).worldToScreen(); // the canvas's own view, status strip included
    }

    private Point toScreen(Vec2 world) {
        Point2D p = canvasTransform().transform(new Point2D.Double(world.x(), world.y()), null);
        Point origin = find(frame, "canvas").getLocationOnScreen();
        return new Point(origin.x + (int) Math.round(p.getX()), origin.y + (int) Math.round(p.getY()));
    }

    private Vec2 toWorld(Point screen) {
        Point origin = find(frame, "canvas").getLocationOnScreen();
        try {
            Point2D p = canvasTransform().inverseTransform(new Point2D.Double(screen.x - origin.x, screen.y - origin.y), null);
            return new Vec2(p.getX(), p.getY());
        } catch (java.awt.geom.NoninvertibleTransformException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Point center(Component c) {
        Point at = c.getLocationOnScreen();
        return new Point(at.x + c.getWidth() / 2, at.y + c.getHeight() / 2);
    }

    /**
     * Drags on the canvas from {@code start} (on the screen, as Java places the window) by
     * ({@code dx}, {@code dy}) in six moves: the press, moves and release are given to the canvas
     * as the event queue gives a person's, at the canvas point Java's own geometry names. Without
     * a window manager X may place a new window apart from where Java thinks it is, and a robot's
     * press then lands elsewhere; what is tested here is the lesson's drag, not the X server.
     */
    private void drag(Point start, int dx, int dy) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            java.awt.Component canvas = find(frame, "canvas");
            Point at = new Point(start);
            SwingUtilities.convertPointFromScreen(at, canvas);
            long when = System.currentTimeMillis();
            canvas.dispatchEvent(new java.awt.event.MouseEvent(canvas, java.awt.event.MouseEvent.MOUSE_PRESSED, when, java.awt.event.InputEvent.BUTTON1_DOWN_MASK,
                    at.x, at.y, 1, false, java.awt.event.MouseEvent.BUTTON1));
            for (int i = 1; i <= 6; i++) {
                canvas.dispatchEvent(new java.awt.event.MouseEvent(canvas, java.awt.event.MouseEvent.MOUSE_DRAGGED, when + i, java.awt.event.InputEvent.BUTTON1_DOWN_MASK,
                        at.x + dx * i / 6, at.y + dy * i / 6, 0, false, java.awt.event.MouseEvent.NOBUTTON));
            }
            canvas.dispatchEvent(new java.awt.event.MouseEvent(canvas, java.awt.event.MouseEvent.MOUSE_RELEASED, when + 7, 0,
                    at.x + dx, at.y + dy, 1, false, java.awt.event.MouseEvent.BUTTON1));
        });
        settle();
    }

    private static void click(Point p) throws Exception {
        Gui.click(robot, p);
        settle();
    }

    private static void press(int keyCode) throws Exception {
        Gui.key(robot, keyCode);
        settle();
    }

}
