package org.spriteplayground.ui.side;

import java.awt.Dimension;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.ScrollPaneConstants;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Accessible;
import org.spriteplayground.ui.canvas.PaintMeter;

/**
 * The column right of the canvas. The lesson's readouts stand at its top, in a part of their own
 * that takes at most {@value #READOUTS_SHARE} % of its height, yet always their first {@value #ROWS}
 * rows, and scrolls beyond it, so those rows are in view beside the canvas at any window size, scale
 * and language; the lesson's text,
 * presets, controls and overlay switches scroll below them; the status line ({@link #noticeLine})
 * shows at the foot while there is a notice.
 */
public final class SideColumn extends JPanel {

    /** The most of the column's height, in per cent, the readouts take before they scroll, unless their first rows need more. */
    static final int READOUTS_SHARE = 50;

    /** The readout rows always in view. */
    static final int ROWS = 3;

    /** The column's share of the window's width it keeps to, unless a readout's number needs more. */
    static final double SHARE = 0.39;

    /** The column's share of the window's width at most: the canvas keeps the rest. */
    static final double MOST_SHARE = 0.6;

    private final JScrollPane lesson;
    private final JScrollPane readouts;
    private final ReadoutPart readoutPart = new ReadoutPart();
    private final JTextArea notice;

    public SideColumn(Playground model, OverlayPanel overlays, PaintMeter meter) {
        super(new MigLayout(
                "wrap 1, fill, insets 0, gap 0, hidemode 3", // layout
                "[grow, fill]",                              // columns: as wide as the column
                "[][grow, fill][]"));                        // rows: readouts, the lesson's part, the notice
        setName("sideColumn");
        // Scroll bars always shown: a bar coming and going would change the width the texts wrap
        // to and the readouts' names stack at, and so the height that made it come or go.
        lesson = new JScrollPane(new SidePanel(model, readoutPart, meter, overlays), ScrollPaneConstants.VERTICAL_SCROLLBAR_ALWAYS,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        readouts = new JScrollPane(readoutPart, ScrollPaneConstants.VERTICAL_SCROLLBAR_ALWAYS, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
            @Override
            public boolean isValidateRoot() {
                return false; // wider numbers reach the window, which asks the column's width again
            }

            /**
             * As tall as the readouts, but no more than {@value #READOUTS_SHARE} % of the column, yet
             * never lower than their first {@value #ROWS} rows: they stay in view beside the canvas.
             * Where they scroll, the edge falls at the foot of a row or of the Export button, never
             * through one: a share of the column alone lands anywhere, and at UI scale 2 it could
             * leave the button half shown until scrolled.
             */
            @Override
            public Dimension getPreferredSize() {
                Dimension d = super.getPreferredSize();
                java.awt.Insets in = getInsets();
                int rows = readoutPart.heightOfRows(ROWS) + in.top + in.bottom;
                int most = SideColumn.this.getHeight() * READOUTS_SHARE / 100;
                if (SideColumn.this.getHeight() <= 0 || d.height <= Math.max(rows, most)) {
                    return d;
                }
                return new Dimension(d.width, Math.max(rows, readoutPart.footWithin(most - in.top - in.bottom) + in.top + in.bottom));
            }
        };
        scrolledByKeys(lesson, Texts.text("panel.scroll.lesson"));
        scrolledByKeys(readouts, Texts.text("panel.scroll.readouts"));
        notice = noticeLine(model);
        add(readouts);
        add(lesson, "h 0:0"); // only the room the readouts and the notice leave
        add(notice, "wmin 0");
        updateBorders();
    }

    /**
     * Returns the status line: the model's last notice (a file saved, a piece selected, a step
     * undone), wrapped at word ends to as many lines as it needs. It shows only while there is a
     * notice, so it never leaves an empty strip, and it comes and goes in the side column, so the
     * canvas never changes size with it. Its text is the notice as it was set.
     */
    public static JTextArea noticeLine(Playground model) {
        JTextArea line = Wrap.text(" ", "statusBar");
        line.setVisible(false);
        model.addListener(change -> {
            if (change != Change.STEPS) { // a step leaves the notice as it is; every other change may clear it
                String notice = model.notice();
                boolean some = !notice.isEmpty();
                line.setText(some ? notice : " ");
                line.setToolTipText(some ? notice : null);
                line.setVisible(some);
            }
        });
        return line;
    }

    /** Names a scroll bar for screen readers, with the keys that scroll instead of it: it takes no focus. */
    private static void scrolledByKeys(JScrollPane pane, String what) {
        Accessible.workedBy(Accessible.name(pane.getVerticalScrollBar(), Texts.format("panel.scrolled", what),
                Texts.text("panel.scroll.tip")), Texts.text("panel.scroll.keys"));
    }

    /**
     * Returns the width the column asks for: {@link SidePanel#WIDTH} at the UI scale (which grows
     * with presentation mode's type), but no more than {@value #SHARE} of the window, so that in a
     * small window large type takes no room from the canvas; wider only where a table of readout
     * numbers or a word of a button's name needs it, as neither is ever wrapped or cut, yet never
     * past {@value #MOST_SHARE} of the window.
     */
    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        int width = SidePanel.scaled(SidePanel.WIDTH);
        int window = getParent() == null ? 0 : getParent().getWidth();
        if (window > 0) {
            // What lies beside the readouts in the column: its edge, the part's insets and the scroll bar.
            int edges = getWidth() > 0 && readoutPart.readoutsWidth() > 0 ? getWidth() - readoutPart.readoutsWidth()
                    : SidePanel.scaled(26) + readouts.getVerticalScrollBar().getPreferredSize().width;
            width = Math.min(width, (int) (window * SHARE));
            java.awt.Container view = (java.awt.Container) lesson.getViewport().getView();
            int words = Wrap.widestWord(view) + (getWidth() > 0 && view.getWidth() > 0 ? getWidth() - view.getWidth() + SidePanel.scaled(24)
                    : SidePanel.scaled(26) + lesson.getVerticalScrollBar().getPreferredSize().width);
            width = Math.min(Math.max(width, Math.max(words, readoutPart.widestValues() + edges)), (int) (window * MOST_SHARE));
        }
        return new Dimension(width, d.height);
    }

    /** Draws the column's edges in the theme's border colour; call again after a theme switch. */
    public void updateBorders() {
        java.awt.Color line = UIManager.getColor("Component.borderColor");
        setBorder(BorderFactory.createMatteBorder(0, 1, 0, 0, line));
        readouts.setBorder(BorderFactory.createEmptyBorder());
        lesson.setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, line));
        int h = SidePanel.scaled(12);
        // The notice lines up with the column's texts, under a rule of its own, so that it never reads as part of the lesson.
        notice.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, line),
                BorderFactory.createEmptyBorder(SidePanel.scaled(4), h, SidePanel.scaled(4), h)));
    }
}
