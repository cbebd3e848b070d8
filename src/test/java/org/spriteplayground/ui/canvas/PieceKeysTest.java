package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.sprite.SpriteLibrary;

/** The keys on a selected piece, on a real lesson that steers with the same arrows. */
class PieceKeysTest {

    private final Playground model = new Playground(Lessons.byId(DotAndWall.ID).orElseThrow(), SpriteLibrary.bundled());
    private final CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
    private final List<Piece> opened = new ArrayList<>();
    private final PieceKeys keys = new PieceKeys(canvas, model, opened::add);

    private KeyEvent press(int code, int modifiers) {
        KeyEvent e = new KeyEvent(canvas, KeyEvent.KEY_PRESSED, 0, modifiers, code, KeyEvent.CHAR_UNDEFINED);
        keys.pressed(e);
        return e;
    }

    private BodyPose pose(String name) {
        return model.scene().bodies().stream().filter(b -> b.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void withNothingSelectedTheArrowsAndEnterAreLeftToTheLessonAndTheShortcuts() {
        assertThat(press(KeyEvent.VK_RIGHT, 0).isConsumed()).isFalse();
        assertThat(press(KeyEvent.VK_ENTER, 0).isConsumed()).isFalse();
        assertThat(model.history().canUndo()).isFalse();
    }

    /** After a double-click selected a piece, Shift+Enter steps back; only plain Enter opens the exact values. */
    @Test
    void shiftEnterOnASelectedPieceIsLeftToStepBackAndOnlyPlainEnterOpensItsValues() {
        press(KeyEvent.VK_TAB, 0);
        assertThat(canvas.selection().name()).isPresent();
        assertThat(press(KeyEvent.VK_ENTER, InputEvent.SHIFT_DOWN_MASK).isConsumed()).as("Shift+Enter goes on to Simulation > Step back").isFalse();
        assertThat(opened).as("no Exact values popup").isEmpty();
        assertThat(press(KeyEvent.VK_ENTER, 0).isConsumed()).isTrue();
        assertThat(opened).hasSize(1);
    }

    @Test
    void theSelectedNoteLeavesTheStatusLineWhenNothingIsSelectedAnyMore() {
        press(KeyEvent.VK_TAB, 0);
        assertThat(model.notice()).startsWith("Selected ");
        for (int i = 1; i < model.lesson().pieces().size(); i++) {
            press(KeyEvent.VK_TAB, 0);
        }
        assertThat(model.notice()).startsWith("Selected ");
        press(KeyEvent.VK_TAB, 0); // past the last piece: on to the side panel
        assertThat(canvas.selection().name()).isEmpty();
        assertThat(model.notice()).as("after Tab past the last piece").isEmpty();

        press(KeyEvent.VK_TAB, 0);
        canvas.selection().select(null); // as a click on empty canvas lets go
        assertThat(model.notice()).as("after a click on empty canvas").isEmpty();

        model.say("Saved scene a.scene.json");
        canvas.selection().select(null);
        assertThat(model.notice()).as("another note stays").isEqualTo("Saved scene a.scene.json");
    }

    @Test
    void arrowsMoveTheSelectedPieceOneUnitOrTenWithShiftAsOneUndoStep() {
        model.setPaused(true);
        press(KeyEvent.VK_TAB, 0);
        press(KeyEvent.VK_TAB, 0);
        assertThat(canvas.selection().name()).contains("other");
        BodyPose before = pose("other");
        assertThat(press(KeyEvent.VK_LEFT, 0).isConsumed()).isTrue();
        assertThat(pose("other").x()).isEqualTo(before.x() - 1);
        press(KeyEvent.VK_UP, InputEvent.SHIFT_DOWN_MASK);
        assertThat(pose("other").y()).isEqualTo(before.y() - 10);
        assertThat(model.history().undoSize()).as("quick presses on one piece").isEqualTo(1);
        model.history().undo();
        assertThat(pose("other")).isEqualTo(before);
        assertThat(canvas.selection().name()).as("still selected in the fresh copy").contains("other");
    }

    @Test
    void pageKeysResizeEnterOpensTheValuesAndEscLetsGo() {
        press(KeyEvent.VK_TAB, 0);
        BodyPose before = pose("dot");
        press(KeyEvent.VK_PAGE_UP, 0);
        assertThat(pose("dot").radius()).isEqualTo(before.radius() + 1);
        press(KeyEvent.VK_ENTER, 0);
        assertThat(opened).extracting(Piece::name).containsExactly("dot");
        assertThat(press(KeyEvent.VK_ESCAPE, 0).isConsumed()).isTrue();
        assertThat(canvas.selection().name()).isEmpty();
        assertThat(press(KeyEvent.VK_RIGHT, 0).isConsumed()).isFalse();
    }
}
