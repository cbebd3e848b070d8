package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.settle;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.plaf.basic.ComboPopup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.ui.side.Mnemonics;

/**
 * The side panel worked with the keyboard alone, in the real window: Tab from the canvas to a
 * preset, Space applies it, Tab on to a choice, the arrows change it, Shift+Tab goes back; and a
 * click on a preset or a choice still leaves the canvas's keys working.
 */
@ExtendWith(AppWindows.class)
class KeyboardOnlyIT {

    private static final Robot robot = Gui.robot();
    private MainFrame frame;

    @Test
    void tabSpaceAndArrowsWorkTheSidePanelAndTheCanvasKeepsItsKeys() throws Exception {
        frame = Gui.open("--lesson", ThreeOutcomes.ID);
        clickCanvas();
        assertThat(focusName()).as("the canvas has the focus after a click on it").isEqualTo("canvas");
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(frame.playground()::paused)).as("Space on the canvas pauses").isTrue();

        tabUntil("preset:Worked example", KeyEvent.VK_TAB);
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(() -> frame.playground().history().undoLabel())).as("Space applies the preset with the focus").isEqualTo("preset Worked example");
        assertThat(onEdt(() -> outcome())).isEqualTo("Apart");
        assertThat(onEdt(frame.playground()::paused)).as("Space went to the button, not to Pause").isTrue();
        assertThat(focusName()).as("the preset keeps the focus").isEqualTo("preset:Worked example");

        tabUntil("control:Tolerance", KeyEvent.VK_TAB);
        int before = onEdt(this::toleranceIndex);
        press(KeyEvent.VK_DOWN);
        assertThat(onEdt(this::toleranceIndex)).as("Down chooses the next tolerance").isEqualTo(before + 1);
        press(KeyEvent.VK_UP);
        assertThat(onEdt(this::toleranceIndex)).as("Up chooses the one before").isEqualTo(before);
        assertThat(focusName()).isEqualTo("control:Tolerance");

        shiftTab();
        assertThat(focusName()).as("Shift+Tab goes back a control").isEqualTo("control:Snap to touching");

        click(onEdt(() -> center(find(frame, "preset:Overlapping"))));
        assertThat(onEdt(() -> frame.playground().history().undoLabel())).isEqualTo("preset Overlapping");
        assertThat(focusName()).as("a click on a preset gives the focus back to the canvas").isEqualTo("canvas");
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(frame.playground()::paused)).as("Space after a click on a preset resumes").isFalse();

        chooseWithTheMouse("control:Tolerance", 4);
        assertThat(onEdt(this::toleranceIndex)).as("the tolerance chosen with the mouse").isEqualTo(4);
        assertThat(focusName()).as("a choice made with the mouse leaves the focus on the canvas").isEqualTo("canvas");
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(frame.playground()::paused)).as("Space after a choice made with the mouse pauses").isTrue();

        clickCanvas();
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(frame.playground()::paused)).as("Space on the canvas resumes").isFalse();
    }

    @Test
    void spaceOnAFocusedChoiceOpensItsListAndLeavesThePlaybackAlone() throws Exception {
        frame = Gui.open("--lesson", ThreeOutcomes.ID);
        clickCanvas();
        boolean paused = onEdt(frame.playground()::paused);
        tabUntil("control:Tolerance", KeyEvent.VK_TAB);
        press(KeyEvent.VK_SPACE);
        javax.swing.JComboBox<?> box = (javax.swing.JComboBox<?>) onEdt(() -> find(frame, "control:Tolerance"));
        assertThat(onEdt(box::isPopupVisible)).as("Space opens the choice's list").isTrue();
        assertThat(onEdt(frame.playground()::paused)).as("and does not reach Pause").isEqualTo(paused);
        press(KeyEvent.VK_ESCAPE);
        assertThat(onEdt(box::isPopupVisible)).as("Esc closes the list").isFalse();
        assertThat(onEdt(frame.playground()::paused)).isEqualTo(paused);
    }

    @Test
    void aControlReachedByTabIsScrolledIntoView() throws Exception {
        frame = Gui.open("--lesson", "flying-jets");
        run(() -> frame.setSize(1024, 768));
        settle();
        clickCanvas();
        tabUntil("exportReadouts", KeyEvent.VK_TAB);
        javax.swing.JComponent button = (javax.swing.JComponent) onEdt(() -> find(frame, "exportReadouts"));
        assertThat(onEdt(() -> button.getVisibleRect().height)).as("the focused button shows whole, its ring with it").isEqualTo(onEdt(button::getHeight));
        shiftTab();
        Component back = onEdt(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        assertThat(onEdt(() -> ((javax.swing.JComponent) back).getVisibleRect().height)).as("and so does %s, Shift+Tab back", back.getName())
                .isEqualTo(onEdt(back::getHeight));
    }

    @Test
    void altKeysApplyPresetsAndNeverThoseOfTheMenuBar() throws Exception {
        frame = Gui.open("--lesson", ThreeOutcomes.ID);
        clickCanvas();
        List<Integer> menuKeys = onEdt(() -> {
            JMenuBar bar = frame.getJMenuBar();
            return java.util.stream.IntStream.range(0, bar.getMenuCount()).mapToObj(bar::getMenu).map(JMenu::getMnemonic).toList();
        });
        assertThat(menuKeys).as("the menu bar's keys are those the side panel leaves free")
                .allMatch(k -> Mnemonics.reserved().contains((char) (int) k));
        List<Integer> panelKeys = onEdt(() -> Gui.all(frame, c -> c instanceof AbstractButton b && !(b instanceof JMenu) && b.getMnemonic() != 0)
                .stream().map(c -> ((AbstractButton) c).getMnemonic()).toList());
        assertThat(panelKeys).doesNotContainAnyElementsOf(menuKeys);

        int key = onEdt(() -> ((AbstractButton) find(frame, "preset:Overlapping")).getMnemonic());
        Gui.keyWith(robot, key, KeyEvent.VK_ALT);
        settle();
        assertThat(onEdt(() -> frame.playground().history().undoLabel())).as("Alt+%s", (char) key).isEqualTo("preset Overlapping");
        assertThat(focusName()).as("a preset's Alt key leaves the keys on the canvas").isEqualTo("canvas");
        boolean paused = onEdt(frame.playground()::paused);
        press(KeyEvent.VK_SPACE);
        assertThat(onEdt(frame.playground()::paused)).as("Space on the canvas again").isNotEqualTo(paused);

        for (Component box : onEdt(() -> Gui.all(frame, c -> c.getName() != null && c.getName().startsWith("overlay:")))) {
            assertThat(onEdt(box::isFocusable)).as("%s is a Tab stop", box.getName()).isTrue();
            assertThat(onEdt(() -> box.getAccessibleContext().getAccessibleName())).isNotBlank();
            assertThat(onEdt(() -> box.getAccessibleContext().getAccessibleDescription())).isNotBlank();
        }
    }

    private String outcome() {
        return frame.playground().lesson().readouts().get(0).rows().get(0).values().get(0);
    }

    private int toleranceIndex() {
        return frame.playground().lesson().controls().stream().filter(c -> c instanceof Control.Choice<?> ch && ch.label().equals("Tolerance"))
                .map(c -> ((Control.Choice<?>) c).selectedIndex()).findFirst().orElseThrow();
    }

    /** Presses {@code key} until the component named {@code name} has the focus, at most 40 times. */
    private void tabUntil(String name, int key) throws Exception {
        for (int i = 0; i < 40 && !name.equals(focusName()); i++) {
            press(key);
        }
        assertThat(focusName()).as("Tab reaches %s", name).isEqualTo(name);
    }

    private void shiftTab() throws Exception {
        Gui.keyWith(robot, KeyEvent.VK_TAB, KeyEvent.VK_SHIFT);
        settle();
    }

    /** Opens the choice's list with a click and clicks its option number {@code index}. */
    private void chooseWithTheMouse(String name, int index) throws Exception {
        JComboBox<?> box = (JComboBox<?>) onEdt(() -> find(frame, name));
        click(onEdt(() -> center(box)));
        Gui.waitUntil(() -> onEdt(box::isPopupVisible), 5_000);
        Point at = onEdt(() -> {
            @SuppressWarnings("unchecked")
            JList<Object> list = ((ComboPopup) box.getUI().getAccessibleChild(box, 0)).getList();
            list.ensureIndexIsVisible(index);
            Rectangle cell = list.getCellBounds(index, index);
            Point origin = list.getLocationOnScreen();
            return new Point(origin.x + cell.x + cell.width / 2, origin.y + cell.y + cell.height / 2);
        });
        click(at);
    }

    private static String focusName() {
        return onEdt(() -> {
            Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return owner == null ? null : owner.getName();
        });
    }

    private void clickCanvas() throws Exception {
        // A corner of the canvas, where no piece is to be held.
        click(onEdt(() -> {
            Component canvas = find(frame, "canvas");
            Point at = canvas.getLocationOnScreen();
            return new Point(at.x + 8, at.y + canvas.getHeight() - 8);
        }));
    }

    private static Point center(Component c) {
        Point at = c.getLocationOnScreen();
        return new Point(at.x + c.getWidth() / 2, at.y + c.getHeight() / 2);
    }

    private static void click(Point p) throws Exception {
        org.spriteplayground.Gui.click(robot, p);
        settle();
    }

    private static void press(int keyCode) throws Exception {
        Gui.key(robot, keyCode);
        settle();
    }
}
