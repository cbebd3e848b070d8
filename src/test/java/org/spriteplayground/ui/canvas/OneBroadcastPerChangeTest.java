package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.JLabel;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.side.SideColumn;

/**
 * One change, one broadcast: a mouse move that drags a piece, or an edit made while a notice
 * shows, tells the views once, with what changed; the notice it clears goes with that one
 * broadcast, and the status line still reads what the model says.
 */
class OneBroadcastPerChangeTest {

    private final Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
    private final CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
    private final javax.swing.JTextArea line = SideColumn.noticeLine(model);
    private final List<Change> heard = new ArrayList<>();

    @Test
    void eachMouseMoveThatDragsTheSelectedPieceIsOneSceneBroadcast() {
        canvas.setSize(760, 480);
        canvas.setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13)); // no look and feel gives it one here
        new CanvasInput(canvas, model).install();
        model.setPaused(true);
        new PieceKeys(canvas, model, piece -> { }).pressed(new KeyEvent(new JLabel(), KeyEvent.KEY_PRESSED, 0, 0, KeyEvent.VK_TAB, KeyEvent.CHAR_UNDEFINED));
        String note = model.notice();
        assertThat(PieceKeys.isSelectedNote(note)).as("Tab selected a piece: %s", note).isTrue();
        Vec2 centre = canvas.selection().piece(model.lesson()).orElseThrow().handle().anchor();
        Point2D at = canvas.worldToScreen().transform(new Point2D.Double(centre.x(), centre.y()), null);
        Point p = new Point((int) Math.round(at.getX()), (int) Math.round(at.getY()));
        press(p);
        model.addListener(heard::add);
        for (int dx = 5; dx <= 20; dx += 5) {
            heard.clear();
            drag(new Point(p.x + dx, p.y));
            assertThat(heard).as("broadcasts of the mouse move by %d px", dx).containsExactly(Change.SCENE);
            assertThat(model.notice()).as("the selected piece's note stays").isEqualTo(note);
            assertThat(line.getText()).as("the status line").isEqualTo(note);
        }
    }

    @Test
    void anEditThatClearsANoticeIsOneBroadcast() {
        model.say("Saved scene a.scene.json");
        model.addListener(heard::add);
        model.edited();
        assertThat(heard).containsExactly(Change.SCENE);
        assertThat(model.notice()).isEmpty();
        assertThat(line.isVisible()).as("the status line goes with the notice").isFalse();
    }

    private void press(Point p) {
        MouseEvent e = new MouseEvent(canvas, MouseEvent.MOUSE_PRESSED, 0, InputEvent.BUTTON1_DOWN_MASK, p.x, p.y, 1, false, MouseEvent.BUTTON1);
        for (java.awt.event.MouseListener l : canvas.getMouseListeners()) {
            l.mousePressed(e);
        }
    }

    private void drag(Point p) {
        MouseEvent e = new MouseEvent(canvas, MouseEvent.MOUSE_DRAGGED, 0, InputEvent.BUTTON1_DOWN_MASK, p.x, p.y, 1, false, MouseEvent.BUTTON1);
        for (java.awt.event.MouseMotionListener l : canvas.getMouseMotionListeners()) {
            l.mouseDragged(e);
        }
    }
}
