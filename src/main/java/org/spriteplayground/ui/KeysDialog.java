package org.spriteplayground.ui;

import java.awt.Component;
import java.util.List;
import javax.swing.Action;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;

/** Help &gt; Keys: every action's key and what it does, read from the actions themselves. */
final class KeysDialog {

    private KeysDialog() {
    }

    static void show(Component parent, List<Action> actions) {
        JPanel table = new JPanel(new MigLayout(
                "wrap 3, insets 4",          // layout
                "[right]16[left]16[left]", // columns: key, command, what it does
                "[]4[]"));                  // rows
        for (Action action : actions) {
            KeyStroke key = (KeyStroke) action.getValue(Action.ACCELERATOR_KEY);
            KeyStroke also = (KeyStroke) action.getValue(AppActions.ALSO_KEY);
            JLabel keyLabel = new JLabel(AppActions.keyText(key) + (also != null ? "  or  " + AppActions.keyText(also) : ""));
            keyLabel.putClientProperty("FlatLaf.styleClass", "monospaced");
            table.add(keyLabel);
            table.add(new JLabel((String) action.getValue(Action.NAME)));
            table.add(new JLabel((String) action.getValue(Action.SHORT_DESCRIPTION)));
        }
        JOptionPane.showMessageDialog(parent, table, "Keys", JOptionPane.PLAIN_MESSAGE);
    }
}
