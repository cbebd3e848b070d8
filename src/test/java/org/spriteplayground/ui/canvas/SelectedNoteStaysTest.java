package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.Map;
import javax.swing.JLabel;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The status line's "Selected Q: arrows move it, …" note stays as long as the piece is selected,
 * whatever else changes the scene or the playback, such as an exact value typed with Enter, a drag
 * of the selected piece or a pause: the piece is still selected and its keys still work. Another
 * notice may take the line for a while; once it is gone, the note is back.
 */
class SelectedNoteStaysTest {

    private final Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
    private final CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
    private final PieceKeys keys = new PieceKeys(canvas, model, piece -> { });

    @Test
    void exactValuesTypedForTheSelectedPieceLeaveItsNote() {
        model.setPaused(true);
        String note = selectFirst();
        Piece piece = canvas.selection().piece(model.lesson()).orElseThrow();
        Handle handle = model.hold(piece);
        // What the exact-values popup does with the values typed in it (ValueDialog#apply).
        model.history().edit("values of " + piece.label(), () -> {
            handle.place(handle.anchor().plus(new Vec2(3, 0)), handle.angle(), handle.size());
            model.edited();
        });
        assertThat(model.history().undoLabel()).as("the values were applied").isNotEmpty();
        assertThat(model.notice()).as("the note after the values were applied").isEqualTo(note);
    }

    @Test
    void aDragOfTheSelectedPieceLeavesItsNote() {
        canvas.setSize(760, 480);
        canvas.setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13)); // no look and feel gives it one here
        new CanvasInput(canvas, model).install();
        model.setPaused(true);
        String note = selectFirst();
        Vec2 centre = canvas.selection().piece(model.lesson()).orElseThrow().handle().anchor();
        Point2D at = canvas.worldToScreen().transform(new Point2D.Double(centre.x(), centre.y()), null);
        Point p = new Point((int) Math.round(at.getX()), (int) Math.round(at.getY()));
        mouse(MouseEvent.MOUSE_PRESSED, p, InputEvent.BUTTON1_DOWN_MASK);
        mouse(MouseEvent.MOUSE_DRAGGED, new Point(p.x + 20, p.y), InputEvent.BUTTON1_DOWN_MASK);
        mouse(MouseEvent.MOUSE_RELEASED, new Point(p.x + 20, p.y), 0);
        assertThat(model.history().undoLabel()).as("the drag moved the piece").isNotEmpty();
        assertThat(canvas.selection().name()).as("still selected").isPresent();
        assertThat(model.notice()).as("the note after the drag").isEqualTo(note);
    }

    @Test
    void pauseSpeedAndAPassingNoticeLeaveTheNoteOfTheSelectedPiece() {
        String note = selectFirst();
        model.setPaused(true);
        assertThat(model.notice()).as("the note after a pause").isEqualTo(note);
        model.setSpeed(2.0);
        assertThat(model.notice()).as("the note after a change of speed").isEqualTo(note);
        model.say("Saved scene a.scene.json");
        model.setPaused(false);
        assertThat(model.notice()).as("the note once the other notice has gone").isEqualTo(note);

        keys.pressed(key(KeyEvent.VK_ESCAPE));
        assertThat(model.notice()).as("Esc lets go, and the note goes").isEmpty();
        model.setPaused(true);
        assertThat(model.notice()).as("and it does not come back with nothing selected").isEmpty();
    }

    /** Selects the lesson's first piece with Tab and returns the note it showed. */
    private String selectFirst() {
        keys.pressed(key(KeyEvent.VK_TAB));
        String note = model.notice();
        assertThat(PieceKeys.isSelectedNote(note)).as("Tab selects a piece: %s", note).isTrue();
        return note;
    }

    private static KeyEvent key(int code) {
        return new KeyEvent(new JLabel(), KeyEvent.KEY_PRESSED, 0, 0, code, KeyEvent.CHAR_UNDEFINED);
    }

    private void mouse(int id, Point p, int modifiers) {
        MouseEvent e = new MouseEvent(canvas, id, 0, modifiers, p.x, p.y, 1, false, MouseEvent.BUTTON1);
        for (java.awt.event.MouseListener l : canvas.getMouseListeners()) {
            if (id == MouseEvent.MOUSE_PRESSED) {
                l.mousePressed(e);
            } else if (id == MouseEvent.MOUSE_RELEASED) {
                l.mouseReleased(e);
            }
        }
        if (id == MouseEvent.MOUSE_DRAGGED) {
            for (java.awt.event.MouseMotionListener l : canvas.getMouseMotionListeners()) {
                l.mouseDragged(e);
            }
        }
    }
}
