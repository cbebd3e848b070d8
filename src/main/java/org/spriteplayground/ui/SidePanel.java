package org.spriteplayground.ui;

import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.Scrollable;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.Lesson;

/**
 * The column beside the canvas: the lesson's title and text, its presets and controls, the
 * app's overlay and playback controls, and the live readouts.
 */
final class SidePanel extends JPanel implements Scrollable {

    private static final long serialVersionUID = 1L;

    /** The column's width in pixels: room for two preset buttons and a readout table. */
    private static final int WIDTH = 400;

    private final ControlPanel controls;
    private final ReadoutPanel readouts = new ReadoutPanel();
    private final transient Runnable edited;
    private LessonPanel lessonText;
    private LessonControlsPanel lessonControls;

    SidePanel(ControlPanel controls, Runnable edited) {
        super(new MigLayout(
                "wrap 1, fillx, insets 12 14 12 14, hidemode 3", // layout
                "[grow, fill]",                                  // columns: as wide as the scroll pane
                "[]12[]8[]12[]"));                              // rows: lesson, its controls, readouts, app controls
        this.controls = controls;
        this.edited = edited;
    }

    /** Shows a lesson: its text, presets and controls, and its readouts. */
    void showLesson(Lesson lesson) {
        removeAll();
        lessonText = new LessonPanel(lesson);
        lessonControls = new LessonControlsPanel(lesson, edited);
        // wmin 0: a part wider than the column is clipped by its own layout, never the column.
        add(lessonText, "wmin 0");
        add(lessonControls, "wmin 0");
        add(readouts, "wmin 0");
        add(controls, "wmin 0");
        controls.showOverlays(lesson.overlaysUsed());
        refresh(lesson);
        revalidate();
        repaint();
    }

    /** Brings readouts and lesson controls up to date with the lesson's state. */
    void refresh(Lesson lesson) {
        readouts.show(lesson.readouts());
        lessonControls.sync();
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        return new Dimension(WIDTH, d.height);
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        // The canvas decides the window's height; this column scrolls within it.
        return new Dimension(WIDTH, 400);
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return visible.height - 32;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true; // wrap to the column instead of scrolling sideways
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }

    /** Brings only the readouts up to date: the cheap refresh for every tick. */
    void refreshReadouts(Lesson lesson) {
        readouts.show(lesson.readouts());
    }
}
