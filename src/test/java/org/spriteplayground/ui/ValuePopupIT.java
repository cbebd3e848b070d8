package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import javax.swing.JLabel;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.PieceKeys;
import org.spriteplayground.ui.canvas.ValueText;

/**
 * The type-a-value popup in the real window: it names the piece it edits and opens beside it,
 * its messages show whole, it takes any number Java reads (1e9) and leaves the range to the
 * lesson, and a value the lesson's limits cut short is applied, said and the popup closed.
 */
class ValuePopupIT extends JourneyCase {

    private static final String TITLE = "Exact values: waiting jet";

    @Test
    void thePopupNamesItsPieceShowsItsMessageWholeAndAppliesAClampedValueThenCloses() {
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        Point piece = screen(pose("waiting"));
        you.doubleClickAt(piece);
        waitUntil(() -> you.dialog(TITLE).isPresent(), 5_000);
        Window popup = you.dialog(TITLE).orElseThrow();
        assertThat(you.ask(() -> ((JLabel) Gui.find(popup, "valueHeading")).getText())).contains("waiting");
        assertThat(you.ask(popup::getBounds).contains(piece)).as("the popup leaves its piece in sight").isFalse();

        waitUntil(() -> you.ask(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() instanceof javax.swing.JTextField f
                && "value:x".equals(f.getName())), 5_000);
        you.press(KeyEvent.VK_A, AppActions.menuMask());
        you.press(KeyEvent.VK_X);
        you.press(KeyEvent.VK_ENTER);
        waitUntil(() -> you.ask(() -> Gui.find(popup, "problem:x").isShowing()), 5_000);
        Gui.settle();
        for (JLabel label : you.ask(() -> Gui.all(popup, c -> c instanceof JLabel l && l.isShowing()).stream().map(c -> (JLabel) c).toList())) {
            Rectangle shown = you.ask(() -> new Rectangle(label.getLocationOnScreen(), label.getSize()));
            assertThat(you.ask(() -> label.getWidth() >= label.getPreferredSize().width && popup.getBounds().contains(shown)))
                    .as("'%s' shows whole", label.getText()).isTrue();
        }
        assertThat(you.ask(() -> ((JLabel) Gui.find(popup, "problem:x")).getText())).startsWith("Not a number");

        you.press(KeyEvent.VK_A, AppActions.menuMask());
        you.typeNumber("1");
        you.press(KeyEvent.VK_E);
        you.typeNumber("9");
        you.press(KeyEvent.VK_ENTER);
        waitUntil(() -> you.dialog(TITLE).isEmpty(), 5_000);
        double x = pose("waiting").x();
        assertThat(x).as("the lesson's limit, not 1e9").isLessThan(1e9);
        assertThat(you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText()))
                .as("the object named as the popup and the Edit menu name it")
                .startsWith("The lesson's limits stopped waiting jet short: applied x = " + ValueText.plain(x) + ", y = " + ValueText.plain(pose("waiting").y()));
        // The keys reach the canvas again once the popup has closed, with no click first.
        waitUntil(() -> you.ask(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() == you.find("canvas")), 5_000);
        you.press(KeyEvent.VK_SPACE);
        assertThat(you.ask(you.model::paused)).as("Space resumes after the popup").isFalse();
    }

    /**
     * A piece selected with Tab, an exact x typed with Enter: the piece stays selected, and so the
     * status line's note of what the keys do to it stays.
     */
    @Test
    void theSelectedPiecesNoteIsStillShownAfterItsValuesAreTyped() {
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        you.press(KeyEvent.VK_TAB);
        javax.swing.text.JTextComponent status = (javax.swing.text.JTextComponent) you.find("statusBar");
        String note = you.<String>ask(status::getText);
        assertThat(PieceKeys.isSelectedNote(note)).as("Tab selects a piece: %s", note).isTrue();
        String name = you.ask(() -> ((CanvasPanel) you.find("canvas")).selection().name().orElseThrow());
        long x = Math.round(pose(name).x()) - 10;

        you.press(KeyEvent.VK_ENTER);
        waitUntil(() -> you.ask(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() instanceof javax.swing.JTextField f
                && "value:x".equals(f.getName())), 5_000);
        you.press(KeyEvent.VK_A, AppActions.menuMask());
        you.typeNumber(Long.toString(x));
        you.press(KeyEvent.VK_ENTER);
        waitUntil(() -> !you.anyDialog(), 5_000);
        Gui.settle();

        assertThat(pose(name).x()).as("the typed x").isEqualTo(x);
        assertThat(you.ask(() -> ((CanvasPanel) you.find("canvas")).selection().name())).as("still selected").contains(name);
        assertThat(you.ask(status::isShowing)).as("the status line shows").isTrue();
        assertThat(you.<String>ask(status::getText)).as("the status line after the values were applied").isEqualTo(note);
    }

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
}
