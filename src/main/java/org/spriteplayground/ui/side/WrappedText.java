package org.spriteplayground.ui.side;

import javax.swing.JTextArea;
import javax.swing.UIManager;

/**
 * Read-only text wrapped at word ends to the width it is given, in the label font: a lesson's
 * title and explanation, a readout table's title. Its lines break at spaces or after a word's
 * hyphen, a word wider than the line with a visible hyphen ({@link BreakingView}). It never asks its scroll pane to scroll: its
 * caret would otherwise scroll the side panel to it whenever the text is set again (a step back,
 * a rebuilt readout), moving whatever a person was about to click.
 */
public class WrappedText extends JTextArea {

    private static final long serialVersionUID = 1L;

    public WrappedText(String text, String name) {
        super(text);
        setName(name);
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setFocusable(false);
        setOpaque(false);
        setFont(UIManager.getFont("Label.font"));
    }

    /** Takes the look and feel's text area UI, with lines that break as {@link BreakingView} does. */
    @Override
    public void updateUI() {
        setUI(UIManager.getLookAndFeel() instanceof com.formdev.flatlaf.FlatLaf ? new FlatLafLines() : new BasicLines());
    }

    /** FlatLaf's text area, with {@link BreakingView}'s lines. */
    private static final class FlatLafLines extends com.formdev.flatlaf.ui.FlatTextAreaUI {

        @Override
        public javax.swing.text.View create(javax.swing.text.Element element) {
            return new BreakingView(element);
        }
    }

    /** Swing's basic text area (another look and feel), with {@link BreakingView}'s lines. */
    private static final class BasicLines extends javax.swing.plaf.basic.BasicTextAreaUI {

        @Override
        public javax.swing.text.View create(javax.swing.text.Element element) {
            return new BreakingView(element);
        }
    }

    /** Never: read-only text that cannot take the focus has nothing to show. */
    @Override
    public void scrollRectToVisible(java.awt.Rectangle r) {
        // see the class comment
    }
}
