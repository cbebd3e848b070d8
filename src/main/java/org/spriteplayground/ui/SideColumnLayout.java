package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * Lays the side column out from the top: the lesson's text and controls, the readouts, the status
 * line while it has a notice, and the overlay switches at the foot. The readouts get their first
 * {@value #ROWS} rows (all of them if fewer) and room for a notice of up to three lines under them, as far as
 * the lesson's title and the first lines of its text stay in view above them, and whatever more
 * the lesson's part does not need (its content's height, not its scroll pane's); the lesson's part
 * takes the rest and scrolls. Walk 11: at the window's opening size German and French showed no
 * readout row at all; then giving the readouts half the column hid flying-jets' presets under its
 * text. A notice coming takes its lines from the readouts' foot, so that nothing else moves (walk
 * 11: the "Selected …" note re-wrapped the lesson's text and moved every control below by a line).
 */
final class SideColumnLayout implements LayoutManager {

    /** The readout rows kept in view at least. */
    static final int ROWS = 3;

    private final JScrollPane lesson;
    private final JScrollPane readouts;
    private final ReadoutPart part;
    private final Component footer;
    private final Component notice;
    /** The footer's height with a status line of the given height under it. */
    private final IntUnaryOperator footerHeight;
    /** The height of the lesson's title and first lines of text at the top of its part. */
    private final IntSupplier lessonHead;

    SideColumnLayout(JScrollPane lesson, JScrollPane readouts, Component footer, Component notice,
            IntUnaryOperator footerHeight, IntSupplier lessonHead) {
        this.lesson = lesson;
        this.readouts = readouts;
        this.part = (ReadoutPart) readouts.getViewport().getView();
        this.footer = footer;
        this.notice = notice;
        this.footerHeight = footerHeight;
        this.lessonHead = lessonHead;
    }

    @Override
    public void layoutContainer(Container parent) {
        place(parent);
        // Text and readout rows put in since the last layout have no width yet: the text asks for its
        // unwrapped height and the rows for none. Lay both parts out at the widths they now have and
        // place again (JourneyIT: after a lesson was opened, the readouts took the room of
        // flying-jets' presets).
        for (JScrollPane pane : List.of(lesson, readouts)) {
            pane.doLayout();
            Component view = pane.getViewport().getView();
            view.setSize(pane.getViewport().getWidth(), view.getHeight());
            layOutTree(view);
        }
        place(parent);
    }

    /** Returns the height the lesson's content asks for, with its part's insets. */
    private int lessonWanted() {
        Insets around = lesson.getInsets();
        return lesson.getViewport().getView().getPreferredSize().height + around.top + around.bottom;
    }

    /** Lays {@code c} and everything inside it out, top down, at the sizes they have. */
    private static void layOutTree(Component c) {
        if (c instanceof Container inner) {
            inner.doLayout();
            for (Component child : inner.getComponents()) {
                layOutTree(child);
            }
        }
    }

    /** Places the parts in {@code parent}. */
    private void place(Container parent) {
        int lessonWanted = lessonWanted();
        Insets in = parent.getInsets();
        int width = parent.getWidth() - in.left - in.right;
        int height = parent.getHeight() - in.top - in.bottom;
        int below = notice.isVisible() ? notice.getPreferredSize().height : 0;
        int switches = footer.isVisible() ? footerHeight.applyAsInt(below) : 0;
        int free = Math.max(0, height - (footer.isVisible() ? footerHeight.applyAsInt(0) : 0));
        int wanted = readouts.getPreferredSize().height;
        int rows = part.heightOfRows(ROWS);
        Insets edge = readouts.getInsets();
        int least = Math.min(wanted, rows > 0 ? rows + edge.top + edge.bottom : free / 2);
        int head = lessonHead.getAsInt();
        // Room for a notice of three lines (German at 1024 px takes three) under the first rows, so that a notice coming moves nothing.
        Insets ni = notice instanceof Container c ? c.getInsets() : new Insets(0, 0, 0, 0);
        int noticeRoom = 3 * notice.getFontMetrics(notice.getFont()).getHeight() + ni.top + ni.bottom;
        int floor = least + noticeRoom;
        int shown = Math.min(wanted, Math.min(Math.max(0, free - head), Math.max(floor, free - lessonWanted)));
        int room = Math.max(0, height - switches - below);
        int kept = free - shown;
        // No taller than what it holds: the readouts follow the lesson's controls, and the room left
        // lies under them, where a notice coming takes its lines (walk 12: a band of up to 560 px
        // over readouts pinned to the foot, and a notice pushing their Export button out of view).
        int lessonPart = Math.min(lessonWanted, Math.min(room, Math.min(kept, Math.max(Math.min(head, kept), room - Math.min(least, shown)))));
        lessonPart = atWholeControl(lessonPart, Math.min(room, free - Math.min(shown, floor)), Math.min(head, kept));
        int y = in.top;
        lesson.setBounds(in.left, y, width, lessonPart);
        readouts.setBounds(in.left, y + lessonPart, width, Math.max(0, room - lessonPart));
        notice.setBounds(in.left, y + room, width, below);
        footer.setBounds(in.left, y + height - switches, width, switches);
    }

    /**
     * Returns the lesson's part's height {@code part} moved so that its foot crosses no control: down
     * to the foot of the controls it cuts where the readouts keep their first rows and room for a
     * notice ({@code most}), else up to their top, and above a caption or heading left over them, where
     * the lesson's title and first lines stay ({@code least}); else unchanged. Walk 11: at 1024×768
     * flying-jets' first row of presets was cut in half there, which looks broken rather than
     * scrolled. A text may be cut: it is read by scrolling, line by line.
     */
    private int atWholeControl(int part, int most, int least) {
        Insets edge = lesson.getInsets();
        JViewport port = lesson.getViewport();
        Container view = (Container) port.getView();
        int top = port.getViewPosition().y - edge.top; // the view's y at the part's top edge
        int[] cut = cutAt(view, view, top + part - edge.bottom, part / 3);
        if (cut != null && part + cut[1] - (top + part - edge.bottom) <= most) {
            return part + cut[1] - (top + part - edge.bottom);
        }
        int end = part;
        for (int i = 0; i < 4 && cut != null; i++) { // a control ending across the new foot moves it up again
            end = cut[0] - top + edge.bottom;
            cut = cutAt(view, view, top + end - edge.bottom, part / 3);
        }
        if (cut != null) {
            return part;
        }
        // A label left last right above the foot, with more below it, is a caption or a heading of what
        // the foot now hides ("Presets" over no presets, a slider's name over no slider): it goes too.
        for (int i = 0; i < 3; i++) {
            int foot = top + end - edge.bottom;
            Component last = lastAbove(view, view, foot, null);
            int y = last == null ? 0 : SwingUtilities.convertPoint(last.getParent(), last.getX(), last.getY(), view).y;
            if (!(last instanceof JLabel) || foot - y - last.getHeight() > last.getHeight() || !moreBelow(view, view, y + last.getHeight())) {
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
     * crosses none. A control is anything but a panel, which holds controls, and a text.
     */
    private static int[] cutAt(Component view, Container c, int y, int tallest) {
        int[] cut = null;
        for (Component child : c.getComponents()) {
            if (!child.isVisible()) {
                continue;
            }
            int[] inner;
            if (child instanceof JPanel panel) {
                inner = cutAt(view, panel, y, tallest);
            } else {
                int at = SwingUtilities.convertPoint(c, child.getX(), child.getY(), view).y;
                boolean crossed = !(child instanceof JTextComponent) && child.getHeight() <= tallest && at < y && at + child.getHeight() > y;
                inner = crossed ? new int[] {at, at + child.getHeight()} : null;
            }
            if (inner != null) {
                cut = cut == null ? inner : new int[] {Math.min(cut[0], inner[0]), Math.max(cut[1], inner[1])};
            }
        }
        return cut;
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        Insets in = parent.getInsets();
        Dimension l = lesson.getPreferredSize();
        int f = footer.isVisible() ? footer.getPreferredSize().height : 0;
        int n = notice.isVisible() ? notice.getPreferredSize().height : 0;
        return new Dimension(l.width + in.left + in.right, l.height + f + n + in.top + in.bottom);
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return new Dimension(0, 0);
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {
        // the parts are given to the constructor
    }

    @Override
    public void removeLayoutComponent(Component comp) {
        // the parts are given to the constructor
    }
}
