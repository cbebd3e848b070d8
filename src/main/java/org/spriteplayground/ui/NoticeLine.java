package org.spriteplayground.ui;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/**
 * The status line: the model's last notice (a file saved, a piece selected, a step undone) at the
 * foot of the side column. It shows only while there is a notice, so it never leaves an empty
 * strip across the window (UI scale 2 at presentation ×2 left one 40-80 px tall under the
 * timeline), and it comes and goes in the side column, so the canvas never changes size with it.
 */
final class NoticeLine extends JLabel {

    private static final long serialVersionUID = 1L;

    NoticeLine(Playground model) {
        super(" ");
        setName("statusBar");
        setBorder(BorderFactory.createEmptyBorder(2, 10, 2, 10));
        setVisible(false);
        model.addListener(change -> {
            if (change == Change.NOTICE) {
                boolean some = !model.notice().isEmpty();
                setText(some ? model.notice() : " ");
                setToolTipText(some ? model.notice() : null); // whole, where the column's width cuts the line
                setVisible(some);
            }
        });
    }
}
