package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import org.junit.jupiter.api.Test;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.ui.canvas.CanvasPanel;

/**
 * Undo, redo, the keyboard's selection and the exact-value dialog, in the real window with the
 * real mouse and keys, on flying-jets (the lesson a new window opens with).
 */
class UndoJourneyIT extends JourneyCase {

    private static BodyPose pose(String name) {
        return you.ask(() -> you.model.scene().bodies().stream().filter(b -> b.name().equals(name)).findFirst().orElseThrow());
    }

    private static Point screen(BodyPose body) {
        return you.ask(() -> {
            CanvasPanel canvas = (CanvasPanel) you.find("canvas");
            Point2D p = canvas.worldToScreen().transform(new Point2D.Double(body.x(), body.y()), null);
            Point origin = canvas.getLocationOnScreen();
            return new Point(origin.x + (int) Math.round(p.getX()), origin.y + (int) Math.round(p.getY()));
        });
    }

    @Test
    void aDragIsUndoneExactlyByCtrlZAndRedoneByCtrlShiftZ() {
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        BodyPose before = pose("waiting");
        you.drag(screen(before), 60, 40);
        waitUntil(() -> !pose("waiting").equals(before), 5_000);
        BodyPose dragged = pose("waiting");
        assertThat(you.ask(() -> you.model.history().undoSize())).as("one drag, one step").isEqualTo(1);
        assertThat(you.ask(() -> menuText("Undo"))).isEqualTo("Undo move waiting jet");

        you.pressMenuKey(KeyEvent.VK_Z);
        waitUntil(() -> pose("waiting").equals(before), 5_000);
        assertThat(you.ask(() -> menuText("Undo"))).as("nothing left to undo").isEqualTo("Undo");

        you.press(KeyEvent.VK_Z, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
        waitUntil(() -> pose("waiting").equals(dragged), 5_000);
        assertThat(you.ask(you.model::paused)).as("undo and redo keep the pause").isTrue();
    }

    @Test
    void tabSelectsAPieceArrowsMoveItAndEscLetsItGo() {
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        BodyPose before = pose("waiting");
        long steps = you.ask(() -> you.model.simulation().steps());
        you.press(KeyEvent.VK_TAB);
        waitUntil(() -> you.ask(() -> ((CanvasPanel) you.find("canvas")).selection().name().orElse("")).equals("waiting"), 5_000);
        you.press(KeyEvent.VK_RIGHT);
        waitUntil(() -> pose("waiting").x() == before.x() + 1, 5_000);
        assertThat(pose("waiting").y()).isEqualTo(before.y());
        assertThat(you.ask(() -> you.model.simulation().steps())).as("→ moved the piece instead of stepping").isEqualTo(steps);

        you.press(KeyEvent.VK_ESCAPE);
        waitUntil(() -> you.ask(() -> ((CanvasPanel) you.find("canvas")).selection().name().isEmpty()), 5_000);
        you.press(KeyEvent.VK_RIGHT);
        waitUntil(() -> you.ask(() -> you.model.simulation().steps()) == steps + 1, 5_000);
        assertThat(pose("waiting").x()).as("with nothing selected → steps again").isEqualTo(before.x() + 1);
    }

    @Test
    void aDoubleClickOpensTheValuesAndATypedXIsWhereThePieceGoes() {
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        you.doubleClickAt(screen(pose("waiting")));
        waitUntil(() -> you.dialog("Exact values: waiting jet").isPresent(), 5_000);
        waitUntil(() -> you.ask(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() instanceof javax.swing.JTextField f
                && "value:x".equals(f.getName())), 5_000);
        you.press(KeyEvent.VK_A, AppActions.menuMask());
        you.typeNumber("321.25");
        you.press(KeyEvent.VK_ENTER);
        waitUntil(() -> you.dialog("Exact values: waiting jet").isEmpty(), 5_000);
        assertThat(pose("waiting").x()).isEqualTo(321.25);
        assertThat(you.ask(() -> you.model.history().undoLabel())).isEqualTo("type values of waiting jet");
    }

    /** Returns the text of the Edit menu's item that starts with {@code startsWith}. */
    private static String menuText(String startsWith) {
        javax.swing.JMenuBar bar = you.frame.getJMenuBar();
        for (int m = 0; m < bar.getMenuCount(); m++) {
            javax.swing.JMenu menu = bar.getMenu(m);
            for (int i = 0; i < menu.getItemCount(); i++) {
                javax.swing.JMenuItem item = menu.getItem(i);
                if (item != null && item.getText().startsWith(startsWith)) {
                    return item.getText();
                }
            }
        }
        throw new AssertionError("no menu item " + startsWith);
    }
}
