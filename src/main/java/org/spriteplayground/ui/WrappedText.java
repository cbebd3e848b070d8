package org.spriteplayground.ui;

import javax.swing.JTextArea;
import javax.swing.UIManager;

/**
 * Read-only text wrapped at word ends to the width it is given, in the label font: a lesson's
 * title and explanation, a readout table's title. It never asks its scroll pane to scroll: its
 * caret would otherwise scroll the side panel to it whenever the text is set again (a step back,
 * a rebuilt readout), moving whatever a person was about to click.
 */
class WrappedText extends JTextArea {

    private static final long serialVersionUID = 1L;

    WrappedText(String text, String name) {
        super(text);
        setName(name);
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setFocusable(false);
        setOpaque(false);
        setFont(UIManager.getFont("Label.font"));
    }

    /** Never: read-only text that cannot take the focus has nothing to show. */
    @Override
    public void scrollRectToVisible(java.awt.Rectangle r) {
        // see the class comment
    }
}
