package org.spriteplayground.ui.experiment;

import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JTextArea;

/**
 * A line of text standing in the place of what is still to come (a table's rows, a chart) and
 * saying what will appear there, wrapped to the place's width and set in its middle: an empty
 * place read as a broken window.
 */
final class WaitingLine extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JTextArea text;

    /**
     * @param text what will appear, in words
     * @param name the component's name
     */
    WaitingLine(String text, String name) {
        super(null);
        // the text area named after its place, for tests and assistive tools
        this.text = ExperimentLayout.text(text, name + "Text"); // not shown
        setName(name);
        setOpaque(false);
        setBorder(BorderFactory.createEmptyBorder(6, 12, 6, 12));
        add(this.text);
    }

    /** The text as wide as the place, its wrapped lines in the middle of it (at the top where the place is shorter). */
    @Override
    public void doLayout() {
        Insets in = getInsets();
        int width = Math.max(0, getWidth() - in.left - in.right);
        text.setSize(width, Short.MAX_VALUE);
        int height = text.getPreferredSize().height;
        int room = getHeight() - in.top - in.bottom;
        text.setBounds(in.left, in.top + Math.max(0, (room - height) / 2), width, height);
    }

    /** As tall as the text's lines at the width it has (on one line until it has one). */
    @Override
    public Dimension getPreferredSize() {
        Insets in = getInsets();
        Dimension lines = text.getPreferredSize();
        return new Dimension(lines.width + in.left + in.right, lines.height + in.top + in.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        Insets in = getInsets();
        return new Dimension(in.left + in.right, getPreferredSize().height);
    }
}
