package org.spriteplayground.ui.side;

import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.Scrollable;

/**
 * A panel that a vertical scroll pane shows at the pane's width, so that its texts and rows wrap to
 * it instead of scrolling sideways: the side column's parts and Predict's strip. A wheel notch
 * moves as many lines at any UI scale; a page keeps two notches of the last one in view.
 */
public class ScrollingPart extends JPanel implements Scrollable {

    public ScrollingPart(LayoutManager layout) {
        super(layout);
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return SidePanel.scaled(16);
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return Math.max(SidePanel.scaled(16), visible.height - SidePanel.scaled(32));
    }

    @Override
    public final boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public final boolean getScrollableTracksViewportHeight() {
        return false;
    }
}
