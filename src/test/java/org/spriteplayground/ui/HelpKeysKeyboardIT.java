package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Component;
import java.awt.Window;
import java.awt.event.KeyEvent;
import javax.swing.JMenuItem;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Texts;

/**
 * Help &gt; Keys and mouse scrolls from the keyboard alone, with Tab, Page Down, ↓ and Ctrl+End, so
 * that its lower two thirds (the lesson keys, the whole "On the canvas" section) are in reach
 * without a mouse wheel.
 */
class HelpKeysKeyboardIT extends JourneyCase {

    @Test
    void theKeysListScrollsWithPageKeysArrowsAndHomeEndAndEscCloses() {
        String title = Texts.text("help.keys.title");
        JMenuItem item = onEdt(() -> java.util.stream.IntStream.range(0, you.frame.getJMenuBar().getMenuCount())
                .mapToObj(i -> you.frame.getJMenuBar().getMenu(i).getMenuComponents()).flatMap(java.util.Arrays::stream)
                .filter(c -> c instanceof JMenuItem m && title.equals(m.getText())).map(JMenuItem.class::cast).findFirst().orElseThrow());
        SwingUtilities.invokeLater(item::doClick);
        waitUntil(() -> you.dialog(title).isPresent(), 5_000);
        Gui.settle();
        Window dialog = you.dialog(title).orElseThrow();
        JViewport viewport = onEdt(() -> ((JScrollPane) Gui.all(dialog, c -> c instanceof JScrollPane).get(0)).getViewport());
        int bottom = onEdt(() -> viewport.getView().getHeight() - viewport.getExtentSize().height);
        assertThat(bottom).as("the list is taller than the dialog shows (else nothing to scroll)").isPositive();

        you.press(KeyEvent.VK_PAGE_DOWN);
        int afterPage = top(viewport);
        assertThat(afterPage).as("Page Down shows the next part of the list").isPositive();
        you.press(KeyEvent.VK_DOWN);
        assertThat(top(viewport)).as("↓ scrolls on by a line").isGreaterThan(Math.min(afterPage, bottom - 1));
        you.press(KeyEvent.VK_PAGE_UP);
        you.press(KeyEvent.VK_UP);
        you.press(KeyEvent.VK_UP);
        assertThat(top(viewport)).as("Page Up and ↑ go back to the top").isZero();
        you.press(KeyEvent.VK_END, KeyEvent.CTRL_DOWN_MASK);
        assertThat(top(viewport)).as("Ctrl+End shows the end of the list").isEqualTo(bottom);
        you.press(KeyEvent.VK_HOME);
        assertThat(top(viewport)).as("Home shows its top").isZero();
        you.press(KeyEvent.VK_END);
        assertThat(top(viewport)).as("End shows its end").isEqualTo(bottom);
        you.press(KeyEvent.VK_HOME, KeyEvent.CTRL_DOWN_MASK);
        assertThat(top(viewport)).as("Ctrl+Home shows its top").isZero();

        Component owner = onEdt(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        assertThat(owner).as("the focus is in the list, where the keys act").matches(c -> SwingUtilities.isDescendingFrom(c, viewport.getParent()));
        you.press(KeyEvent.VK_ESCAPE);
        waitUntil(() -> you.dialog(title).isEmpty(), 5_000);
    }

    private static int top(JViewport viewport) {
        return onEdt(() -> viewport.getViewPosition().y);
    }
}
