package org.spriteplayground.ui.predict;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.BorderFactory;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;

/**
 * Holds a strip above the canvas (Predict's) at its own height, but never more than
 * {@link #MOST_SHARE} of the column it stands in: large type in a small window would otherwise
 * push the canvas out of sight, and a pupil cannot predict what they cannot see. What does not fit
 * scrolls. Shown exactly while the strip is.
 */
public final class StripScroller extends JScrollPane {

    private static final long serialVersionUID = 1L;

    /** The largest share of the column's height the strip may take. */
    static final double MOST_SHARE = 0.4;

    public StripScroller(Component strip) {
        super(strip, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        setBorder(BorderFactory.createEmptyBorder());
        setViewportBorder(null);
        getVerticalScrollBar().setUnitIncrement(16);
        setVisible(strip.isVisible());
        strip.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentShown(ComponentEvent e) {
                setVisible(true);
                revalidate();
            }

            @Override
            public void componentHidden(ComponentEvent e) {
                setVisible(false);
                revalidate();
            }
        });
    }

    /**
     * Not a validate root, as scroll panes are: the strip's height follows its rows, and the column
     * must hear of it to give the strip that height (up to its share) and the canvas the rest.
     */
    @Override
    public boolean isValidateRoot() {
        return false;
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension wanted = super.getPreferredSize();
        if (getParent() == null || getParent().getHeight() <= 0) {
            return wanted;
        }
        int most = (int) (getParent().getHeight() * MOST_SHARE);
        return new Dimension(wanted.width, Math.min(wanted.height, most));
    }
}
