package org.spriteplayground.ui.canvas;

import java.awt.Cursor;
import java.awt.Point;
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
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.KeyboardAccess;

/**
 * Direct manipulation on the canvas: drag what the lesson offers under the pointer, Shift+drag
 * to turn it, the wheel to resize it, a double-click to type its exact values; a drag on the empty
 * sky, a drag with another button anywhere, or Shift+arrows move the part of a large world on show
 * ({@link ViewPart}); arrows and W, A,
 * S, D to steer, when the lesson steers and no piece is selected ({@link PieceKeys}). A press
 * selects the piece under the pointer; one drag, press to release, is one undo step. Screen
 * points are mapped to world units with the canvas's own view transform.
 */
public final class CanvasInput extends MouseAdapter {

    /** How near a shape, in screen pixels, the pointer still holds it. */
    private static final double SLOP_PX = 6;

    /** The wheel's turn not yet applied: a precise wheel's fractions of a notch, summed until they make one (a notch resizes by 1, as Page Up). */
    private double wheelTurned;

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
    private String heldName;
    private boolean turned;
    private boolean dragged;
    /** Where the pointer last was while it drags the empty sky, or null. */
    private Point panned;
    private final PieceKeys pieceKeys;

    /**
     * @param canvas where the pointer is
     * @param model whose lesson is handled, and which hears every change made by hand
     */
    public CanvasInput(CanvasPanel canvas, Playground model) {
        this.canvas = canvas;
        this.model = model;
        this.pieceKeys = new PieceKeys(canvas, model, piece -> ValueDialog.open(canvas, model, piece));
    }

    /** Hooks mouse, wheel and steering keys to the canvas. */
    public void install() {
        canvas.addMouseListener(this);
        canvas.addMouseMotionListener(this);
        canvas.addMouseWheelListener(this);
        pieceKeys.install();
        model.addListener(change -> {
            if (canvas.selection().piece(model.lesson()).isEmpty()) {
                canvas.selection().select(null); // another lesson without that piece
            }
        });
        canvas.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (KeyboardAccess.menuOpen()) {
                    return; // the menu's keys
                }
                pieceKeys.pressed(e);
                if (!e.isConsumed()) {
                    steer(e, true);
                }
                if (!e.isConsumed() && e.getModifiersEx() == KeyEvent.SHIFT_DOWN_MASK) {
                    look(e);
                }
            }

            @Override
            public void keyReleased(KeyEvent e) {
                steer(e, false);
            }
        });
    }

    /** Shift+arrows move the part of a large world on show by a quarter of the canvas, as a drag on the sky would the other way. */
    private void look(KeyEvent e) {
        int by = Math.max(canvas.getWidth(), canvas.getHeight()) / 4;
        int dx = e.getKeyCode() == KeyEvent.VK_LEFT ? by : e.getKeyCode() == KeyEvent.VK_RIGHT ? -by : 0;
        int dy = e.getKeyCode() == KeyEvent.VK_UP ? by : e.getKeyCode() == KeyEvent.VK_DOWN ? -by : 0;
        if ((dx != 0 || dy != 0) && canvas.drag(dx, dy)) {
            e.consume();
        }
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
        if (!javax.swing.SwingUtilities.isLeftMouseButton(e)) { // another button drags the sky, over a jet too
            panned = e.getPoint();
            return;
        }
        Vec2 at = world(e);
        held = model.grab(at, SLOP_PX / scale()).orElse(null); // the timeline keeps what it does
        heldName = held == null ? null : Selection.nameOf(model.lesson(), held).orElse(null);
        if (heldName != null && !canvas.selection().name().equals(Optional.of(heldName))) {
            model.say(PieceKeys.selected(heldName, held));
        }
        canvas.selection().select(heldName);
        canvas.repaint();
        panned = held == null ? e.getPoint() : null;
        if (held != null) {
            model.history().begin();
            turned = false;
            dragged = false;
            grabOffset = held.anchor().minus(at);
            lastPointer = at;
            canvas.setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
        }
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (panned != null) { // the empty sky: the part of the world on show follows the pointer
            canvas.drag(e.getX() - panned.x, e.getY() - panned.y);
            panned = e.getPoint();
        }
        if (held == null) {
            return;
        }
        Vec2 at = world(e);
        if (e.isShiftDown() && held.turns()) {
            Vec2 anchor = held.anchor();
            double before = Math.atan2(lastPointer.y() - anchor.y(), lastPointer.x() - anchor.x());
            double after = Math.atan2(at.y() - anchor.y(), at.x() - anchor.x());
            held.turnBy(after - before);
            turned = true;
        } else {
            held.moveTo(at.plus(grabOffset));
        }
        lastPointer = at;
        dragged = true;
        model.edited();
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        if (held != null && dragged) {
            model.history().commit(turned ? label("history.turn", heldName) : label("history.move", heldName)); // a click alone is no edit, even while the world moves
        }
        held = null;
        panned = null;
        mouseMoved(e);
    }

    @Override
    public void mouseClicked(MouseEvent e) {
        if (e.getClickCount() == 2 && e.getButton() == MouseEvent.BUTTON1) {
            canvas.selection().piece(model.lesson()).ifPresent(piece -> ValueDialog.open(canvas, model, piece));
        }
    }

    @Override
    public void mouseMoved(MouseEvent e) {
        boolean over = grab(world(e)).isPresent();
        canvas.setCursor(Cursor.getPredefinedCursor(over ? Cursor.HAND_CURSOR : Cursor.DEFAULT_CURSOR));
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        Optional<Handle> handle = model.grab(world(e), SLOP_PX / scale()).filter(Handle::resizes);
        if (handle.isPresent()) {
            String name = Selection.nameOf(model.lesson(), handle.get()).orElse(null);
            wheelTurned -= e.getPreciseWheelRotation();
            double whole = wheelTurned < 0 ? Math.ceil(wheelTurned) : Math.floor(wheelTurned);
            if (whole != 0) {
                wheelTurned -= whole;
                model.history().edit(label("history.resize", name), true, () -> {
                    handle.get().resizeBy(whole);
                    model.edited();
                });
            }
        }
    }

    /** Returns the undo label {@code key} ("move flyer") of a piece, or of a body the lesson does not name (null: "move"). */
    private static String label(String key, String piece) {
        return piece == null ? Texts.text(key + "Body") : Texts.format(key, Piece.label(piece)); // not shown
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
