package org.spriteplayground.ui.side;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.plaf.basic.BasicGraphicsUtils;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/**
 * The status line: the model's last notice (a file saved, a piece selected, a step undone) in the
 * side column, over the overlay switches, taking its lines from the readouts' foot. It shows only while there is a notice, so it never leaves an empty
 * strip across the window (UI scale 2 at presentation ×2 left one 40-80 px tall under the
 * timeline), and it comes and goes in the side column, so the canvas never changes size with it.
 * It takes as many lines as the notice needs, broken at spaces (presentation ×2 cut the selection
 * note to "…Enter types its ..."); a notice that fits keeps to one line, drawn as any label.
 * {@link #getText()} is the notice as it was set.
 */
public final class NoticeLine extends JLabel {

    private static final long serialVersionUID = 1L;

    public NoticeLine(Playground model) {
        super(" ");
        setName("statusBar");
        setVisible(false);
        model.addListener(change -> {
            if (change != Change.STEPS) { // a step leaves the notice as it is; every other change may clear it
                String notice = model.notice();
                boolean some = !notice.isEmpty();
                setText(some ? notice : " ");
                setToolTipText(some ? notice : null);
                setVisible(some);
            }
        });
    }

    /** Returns the text's lines at {@code width} pixels, broken at spaces; a word wider than a line has one to itself. */
    List<String> lines(int width) {
        FontMetrics fm = getFontMetrics(getFont());
        Insets in = getInsets();
        return WordWrap.lines(String.valueOf(getText()), fm, width - in.left - in.right);
    }

    /** As tall as the lines at the width it has (one line before it has one), and no wider than that width. */
    @Override
    public Dimension getPreferredSize() {
        Dimension one = super.getPreferredSize();
        if (isPreferredSizeSet() || getWidth() <= 0) {
            return one;
        }
        int lines = lines(getWidth()).size();
        if (lines == 1) {
            return new Dimension(Math.min(one.width, getWidth()), one.height);
        }
        Insets in = getInsets();
        return new Dimension(getWidth(), in.top + in.bottom + lines * getFontMetrics(getFont()).getHeight());
    }

    /** Asks for another layout when a new width changes the number of lines, so the bar takes their height. */
    @Override
    @SuppressWarnings("deprecation")
    public void reshape(int x, int y, int w, int h) {
        boolean newWidth = w != getWidth();
        super.reshape(x, y, w, h);
        if (newWidth && getPreferredSize().height != h) {
            SwingUtilities.invokeLater(this::revalidate);
        }
    }

    @Override
    protected void paintComponent(Graphics g) {
        List<String> lines = lines(getWidth());
        if (lines.size() == 1) {
            super.paintComponent(g);
            return;
        }
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setFont(getFont());
            g2.setColor(isEnabled() ? getForeground() : UIManager.getColor("Label.disabledForeground"));
            FontMetrics fm = g2.getFontMetrics();
            Insets in = getInsets();
            int y = in.top + fm.getAscent();
            for (String line : lines) {
                BasicGraphicsUtils.drawString(this, g2, line, in.left, y);
                y += fm.getHeight();
            }
        } finally {
            g2.dispose();
        }
    }
}
