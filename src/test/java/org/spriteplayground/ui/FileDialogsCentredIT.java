package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JButton;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;

/** The side panel's Export CSV… opens its save dialog centred on the main window, as the menus' file dialogs do. */
@ExtendWith(AppWindows.class)
class FileDialogsCentredIT {

    private static Journey you;

    @BeforeAll
    static void open() throws Exception {
        you = new Journey(Gui.open());
        run(() -> you.frame.setSize(new Dimension(1160, 885)));
        you.startAfresh();
        Gui.settle();
    }

    @Test
    void exportCsvSaveDialogIsCentredOnTheWindow() {
        JButton export = (JButton) onEdt(() -> Gui.find(you.frame, "exportReadouts"));
        SwingUtilities.invokeLater(export::doClick);
        String title = "Export readouts as CSV";
        try {
            waitUntil(() -> you.dialog(title).isPresent(), 5_000);
            Gui.settle();
            // The X server reports where it put the dialog a moment after it shows (at 0, 0 until then).
            waitUntil(() -> you.dialog(title).map(d -> onEdt(() -> you.frame.getBounds().contains(d.getBounds()))).orElse(false), 5_000);
            Rectangle dialog = onEdt(() -> you.dialog(title).orElseThrow().getBounds());
            Rectangle frame = onEdt(you.frame::getBounds);
            assertThat(frame.contains(dialog)).as("dialog %s inside the window %s", dialog, frame).isTrue();
            assertThat(Math.abs(dialog.getCenterX() - frame.getCenterX())).as("horizontal centre of %s in %s", dialog, frame).isLessThan(8);
            assertThat(Math.abs(dialog.getCenterY() - frame.getCenterY())).as("vertical centre of %s in %s", dialog, frame).isLessThan(8);
        } finally {
            you.closeDialogs();
        }
    }
}
