package org.spriteplayground.ui.side;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.TreeMap;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.Scrollable;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;

/**
 * The lesson's live readouts and their Export button, in a scrolling part of the side column of
 * their own below the lesson's text and controls: however long the text runs in a language, the
 * first rows of the readouts stay in view, even in German and French at the window's opening
 * size. {@link SidePanel} fills it for each lesson.
 */
final class ReadoutPart extends JPanel implements Scrollable {

    private static final long serialVersionUID = 1L;

    ReadoutPart() {
        super(new MigLayout("wrap 1, fillx, insets 6 12 10 12, hidemode 3", "[grow, fill]", "[]4[]"));
        setName("readoutPart");
    }

    /** Shows {@code readouts} with their {@code export} button under them, in place of what it showed. */
    void show(ReadoutPanel readouts, JButton export) {
        removeAll();
        add(readouts, "wmin 0"); // wmin 0: a part wider than the column is clipped by its own layout, never the column
        add(export, "growx 0, right");
        revalidate();
        repaint();
    }

    /**
     * Returns the height from this part's top to the foot of its {@code n}th row of readouts (all
     * of them if fewer), a table's title above its rows included; 0 before it is laid out.
     */
    int heightOfRows(int n) {
        TreeMap<Integer, Integer> rows = new TreeMap<>(); // a row's top, and its foot
        rowsIn(this, rows);
        int foot = 0;
        int i = 0;
        for (int bottom : rows.values()) {
            if (i++ == n) {
                break;
            }
            foot = Math.max(foot, bottom);
        }
        return foot == 0 ? 0 : foot + getInsets().bottom / 2;
    }

    /** Adds the top and foot of each readout value's row inside {@code c} to {@code rows}. */
    private void rowsIn(java.awt.Container c, TreeMap<Integer, Integer> rows) {
        for (Component child : c.getComponents()) {
            if (child.getName() != null && child.getName().startsWith("readout:") && child.isVisible() && child.getHeight() > 0) {
                Rectangle r = SwingUtilities.convertRectangle(c, child.getBounds(), this);
                rows.merge(r.y, r.y + r.height, Math::max);
            } else if (child instanceof java.awt.Container inner) {
                rowsIn(inner, rows);
            }
        }
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return SidePanel.scaled(16); // a wheel notch moves as many rows at any UI scale
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return Math.max(SidePanel.scaled(16), visible.height - SidePanel.scaled(32));
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true; // wrap to the column instead of scrolling sideways
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }
}
