package org.spriteplayground.ui;

import java.awt.Cursor;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Point2D;
import java.util.Map;
import java.util.Optional;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.playground.Playground;

/**
 * Direct manipulation on the canvas: drag what the lesson offers under the pointer, Shift+drag
 * to turn it, the wheel to resize it; arrows and W, A, S, D to steer, when the lesson steers.
 * Screen points are mapped to world units with the canvas's own view transform.
 */
final class CanvasInput extends MouseAdapter {

    /** How near a shape, in screen pixels, the pointer still holds it. */
    private static final double SLOP_PX = 6;

    /** How much one wheel notch resizes, in screen pixels. */
    private static final double WHEEL_PX = 3;

    private static final Map<Integer, Lesson.Direction> STEERING = Map.of(
            KeyEvent.VK_UP, Lesson.Direction.UP, KeyEvent.VK_W, Lesson.Direction.UP,
            KeyEvent.VK_DOWN, Lesson.Direction.DOWN, KeyEvent.VK_S, Lesson.Direction.DOWN,
            KeyEvent.VK_LEFT, Lesson.Direction.LEFT, KeyEvent.VK_A, Lesson.Direction.LEFT,
            KeyEvent.VK_RIGHT, Lesson.Direction.RIGHT, KeyEvent.VK_D, Lesson.Direction.RIGHT);

    private final CanvasPanel canvas;
    private final Playground model;
    private Handle held;
    private Vec2 grabOffset;
    private Vec2 lastPointer;

    /**
     * @param canvas where the pointer is
     * @param model whose lesson is handled, and which hears every change made by hand
     */
    CanvasInput(CanvasPanel canvas, Playground model) {
        this.canvas = canvas;
        this.model = model;
    }

    /** Hooks mouse, wheel and steering keys to the canvas. */
    void install() {
        canvas.addMouseListener(this);
        canvas.addMouseMotionListener(this);
        canvas.addMouseWheelListener(this);
        canvas.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                steer(e, true);
            }

            @Override
            public void keyReleased(KeyEvent e) {
                steer(e, false);
            }
        });
    }

    private void steer(KeyEvent e, boolean down) {
        Lesson.Direction direction = STEERING.get(e.getKeyCode());
        if (direction != null && e.getModifiersEx() == 0 && model.steer(direction, down)) {
            e.consume(); // the lesson used it: it does not reach the menu shortcuts
        }
    }

    @Override
    public void mousePressed(MouseEvent e) {
        canvas.requestFocusInWindow();
        Vec2 at = world(e);
        held = grab(at).orElse(null);
        if (held != null) {
            grabOffset = held.anchor().minus(at);
            lastPointer = at;
            canvas.setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
        }
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (held == null) {
            return;
        }
        Vec2 at = world(e);
        if (e.isShiftDown() && held.turns()) {
            Vec2 anchor = held.anchor();
            double before = Math.atan2(lastPointer.y() - anchor.y(), lastPointer.x() - anchor.x());
            double after = Math.atan2(at.y() - anchor.y(), at.x() - anchor.x());
            held.turnBy(after - before);
        } else {
            held.moveTo(at.plus(grabOffset));
        }
        lastPointer = at;
        model.edited();
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        held = null;
        mouseMoved(e);
    }

    @Override
    public void mouseMoved(MouseEvent e) {
        boolean over = grab(world(e)).isPresent();
        canvas.setCursor(Cursor.getPredefinedCursor(over ? Cursor.HAND_CURSOR : Cursor.DEFAULT_CURSOR));
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        Optional<Handle> handle = grab(world(e)).filter(Handle::resizes);
        if (handle.isPresent()) {
            handle.get().resizeBy(-e.getPreciseWheelRotation() * WHEEL_PX / scale());
            model.edited();
        }
    }

    private Optional<Handle> grab(Vec2 at) {
        return model.lesson().grab(at, SLOP_PX / scale());
    }

    private double scale() {
        return canvas.worldToScreen().getScaleX();
    }

    private Vec2 world(MouseEvent e) {
        AffineTransform t = canvas.worldToScreen();
        try {
            Point2D p = t.inverseTransform(new Point2D.Double(e.getX(), e.getY()), null);
            return new Vec2(p.getX(), p.getY());
        } catch (NoninvertibleTransformException ex) {
            return Vec2.ZERO; // the fit never has a zero scale; kept total for safety
        }
    }
}
