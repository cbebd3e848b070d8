package org.spriteplayground.ui.side;

import java.awt.FontMetrics;
import java.util.List;
import javax.swing.Action;
import javax.swing.JCheckBox;

/**
 * A check box whose name breaks over as many lines as it needs, at its spaces, where one line is
 * wider than the room it gets: at UI scale 2 and presentation ×2 "Shade where they disagree" was
 * 872 px on one line, and the side column took 941 of a 1600 px window to show it whole. Its
 * underlined key stays underlined on any line.
 */
final class WrapCheckBox extends JCheckBox {

    private static final long serialVersionUID = 1L;

    /** The name as given, on one line. */
    private String plain;
    /** Whether the text shown is the name broken over lines. */
    private boolean wrapped;

    WrapCheckBox(String text, boolean selected) {
        super(text, selected);
    }

    /** A check box worked by {@code action}, showing {@code text} rather than the action's name. */
    WrapCheckBox(Action action, String text) {
        super(action);
        setHideActionText(true);
        setText(text);
    }

    /** Keeps the name given; the lines it is broken into are shown through {@link #show}. */
    @Override
    public void setText(String text) {
        plain = text;
        wrapped = false;
        super.setText(text);
    }

    /** Returns the width the name asks for on one line. */
    int oneLineWidth() {
        return wrapped ? probe(plain) : getPreferredSize().width;
    }

    /**
     * Returns the least width the name shows whole at: each word on a line of its own. The widest
     * word is measured as plain text, which Swing lays out without its HTML views, slow the first
     * time (the side column asks this while the window opens); HTML lines are never wider than
     * the same words in plain text, and are 1 px narrower in about one case of 370.
     */
    int narrowestWidth() {
        if (plain == null || plain.indexOf(' ') < 0) {
            return oneLineWidth();
        }
        JCheckBox probe = probe();
        int widest = 0;
        for (String word : plain.split(" ")) {
            probe.setText(word);
            widest = Math.max(widest, probe.getPreferredSize().width);
        }
        return widest;
    }

    /**
     * Shows the name on one line where it fits {@code width}, else on as few lines as fit (each
     * word on a line of its own at the least); returns whether the text shown changed.
     */
    boolean fit(int width) {
        if (plain == null || plain.indexOf(' ') < 0 || width <= 0 || oneLineWidth() <= width) {
            return show(plain, false);
        }
        FontMetrics fm = getFontMetrics(getFont());
        int room = width - (probe(plain) - fm.stringWidth(plain)); // less the box, the gap and the margins
        String lines = html(List.of(plain.split(" ")));
        for (; room > 0; room -= Math.max(1, fm.charWidth(' '))) {
            String tried = html(WordWrap.lines(plain, fm, room));
            if (probe(tried) <= width) {
                lines = tried;
                break;
            }
        }
        return show(lines, true);
    }

    private boolean show(String text, boolean broken) {
        if (text == null || text.equals(super.getText())) {
            return false;
        }
        super.setText(text);
        wrapped = broken;
        return true;
    }

    /** Two or more lines have no one baseline (and Swing's HTML baseline refuses the sizes MigLayout asks it with). */
    @Override
    public int getBaseline(int width, int height) {
        return wrapped ? -1 : super.getBaseline(width, height);
    }

    /** Returns {@code lines} as HTML, the underlined key (Swing underlines none in HTML by itself) included. */
    private String html(List<String> lines) {
        int key = -1;
        for (int i = 0; i < plain.length() && getMnemonic() != 0 && key < 0; i++) {
            key = Character.toUpperCase(plain.charAt(i)) == getMnemonic() ? i : -1; // the first such letter, as Swing underlines
        }
        StringBuilder html = new StringBuilder("<html>");
        int at = 0;
        for (String line : lines) {
            if (at > 0) {
                html.append("<br>");
            }
            for (int i = 0; i < line.length(); i++) {
                String c = escaped(line.charAt(i));
                html.append(at + i == key ? "<u>" + c + "</u>" : c);
            }
            at += line.length() + 1;
        }
        return html.append("</html>").toString();
    }

    private static String escaped(char c) {
        return switch (c) {
            case '&' -> "&amp;";
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            default -> String.valueOf(c);
        };
    }

    /** Returns the width a check box like this one asks for with {@code text}. */
    private int probe(String text) {
        JCheckBox probe = probe();
        probe.setText(text);
        return probe.getPreferredSize().width;
    }

    /** Returns a check box with this one's font, margin and gap, to measure texts in. */
    private JCheckBox probe() {
        JCheckBox probe = new JCheckBox();
        probe.setFont(getFont());
        probe.setMargin(getMargin());
        probe.setIconTextGap(getIconTextGap());
        return probe;
    }
}
