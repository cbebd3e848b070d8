package org.spriteplayground.ui.side;

import javax.swing.JTextArea;
import javax.swing.UIManager;
import javax.swing.text.DefaultCaret;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/**
 * The status line: the model's last notice (a file saved, a piece selected, a step undone) at the
 * foot of the side column, wrapped at word ends to as many lines as it needs. It shows only while
 * there is a notice, so it never leaves an empty strip, and it comes and goes in the side column,
 * so the canvas never changes size with it. {@link #getText()} is the notice as it was set.
 */
public final class NoticeLine extends JTextArea {

    public NoticeLine(Playground model) {
        ((DefaultCaret) getCaret()).setUpdatePolicy(DefaultCaret.NEVER_UPDATE); // its caret never scrolls the column
        setText(" ");
        setName("statusBar");
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setFocusable(false);
        setOpaque(false);
        setVisible(false);
        model.addListener(change -> {
            if (change != Change.STEPS) { // a step leaves the notice as it is; every other change may clear it
                String notice = model.notice();
                boolean some = !notice.isEmpty();
                setText(some ? notice : " ");
                setToolTipText(some ? notice : null);
                setVisible(some);
            }
        });
    }

    /** Takes the label font, as the column's other texts, after each change of look or size. */
    @Override
    public void updateUI() {
        super.updateUI();
        setFont(UIManager.getFont("Label.font"));
    }
}
