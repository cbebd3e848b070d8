package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import net.miginfocom.layout.CC;
import net.miginfocom.layout.ConstraintParser;
import net.miginfocom.swing.MigLayout;

/**
 * Controls in a row that goes on in a new row where the next control would pass the right edge, as
 * words wrap: large type on a small screen takes more rows and cuts nothing off. MigLayout lays it
 * out in its {@code nogrid} mode, each row a flow of its own in which a control with {@code growx}
 * takes the rest of the row; before each layout {@link #breakRows} marks with {@code newline} the
 * controls that start a row, from their least widths (a slider's least width is the one to keep).
 * MigLayout's own {@code wrap} breaks after a fixed count of cells, not at the edge.
 */
public class WrappingRow extends JPanel {

    private final int gap;

    /** A row with {@code gap} pixels between two controls and between two rows; hidden controls take no room. */
    public WrappingRow(int gap) {
        super(layout(gap));
        this.gap = gap;
        setOpaque(false);
    }

    /** Returns the layout of a wrapping row: no insets (a border gives them), flows of their own, controls centred in their row. */
    static MigLayout layout(int gap) {
        return new MigLayout("insets 0, nogrid, fillx, hidemode 3, gapy " + gap + "px", "", "[center]");
    }

    /** As narrow as its widest control, the others in rows of their own: a column as narrow as that cuts nothing. */
    @Override
    public Dimension getMinimumSize() {
        int widest = 0;
        for (Component c : getComponents()) {
            widest = c.isVisible() ? Math.max(widest, c.getMinimumSize().width) : widest;
        }
        Insets in = getInsets();
        return new Dimension(widest + in.left + in.right, super.getMinimumSize().height);
    }

    @Override
    public void doLayout() {
        breakRows(this, gap);
        super.doLayout();
    }

    /**
     * Marks the first control of each row of {@code row} (laid out by {@link #layout}) with
     * {@code newline} for its width now; where the rows changed its height did, so it is laid out
     * again once this layout is over.
     */
    static void breakRows(Container row, int gap) {
        MigLayout layout = (MigLayout) row.getLayout();
        Insets in = row.getInsets();
        int room = row.getWidth() - in.left - in.right;
        int used = -1;
        boolean changed = false;
        for (Component c : row.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            Object given = layout.getComponentConstraints(c);
            CC cc = given instanceof CC parsed ? parsed : ConstraintParser.parseComponentConstraint(given == null ? "" : (String) given);
            int width = c.getMinimumSize().width;
            boolean starts = used < 0 || room > 0 && used + gap + width > room;
            boolean newline = starts && used >= 0;
            used = starts ? width : used + gap + width;
            // Set each time, not only when the row breaks elsewhere: a control that started a row while
            // those before it were hidden has no gap, and needs one once they show again.
            changed |= cc.isNewline() != newline;
            cc.setNewline(newline);
            cc.gapLeft(starts ? "0px" : gap + "px"); // in a flow MigLayout's gap is the platform's, not the layout's
            layout.setComponentConstraints(c, cc);
        }
        if (changed) {
            SwingUtilities.invokeLater(row::revalidate);
        }
    }
}
