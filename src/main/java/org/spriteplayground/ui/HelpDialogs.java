package org.spriteplayground.ui;

import java.awt.Component;
import java.util.List;
import javax.swing.Action;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;

/** Help &gt; Keys, listing every action's key from the actions themselves, and Help &gt; About. */
final class HelpDialogs {

    private HelpDialogs() {
    }

    static void keys(Component parent, List<Action> actions) {
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

    static void about(Component parent) {
        String version = HelpDialogs.class.getPackage().getImplementationVersion();
        JOptionPane.showMessageDialog(parent,
                "<html><b>Sprite Playground</b> " + (version != null ? version : "(development build)") + "<br><br>"
                        + "See and teach 2D collision bounds: bounding circles, boxes and pixels.<br>"
                        + "Built on FlatLaf, MigLayout, XChart and JTS. Sprites drawn by this project.<br><br>"
                        + "Log file: " + (AppLog.file() != null ? AppLog.file() : "none (standard error)") + "</html>",
                "About Sprite Playground", JOptionPane.INFORMATION_MESSAGE);
    }
}
