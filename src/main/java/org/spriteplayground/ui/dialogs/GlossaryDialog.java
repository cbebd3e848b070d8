package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultHighlighter;
import org.spriteplayground.i18n.Glossary;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.side.SidePanel;

/**
 * Help &gt; Glossary: every {@link Glossary} term and its one-sentence definition, in the
 * language in force and its alphabetical order, as one HTML page in a scrolling pane that opens
 * at the top, or with the entry of the term asked for (a term clicked in a lesson's text) marked
 * and at the top of the view. The page has the keys, so Ctrl+Home and Page Down scroll it.
 */
public final class GlossaryDialog {

    private GlossaryDialog() {
    }

    /** Shows the glossary over {@code parent}, scrolled to term {@code id}'s marked entry (null: the top), until it is closed. */
    public static void show(Component parent, String id) {
        JEditorPane page = page();
        JScrollPane scroll = new JScrollPane(page, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(null);
        Rectangle screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        page.setSize(Math.min(SidePanel.scaled(560), screen.width - 120), Short.MAX_VALUE); // wraps the page to that width
        scroll.setPreferredSize(new Dimension(page.getWidth() + 24, Math.min(page.getPreferredSize().height + 8, screen.height - 200)));
        scroll.getVerticalScrollBar().setUnitIncrement(page.getFontMetrics(page.getFont()).getHeight());
        page.setCaretPosition(0); // the caret follows the text as it is read in, and the view would follow it to the end
        int[] entry = id == null ? new int[] {0, 0} : entry(page, Glossary.term(id).name());
        if (entry[1] > entry[0]) {
            try {
                page.getHighlighter().addHighlight(entry[0], entry[1], new DefaultHighlighter.DefaultHighlightPainter(page.getSelectionColor()));
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);
            }
        }
        JOptionPane pane = new JOptionPane(scroll, JOptionPane.PLAIN_MESSAGE) {
            @Override
            public void selectInitialValue() {
                super.selectInitialValue(); // makes OK the default button, which Enter presses
                page.requestFocus(); // the page has the keys: Ctrl+Home, Page Down
                if (entry[1] > entry[0]) {
                    SwingUtilities.invokeLater(() -> headView(page, entry[0])); // once the page is laid out
                }
            }
        };
        JDialog dialog = pane.createDialog(parent, Texts.text("glossary.title"));
        dialog.setVisible(true);
        dialog.dispose();
    }

    /** Puts the caret at character {@code at} of {@code page} and scrolls that line to the top of the view. */
    private static void headView(JEditorPane page, int at) {
        page.setCaretPosition(at);
        try {
            Rectangle line = page.modelToView2D(at).getBounds();
            Rectangle view = page.getVisibleRect();
            page.scrollRectToVisible(new Rectangle(0, line.y, view.width, view.height));
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Returns where the entry of the term named {@code name} starts and ends in {@code page}'s text,
     * or {0, 0} if the page has none.
     */
    static int[] entry(JEditorPane page, String name) {
        try {
            String text = page.getDocument().getText(0, page.getDocument().getLength());
            int start = text.indexOf("\n" + Texts.format("glossary.entry", name, "")) + 1;
            return start == 0 ? new int[] {0, 0} : new int[] {start, text.indexOf('\n', start) < 0 ? text.length() : text.indexOf('\n', start)};
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Returns the glossary as a read-only HTML page in the label font: the intro, then one paragraph per term. */
    static JEditorPane page() {
        StringBuilder html = new StringBuilder("<html><body><p>").append(escaped(Texts.text("glossary.intro"))).append("</p>"); // not shown
        for (Glossary.Term term : Glossary.terms()) {
            html.append("<p>").append(Texts.format("glossary.entry", "<b>" + escaped(term.name()) + "</b>", escaped(term.definition()))) // not shown
                    .append("</p>"); // not shown
        }
        JEditorPane page = new JEditorPane("text/html", html.append("</body></html>").toString()); // not shown
        page.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        page.setFont(javax.swing.UIManager.getFont("Label.font"));
        page.setEditable(false);
        page.getAccessibleContext().setAccessibleName(Texts.text("glossary.title"));
        return page;
    }

    private static String escaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
