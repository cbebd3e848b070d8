package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.IntStream;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;

/**
 * After File &gt; Worksheet… has saved through its file dialog, the keys work at once, as after
 * Save scene: Space pauses and plays, Enter steps, without a click in the window first, and the
 * keyboard is on the canvas.
 */
class WorksheetFocusIT extends JourneyCase {

    @Test
    void theKeysWorkStraightAfterTheWorksheetDialog(@TempDir Path folder) {
        run(() -> you.model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow()));
        Gui.settle();
        Path file = folder.resolve("sheet.pdf");
        JMenu menu = you.ask(() -> IntStream.range(0, you.frame.getJMenuBar().getMenuCount()).mapToObj(you.frame.getJMenuBar()::getMenu)
                .filter(m -> m.getText().equals("File")).findFirst().orElseThrow());
        you.press(KeyEvent.VK_F, InputEvent.ALT_DOWN_MASK);
        waitUntil(() -> you.ask(menu::isPopupMenuVisible), 5_000);
        JMenuItem worksheet = you.ask(() -> IntStream.range(0, menu.getItemCount()).mapToObj(menu::getItem)
                .filter(i -> i != null && "Worksheet…".equals(i.getText())).findFirst().orElseThrow());
        waitUntil(() -> you.ask(worksheet::isShowing), 5_000);
        Gui.settle();
        you.click(worksheet);
        you.chooseFile("Save worksheet as PDF", file);
        waitUntil(() -> Files.exists(file) && you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText()).equals("Saved " + file), 60_000);
        Gui.settle();

        spaceTogglesPause();
        if (you.ask(you.model::paused)) { // now paused: Enter steps once
            long steps = you.ask(() -> you.model.simulation().steps());
            you.press(KeyEvent.VK_ENTER);
            waitUntil(() -> you.ask(() -> you.model.simulation().steps()) == steps + 1, 5_000);
        }
        spaceTogglesPause();
        assertThat(you.ask(() -> you.frame.getFocusOwner())).as("the keys' home").isSameAs(you.find("canvas"));
    }
}
