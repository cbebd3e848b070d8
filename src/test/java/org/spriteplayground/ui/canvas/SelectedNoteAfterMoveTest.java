package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Map;
import javax.swing.JLabel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The status line's "Selected Q: arrows move it, …" note stays while the keys move or resize the
 * selected piece (Q moved with Shift+arrows), so the keys that still work stay named. Esc, which
 * lets go, still takes the note away.
 */
class SelectedNoteAfterMoveTest {

    @ParameterizedTest(name = "key {0}, shift {1}")
    @CsvSource({"37, true", "39, false", "38, true", "34, false"})
    void theNoteStaysWhileTheKeysWorkTheSelectedPiece(int key, boolean shift) {
        Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
        CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        PieceKeys keys = new PieceKeys(canvas, model, piece -> { });
        press(keys, KeyEvent.VK_TAB, 0);
        String note = model.notice();
        assertThat(PieceKeys.isSelectedNote(note)).as("Tab selects a piece: %s", note).isTrue();

        press(keys, key, shift ? InputEvent.SHIFT_DOWN_MASK : 0);
        assertThat(model.history().undoLabel()).as("the key changed the piece").isNotEmpty();
        assertThat(model.notice()).as("the note after the key").isEqualTo(note);

        press(keys, KeyEvent.VK_ESCAPE, 0);
        assertThat(model.notice()).as("Esc lets go, and the note goes").isEmpty();
    }

    private static void press(PieceKeys keys, int code, int modifiers) {
        keys.pressed(new KeyEvent(new JLabel(), KeyEvent.KEY_PRESSED, 0, modifiers, code, KeyEvent.CHAR_UNDEFINED));
    }
}
