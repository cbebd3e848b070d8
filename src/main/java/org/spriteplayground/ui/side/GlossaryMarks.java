package org.spriteplayground.ui.side;

import java.awt.BasicStroke;
import java.awt.Cursor;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;
import javax.swing.UIManager;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultHighlighter;
import javax.swing.text.JTextComponent;
import javax.swing.text.Position;
import javax.swing.text.View;
import org.spriteplayground.i18n.Glossary;
import org.spriteplayground.ui.dialogs.GlossaryDialog;

/**
 * Glossary terms in a text of the side column, found at show time ({@link Glossary#find}):
 * each is underlined with dots in the link colour, pointing at it shows its definition, and
 * clicking it opens Help &gt; Glossary at it. A readout's name that holds terms carries their
 * definitions in its tooltip.
 */
final class GlossaryMarks {

    /** A dotted underline in the link colour, under the text it marks. */
    private static final DefaultHighlighter.DefaultHighlightPainter DOTTED = new DefaultHighlighter.DefaultHighlightPainter(null) {
        @Override
        public Shape paintLayer(Graphics g, int from, int to, Shape bounds, JTextComponent c, View view) {
            try {
                Rectangle r = view.modelToView(from, Position.Bias.Forward, to, Position.Bias.Backward, bounds).getBounds();
                Graphics2D g2 = (Graphics2D) g.create();
                try {
                    java.awt.Color link = UIManager.getColor("Component.linkColor");
                    g2.setColor(link != null ? link : c.getForeground());
                    g2.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {1f, 2f}, 0f));
                    g2.drawLine(r.x, r.y + r.height - 2, r.x + r.width - 1, r.y + r.height - 2);
                } finally {
                    g2.dispose();
                }
                return r;
            } catch (BadLocationException e) {
                return null;
            }
        }
    };

    private GlossaryMarks() {
    }

    /** Returns {@link Wrap#text} of {@code text} with its glossary terms marked, shown and opened. */
    static JTextArea text(String text, String name) {
        JTextArea area = Wrap.text(text, name);
        List<Glossary.Found> found = Glossary.find(text);
        if (found.isEmpty()) {
            return area;
        }
        mark(area, found);
        // A change of look or type (theme, presentation size) gives the text a new UI, and with it a
        // new highlighter: the marks are put on that one too.
        area.addPropertyChangeListener("UI", e -> mark(area, found)); // not shown
        area.putClientProperty(Wrap.TIP_AT, (IntFunction<String>) at -> termAt(found, at).map(t -> tip(t.definition())).orElse(null));
        ToolTipManager.sharedInstance().registerComponent(area);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                boolean over = termAt(found, area.viewToModel2D(e.getPoint())).isPresent();
                area.setCursor(Cursor.getPredefinedCursor(over ? Cursor.HAND_CURSOR : Cursor.DEFAULT_CURSOR));
            }

            @Override
            public void mouseClicked(MouseEvent e) {
                termAt(found, area.viewToModel2D(e.getPoint()))
                        .ifPresent(t -> GlossaryDialog.show(SwingUtilities.getWindowAncestor(area), t.id()));
            }
        };
        area.addMouseListener(mouse);
        area.addMouseMotionListener(mouse);
        return area;
    }

    private static void mark(JTextArea area, List<Glossary.Found> found) {
        for (Glossary.Found term : found) {
            try {
                area.getHighlighter().addHighlight(term.start(), term.end(), DOTTED);
            } catch (BadLocationException e) {
                throw new IllegalStateException(e); // found in this very text
            }
        }
    }

    /** Returns the term marked at character {@code at} of the text, if one is. */
    static Optional<Glossary.Term> termAt(List<Glossary.Found> found, int at) {
        return found.stream().filter(f -> f.start() <= at && at < f.end()).map(Glossary.Found::term).findFirst();
    }

    /**
     * Returns the tooltip of a readout named {@code label} with help text {@code help} (may be
     * null): the definitions of the glossary terms in its name, then its help.
     */
    static String readoutTip(String label, String help) {
        List<String> definitions = Glossary.find(label).stream().map(f -> f.term().definition()).distinct().toList();
        if (definitions.isEmpty()) {
            return help;
        }
        String plainHelp = help == null ? "" : help.replaceFirst("(?i)^<html>", "").replaceFirst("(?i)</html>$", "");
        boolean html = help != null && plainHelp.length() != help.length();
        String more = help == null ? "" : "<br>" + (html ? plainHelp : Wrap.html(plainHelp));
        return tip(String.join(" ", definitions)).replace("</body></html>", more + "</body></html>"); // not shown
    }

    /** Returns {@code sentence} as a tooltip wrapped to a readable width. */
    private static String tip(String sentence) {
        return "<html><body style='width:" + SidePanel.scaled(280) + "px'>" + Wrap.html(sentence) + "</body></html>"; // not shown
    }
}
