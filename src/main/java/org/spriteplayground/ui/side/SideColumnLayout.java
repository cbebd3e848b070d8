package org.spriteplayground.ui.side;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import javax.swing.JScrollPane;

/**
 * Lays the side column out from the top: the lesson's text and controls, the readouts, the status
 * line while it has a notice, and the overlay switches at the foot. The readouts get their first
 * {@value #ROWS} rows (all of them if fewer) and room for a notice of up to three lines under them, as far as
 * the lesson's title and the first lines of its text stay in view above them, and whatever more
 * the lesson's part does not need (its content's height, not its scroll pane's); the lesson's part
 * takes the rest and scrolls. So German and French, whose texts run longest, still show readout rows
 * at the window's opening size, and flying-jets' presets stay in view above them, which a fixed half
 * of the column for the readouts would hide. A notice coming takes its lines from the readouts' foot,
 * so that nothing else moves: the lesson's text does not re-wrap and no control below it shifts.
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
        // lies under them, where a notice coming takes its lines: no empty band opens above the
        // readouts, and a notice never pushes their Export button out of view.
        int lessonPart = Math.min(lessonWanted, Math.min(room, Math.min(kept, Math.max(Math.min(head, kept), room - Math.min(least, shown)))));
        lessonPart = PartFoot.atWholeControl(lesson, lessonPart, Math.min(room, free - Math.min(shown, floor)), Math.min(head, kept));
        int y = in.top;
        lesson.setBounds(in.left, y, width, lessonPart);
        readouts.setBounds(in.left, y + lessonPart, width, PartFoot.atWholeRow(readouts, Math.max(0, room - lessonPart)));
        notice.setBounds(in.left, y + room, width, below);
        footer.setBounds(in.left, y + height - switches, width, switches);
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
