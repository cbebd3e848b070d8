package org.spriteplayground.ui.side;

import java.awt.Container;
import java.awt.Rectangle;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneLayout;

/**
 * A scroll pane's layout that keeps room for the vertical scroll bar while it is hidden, so that
 * the view keeps its width when the bar comes and goes: else the side column's text would re-wrap,
 * and every control below it move by a line, whenever the "Selected …" note under it appears.
 */
final class BarGutter extends ScrollPaneLayout {

    private static final long serialVersionUID = 1L;

    /** Lays {@code pane} out with the gutter. */
    static void on(JScrollPane pane) {
        pane.setLayout(new BarGutter());
    }

    @Override
    public void layoutContainer(Container parent) {
        super.layoutContainer(parent);
        if (viewport != null && (vsb == null || !vsb.isVisible())) {
            Rectangle r = viewport.getBounds();
            int bar = vsb == null ? 0 : vsb.getPreferredSize().width;
            viewport.setBounds(r.x, r.y, Math.max(0, r.width - bar), r.height);
        }
    }
}
