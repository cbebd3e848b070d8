package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.Dimension;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.spriteplayground.i18n.Glossary;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.side.SidePanel;

/**
 * Help &gt; Glossary: every {@link Glossary} term and its one-sentence definition, in the
 * language in force and its alphabetical order, as one HTML page in a scrolling pane that opens
 * at the term asked for (a term clicked in a lesson's text) or at the top.
 */
public final class GlossaryDialog {

    private GlossaryDialog() {
    }

    /** Shows the glossary over {@code parent}, scrolled to term {@code id} (null: the top), until it is closed. */
    public static void show(Component parent, String id) {
        JEditorPane page = page();
        JScrollPane scroll = new JScrollPane(page, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(null);
        java.awt.Rectangle screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        page.setSize(Math.min(SidePanel.scaled(560), screen.width - 120), Short.MAX_VALUE); // wraps the page to that width
        scroll.setPreferredSize(new Dimension(page.getWidth() + 24, Math.min(page.getPreferredSize().height + 8, screen.height - 200)));
        scroll.getVerticalScrollBar().setUnitIncrement(page.getFontMetrics(page.getFont()).getHeight());
        JDialog dialog = new JOptionPane(scroll, JOptionPane.PLAIN_MESSAGE).createDialog(parent, Texts.text("glossary.title"));
        if (id != null) {
            SwingUtilities.invokeLater(() -> page.scrollToReference(id)); // once the dialog has laid the page out
        }
        dialog.setVisible(true);
        dialog.dispose();
    }

    /** Returns the glossary as a read-only HTML page in the label font, one anchor per term named by its id. */
    static JEditorPane page() {
        StringBuilder html = new StringBuilder("<html><body><p>").append(escaped(Texts.text("glossary.intro"))).append("</p>"); // not shown
        for (Glossary.Term term : Glossary.terms()) {
            html.append("<p><a name='").append(term.id()).append("'></a><b>").append(escaped(term.name())).append("</b>: ") // not shown
                    .append(escaped(term.definition())).append("</p>"); // not shown
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
