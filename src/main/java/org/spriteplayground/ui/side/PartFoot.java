package org.spriteplayground.ui.side;

import java.awt.Component;
import java.awt.Container;
import java.awt.Insets;
import java.util.function.Predicate;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * Where the foot of the side column's lesson and readouts parts may fall: at a whole control or
 * row, and not under a caption or heading over what it hides. {@link SideColumnLayout} asks it once
 * it has shared the column out.
 */
final class PartFoot {

    private PartFoot() {
    }

    /**
     * Returns the height {@code part} of the lesson's part, {@code lesson}, moved so that its foot
     * crosses no control: down to the foot of the controls it cuts where the readouts keep their
     * first rows and room for a notice ({@code most}), else up to their top, and above a caption or
     * heading left over them, where the lesson's title and first lines stay ({@code least}); else
     * unchanged: a control cut in half (as flying-jets' first row of presets would be at 1024×768)
     * looks broken rather than scrolled. A text may be cut: it is read by scrolling.
     */
    static int atWholeControl(JScrollPane lesson, int part, int most, int least) {
        return fitted(lesson, part, most, least, false, c -> c instanceof JLabel);
    }

    /**
     * Returns the height {@code part} of the readouts' part, {@code readouts}, made no taller and
     * ending under a whole row, not under a table's title left over rows it hides; the room left
     * stays blank under it, so that no row shows half its height (as flying-jets' "tight AABB fill"
     * would at the opening size) and no title stands alone at the foot (as stress's "On this machine" would).
     */
    static int atWholeRow(JScrollPane readouts, int part) {
        return fitted(readouts, part, part, 0, true, c -> c instanceof JComponent j && "h4".equals(j.getClientProperty("FlatLaf.styleClass")));
    }

    /**
     * Returns {@code part}, the height of {@code pane}, moved so that its foot crosses no control:
     * down to their foot if that is no more than {@code most}, else up to their top and above a
     * {@code caption} left over them, if that is no less than {@code least}; else unchanged. A text
     * counts as a control if {@code texts}, else it may be cut.
     */
    private static int fitted(JScrollPane pane, int part, int most, int least, boolean texts, Predicate<Component> caption) {
        Insets edge = pane.getInsets();
        JViewport port = pane.getViewport();
        Container view = (Container) port.getView();
        int top = port.getViewPosition().y - edge.top; // the view's y at the part's top edge
        int foot = top + part - edge.bottom; // and at its foot
        int[] cut = cutAt(view, view, foot, part / 3, texts);
        if (cut != null && part + cut[1] - foot <= most) {
            return part + cut[1] - foot;
        }
        int end = part;
        for (int i = 0; i < 4 && cut != null; i++) { // a control ending across the new foot moves it up again
            end = cut[0] - top + edge.bottom;
            cut = cutAt(view, view, top + end - edge.bottom, part / 3, texts);
        }
        if (cut != null) {
            return part;
        }
        // A caption left last right above the foot, with more below it, heads what the foot now
        // hides ("Presets" over no presets, a slider's name over no slider): it goes too.
        for (int i = 0; i < 3; i++) {
            int at = top + end - edge.bottom;
            Component last = lastAbove(view, view, at, null);
            int y = last == null ? 0 : SwingUtilities.convertPoint(last.getParent(), last.getX(), last.getY(), view).y;
            if (last == null || !caption.test(last) || at - y - last.getHeight() > last.getHeight() || !moreBelow(view, view, y + last.getHeight())) {
                break;
            }
            end = y - top + edge.bottom;
        }
        return end >= least ? end : part;
    }

    /** Returns whether a visible control, label or text in {@code c} starts at or below {@code y}. */
    private static boolean moreBelow(Container view, Container c, int y) {
        for (Component child : c.getComponents()) {
            if (child.isVisible() && (child instanceof JPanel panel ? moreBelow(view, panel, y)
                    : SwingUtilities.convertPoint(c, child.getX(), child.getY(), view).y >= y)) {
                return true;
            }
        }
        return false;
    }

    /** Returns the visible control, label or text in {@code c} whose foot is the lowest at or above {@code y}, or {@code last} if none is lower. */
    private static Component lastAbove(Container view, Container c, int y, Component last) {
        for (Component child : c.getComponents()) {
            if (!child.isVisible()) {
                continue;
            }
            if (child instanceof JPanel panel) {
                last = lastAbove(view, panel, y, last);
            } else {
                int foot = SwingUtilities.convertPoint(c, child.getX(), child.getY() + child.getHeight(), view).y;
                int best = last == null ? Integer.MIN_VALUE : SwingUtilities.convertPoint(last.getParent(), last.getX(), last.getY() + last.getHeight(), view).y;
                last = foot <= y && foot > best ? child : last;
            }
        }
        return last;
    }

    /**
     * Returns the least top and the greatest foot, in {@code view}'s coordinates, of the visible
     * controls in {@code c} no taller than {@code tallest} that line {@code y} crosses, or null if it
     * crosses none. A control is anything but a panel, which holds controls, and, unless {@code
     * texts}, a text.
     */
    private static int[] cutAt(Component view, Container c, int y, int tallest, boolean texts) {
        int[] cut = null;
        for (Component child : c.getComponents()) {
            if (!child.isVisible()) {
                continue;
            }
            int[] inner;
            if (child instanceof JPanel panel) {
                inner = cutAt(view, panel, y, tallest, texts);
            } else {
                int at = SwingUtilities.convertPoint(c, child.getX(), child.getY(), view).y;
                boolean crossed = (texts || !(child instanceof JTextComponent)) && child.getHeight() <= tallest && at < y && at + child.getHeight() > y;
                inner = crossed ? new int[] {at, at + child.getHeight()} : null;
            }
            if (inner != null) {
                cut = cut == null ? inner : new int[] {Math.min(cut[0], inner[0]), Math.max(cut[1], inner[1])};
            }
        }
        return cut;
    }
}
