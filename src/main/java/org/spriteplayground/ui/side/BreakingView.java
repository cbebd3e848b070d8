package org.spriteplayground.ui.side;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import javax.swing.text.BadLocationException;
import javax.swing.text.Element;
import javax.swing.text.WrappedPlainView;

/**
 * The lines of a {@link WrappedText}: they break at a space or after a word's hyphen
 * ("Kreis-Rechteck-" / "Test"), never inside a word, except a word wider than a whole line,
 * which breaks with a hyphen drawn at the line's end. Swing's own word wrap breaks only at
 * spaces and cuts a long word wherever the line ends, without a mark.
 */
final class BreakingView extends WrappedPlainView {

    /** What ends a line that breaks inside a word. */
    static final String HYPHEN = "-";

    BreakingView(Element element) {
        super(element, true);
    }

    @Override
    protected int calculateBreakPosition(int p0, int p1) {
        try {
            return p0 + lineEnd(getDocument().getText(p0, p1 - p0), metrics(), getWidth());
        } catch (BadLocationException e) {
            return p1;
        }
    }

    @Override
    protected float drawUnselectedText(Graphics2D g, float x, float y, int p0, int p1) throws BadLocationException {
        float end = super.drawUnselectedText(g, x, y, p0, p1);
        if (p1 > p0 && p1 < getDocument().getLength() && midWord(getDocument().getText(p1 - 1, 2), 1)) {
            g.drawString(HYPHEN, end, y);
        }
        return end;
    }

    private FontMetrics metrics() {
        return getContainer().getFontMetrics(getContainer().getFont());
    }

    /**
     * Returns where the line that starts {@code text} ends, on a line {@code width} pixels wide: all
     * of it if it fits, else after its last space or word's hyphen that fits (a space may hang past
     * the end), else inside the first word, leaving room for the {@link #HYPHEN} drawn there.
     */
    static int lineEnd(String text, FontMetrics fm, int width) {
        if (fm.stringWidth(text) <= width) {
            return text.length();
        }
        int fits = 1;
        while (fits < text.length() && fm.stringWidth(text.substring(0, fits + 1)) <= width) {
            fits++;
        }
        for (int i = Math.min(fits + 1, text.length()); i > 0; i--) {
            char last = text.charAt(i - 1);
            if (Character.isWhitespace(last) || i <= fits && last == '-' && i >= 2 && Character.isLetter(text.charAt(i - 2))) {
                return i;
            }
        }
        int cut = fits;
        while (cut > 1 && fm.stringWidth(text.substring(0, cut) + HYPHEN) > width) {
            cut--;
        }
        return cut;
    }

    /** Returns whether a break at {@code at} in {@code text} would fall inside a word. */
    static boolean midWord(String text, int at) {
        return at > 0 && at < text.length() && Character.isLetterOrDigit(text.charAt(at - 1)) && Character.isLetterOrDigit(text.charAt(at));
    }
}
