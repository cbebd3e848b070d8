package org.spriteplayground.ui.side;

import javax.swing.JButton;

/**
 * A button whose name breaks over two lines where one line is wider than the room it gets: a
 * preset's name at presentation ×2 in a small window ("Overlapping: push-out") would otherwise
 * widen the side column and take room from the canvas, or be cut.
 */
final class WrapButton extends JButton {

    private static final long serialVersionUID = 1L;

    private final String plain;
    private boolean wrapped;

    WrapButton(String text) {
        super(text);
        plain = text;
    }

    /** Returns the width the name asks for on one line. */
    int oneLineWidth() {
        return wrapped ? probe(plain) : getPreferredSize().width;
    }

    /** Returns the least width the button shows its name whole at: on two lines where it has a space. */
    int narrowestWidth() {
        if (plain.indexOf(' ') < 0) {
            return oneLineWidth();
        }
        if (wrapped) {
            return getPreferredSize().width;
        }
        // Each line measured as plain text: Swing's HTML views are slow the first time, and the side
        // column asks this while the window opens. An HTML line is never wider than the same plain text.
        int at = breakAt();
        return Math.max(probe(plain.substring(0, at)), probe(plain.substring(at + 1)));
    }

    /** Shows the name on two lines if one line is wider than {@code width}, else on one; returns whether that changed. */
    boolean fit(int width) {
        boolean wanted = plain.indexOf(' ') >= 0 && width > 0 && oneLineWidth() > width;
        if (wanted == wrapped) {
            return false;
        }
        wrapped = wanted;
        setText(wanted ? twoLines() : plain);
        return true;
    }

    /** Two lines have no one baseline (and Swing's HTML baseline refuses the sizes MigLayout asks it with). */
    @Override
    public int getBaseline(int width, int height) {
        return wrapped ? -1 : super.getBaseline(width, height);
    }

    /** Returns the name as HTML in two centred lines, broken at the space nearest its middle. */
    private String twoLines() {
        int at = breakAt();
        return "<html><center>" + escaped(plain.substring(0, at)) + "<br>" + escaped(plain.substring(at + 1)) + "</center></html>";
    }

    /** Returns the index of the space nearest the name's middle, where its two lines break. */
    private int breakAt() {
        int middle = plain.length() / 2;
        int at = -1;
        for (int i = 0; i < plain.length(); i++) {
            if (plain.charAt(i) == ' ' && (at < 0 || Math.abs(i - middle) < Math.abs(at - middle))) {
                at = i;
            }
        }
        return at;
    }

    private static String escaped(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Returns the width a button like this one asks for with {@code text}. */
    private int probe(String text) {
        JButton probe = new JButton(text);
        probe.setFont(getFont());
        probe.setMargin(getMargin());
        return probe.getPreferredSize().width;
    }
}
