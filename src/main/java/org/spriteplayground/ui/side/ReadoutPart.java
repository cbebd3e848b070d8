package org.spriteplayground.ui.side;

import java.awt.Rectangle;
import java.util.List;
import javax.swing.JButton;
import net.miginfocom.swing.MigLayout;

/**
 * The lesson's live readouts and their Export button, in a scrolling part at the top of the side
 * column: however long the lesson's text runs in a language, the first rows of the readouts stay
 * in view. {@link SidePanel} fills it for each lesson.
 */
final class ReadoutPart extends ScrollingPart {

    ReadoutPart() {
        super(new MigLayout("wrap 1, fillx, insets 6px 12px 10px 12px, hidemode 3", "[grow, fill]", "[]4[]")); // insets unscaled: large type takes no room from the numbers
        setName("readoutPart");
    }

    /** The readouts on show; null before the first lesson. */
    private ReadoutPanel readouts;

    /** Shows {@code readouts} with their {@code export} button under them, in place of what it showed. */
    void show(ReadoutPanel readouts, JButton export) {
        this.readouts = readouts;
        removeAll();
        add(readouts, "wmin 0"); // wmin 0: the readouts take the column's width, and stack a name over its numbers where need be
        add(export, "growx 0, right");
        revalidate();
        repaint();
    }

    /** Returns the width the widest table of readouts needs for its numbers, 0 if none. */
    int widestValues() {
        return readouts == null ? 0 : readouts.widestValues();
    }

    /**
     * Returns the height from this part's top to the foot of its {@code n}th row of readouts (all
     * of them if fewer), a table's title above its rows included; 0 before it is laid out.
     */
    int heightOfRows(int n) {
        if (readouts == null) {
            return 0;
        }
        java.util.TreeMap<Integer, Integer> rows = new java.util.TreeMap<>(); // a row's top, and its foot
        for (javax.swing.JLabel value : readouts.values()) {
            Rectangle r = javax.swing.SwingUtilities.convertRectangle(value.getParent(), value.getBounds(), this);
            rows.merge(r.y, r.y + r.height, Math::max);
        }
        return rows.values().stream().limit(n).mapToInt(Integer::intValue).max().orElse(0);
    }

    /**
     * Returns the lowest foot, from this part's top, of a row of readouts or of the Export button
     * that lies within {@code most} pixels, 0 if none does: an edge there cuts neither in two.
     */
    int footWithin(int most) {
        int best = 0;
        for (java.awt.Component c : feet()) {
            Rectangle r = javax.swing.SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), this);
            int foot = r.y + r.height;
            if (foot <= most) {
                best = Math.max(best, foot);
            }
        }
        return best;
    }

    /** Returns what an edge must not cut: the readouts' values (their rows) and the Export button. */
    private List<java.awt.Component> feet() {
        List<java.awt.Component> all = new java.util.ArrayList<>(readouts == null ? List.of() : readouts.values());
        if (getComponentCount() > 1) {
            all.add(getComponent(1));
        }
        return all;
    }

    /** Returns the readouts' width as laid out, 0 before. */
    int readoutsWidth() {
        return readouts == null ? 0 : readouts.getWidth();
    }
}
