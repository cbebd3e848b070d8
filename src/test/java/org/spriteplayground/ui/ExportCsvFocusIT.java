package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;

/**
 * After the side panel's Export CSV… (Alt+X) has saved through its file dialog, the keys work at
 * once and are on the canvas, as after the menus' dialogs: Space, Tab and ] act without a click in
 * the window first.
 */
class ExportCsvFocusIT extends JourneyCase {

    @Test
    void theKeysWorkStraightAfterExportingTheReadouts(@TempDir Path folder) {
        run(() -> you.model.open(Lessons.byId(FlyingJets.ID).orElseThrow()));
        Gui.settle();
        Path file = folder.resolve("readouts.csv");
        you.press(KeyEvent.VK_X, InputEvent.ALT_DOWN_MASK);
        you.chooseFile("Export readouts as CSV", file);
        waitUntil(() -> Files.exists(file) && you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText()).equals("Saved " + file), 30_000);
        Gui.settle();

        spaceTogglesPause();
        spaceTogglesPause();
        assertThat(you.ask(() -> you.frame.getFocusOwner())).as("the keys' home").isSameAs(you.find("canvas"));
    }
}
