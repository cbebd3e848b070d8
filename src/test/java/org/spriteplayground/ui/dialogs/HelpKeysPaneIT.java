package org.spriteplayground.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.Action;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.AppActions;
import org.spriteplayground.ui.Commands;

/**
 * (Needs a display for the menu key.) Help &gt; Keys and mouse scrolls a line or so per
 * mouse-wheel notch, and German's long key names do not squeeze the descriptions.
 */
class HelpKeysPaneIT {

    private static final Dimension SMALL_SCREEN = new Dimension(1024, 768);

    @Test
    void aWheelNotchScrollsAtLeastALine() {
        JScrollPane pane = HelpDialogs.keysPane(actions(), SMALL_SCREEN);
        JPanel table = (JPanel) pane.getViewport().getView();
        int line = table.getFontMetrics(table.getFont()).getHeight();
        assertThat(pane.getVerticalScrollBar().getUnitIncrement(1)).as("pixels per unit (a wheel notch scrolls three)").isGreaterThanOrEqualTo(line);
    }

    @Test
    void germanKeysLeaveTheDescriptionsMostOfTheRoom() {
        Texts.use(Locale.GERMAN);
        try {
            int room = SMALL_SCREEN.width - 120;
            JPanel table = HelpDialogs.keysTable(actions(), room);
            table.doLayout();
            int keys = 0;
            List<String> texts = new ArrayList<>();
            for (Component c : table.getComponents()) {
                if (c instanceof JLabel label) {
                    texts.add(label.getText());
                    if ("monospaced".equals(label.getClientProperty("FlatLaf.styleClass"))) {
                        keys = Math.max(keys, label.getPreferredSize().width);
                    }
                }
            }
            assertThat(keys).as("the key column's width out of %d px", room).isLessThanOrEqualTo(room / 5);
            assertThat(texts).as("every key still whole").anyMatch(t -> t.contains(AppActions.keyText(KeyStroke.getKeyStroke(KeyEvent.VK_Z, AppActions.menuMask() | InputEvent.SHIFT_DOWN_MASK))) && t.contains("oder"))
                    .anyMatch(t -> t.contains("Eingabe oder Leertaste in Vorhersage") || t.contains("Eingabe oder Leertaste in") && t.contains("Vorhersage"));
        } finally {
            Texts.use(null);
        }
    }

    /** Undo, Redo with its second key, and Step back with its second key, as the window has them. */
    private static List<Action> actions() {
        int mask = AppActions.menuMask();
        Action undo = Commands.command("Undo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, mask), "Take back the last change made by hand", () -> { });
        Action redo = Commands.command("Redo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, mask | InputEvent.SHIFT_DOWN_MASK), "Make the last change taken back again", () -> { });
        redo.putValue(AppActions.ALSO_KEYS, List.of(KeyStroke.getKeyStroke(KeyEvent.VK_Y, mask)));
        Action back = Commands.command("Step back", KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, InputEvent.SHIFT_DOWN_MASK), "Show the step before", () -> { });
        back.putValue(AppActions.ALSO_KEYS, List.of(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, 0)));
        return List.of(undo, redo, back);
    }
}
