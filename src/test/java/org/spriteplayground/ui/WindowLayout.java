package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JRootPane;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.spriteplayground.Gui;
import org.spriteplayground.ui.chart.CanvasAndChart;

/**
 * What a person must be able to see and reach in the main window, whatever its size, scale and
 * language: no text cut short, no control lying over another, the canvas (with its timeline, its
 * least share of the window's height) and the lesson's first {@value #ROWS} readout rows in view
 * together, and every control inside the window or inside a scroll pane's view. {@link #faults}
 * lists what breaks these in a laid-out window. The tightness chart's own parts are left to the
 * chart's tests: it gives its crossover note no height where its plot needs the room.
 */
final class WindowLayout {

    /** The readout rows that must show beside the canvas without scrolling. */
    static final int ROWS = 3;

    /** The least width and height of the canvas in view, in pixels: room to watch the sprites. */
    static final int CANVAS_LEAST = 200;

    private WindowLayout() {
    }

    /**
     * Returns a line for each fault in {@code root}'s window as it is laid out now, whose lesson
     * has {@code readoutRows} rows of readouts. Call on the event thread.
     */
    static List<String> faults(JRootPane root, int readoutRows) {
        List<String> faults = new ArrayList<>(Clipping.clipped(root));
        List<Component> controls = Gui.all(root, c -> c.isShowing() && control(c) && !folded(c)
                && SwingUtilities.getAncestorOfClass(org.spriteplayground.ui.chart.TightnessChartPanel.class, c) == null);
        for (Component c : controls) {
            squeezedText(c, faults);
            unreachable(root, c, faults);
        }
        overlapping(controls, faults);
        readoutsBesideCanvas(root, Math.min(ROWS, readoutRows), faults);
        return faults;
    }

    /** Returns whether {@code c} is something a person reads or works, not a part of another control. */
    private static boolean control(Component c) {
        boolean kind = c instanceof JLabel || c instanceof AbstractButton || c instanceof JComboBox<?> || c instanceof JSlider
                || c instanceof JSpinner || c instanceof JTextComponent || "canvas".equals(c.getName());
        boolean blank = c instanceof JLabel l && (l.getText() == null || l.getText().isBlank()) && l.getIcon() == null; // a spacer
        return kind && !blank && SwingUtilities.getAncestorOfClass(JComboBox.class, c) == null && SwingUtilities.getAncestorOfClass(JSpinner.class, c) == null
                && SwingUtilities.getAncestorOfClass(javax.swing.JScrollBar.class, c) == null;
    }

    /**
     * Returns whether {@code c} lies in the side of a split pane that its divider folds away (the
     * chart under the canvas in a small window): the divider brings it back.
     */
    private static boolean folded(Component c) {
        for (Component at = c; at.getParent() != null; at = at.getParent()) {
            if (at.getParent() instanceof javax.swing.JSplitPane split) {
                boolean across = split.getOrientation() == javax.swing.JSplitPane.HORIZONTAL_SPLIT;
                if ((across ? at.getWidth() * 10 < split.getWidth() : at.getHeight() * 10 < split.getHeight())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A wrapped text lower than its lines. */
    private static void squeezedText(Component c, List<String> faults) {
        if (c instanceof JTextComponent text && !text.getText().isBlank() && text.getHeight() < text.getPreferredSize().height) {
            faults.add(describe(c) + ": " + text.getHeight() + " px high, its lines need " + text.getPreferredSize().height);
        }
    }

    /**
     * A control with no size, or cut by a container between it and the window or its scroll
     * pane's view: no scrolling brings it whole into view.
     */
    private static void unreachable(JRootPane root, Component c, List<String> faults) {
        if (c.getWidth() <= 0 || c.getHeight() <= 0) {
            faults.add(describe(c) + ": squeezed to " + c.getWidth() + "×" + c.getHeight());
            return;
        }
        Rectangle r = new Rectangle(0, 0, c.getWidth(), c.getHeight());
        Component at = c;
        while (at != root && !(at.getParent() instanceof JViewport)) {
            r.translate(at.getX(), at.getY());
            Container parent = at.getParent();
            r = r.intersection(new Rectangle(0, 0, parent.getWidth(), parent.getHeight()));
            at = parent;
        }
        if (at.getParent() instanceof JViewport port && c.getWidth() > port.getWidth() && !"canvas".equals(c.getName())) {
            faults.add(describe(c) + ": " + c.getWidth() + " px wide in a view " + port.getWidth() + " px wide");
        }
        if (r.width < c.getWidth() || r.height < c.getHeight()) {
            faults.add(describe(c) + ": only " + r.width + "×" + r.height + " of " + c.getWidth() + "×" + c.getHeight() + " can be brought into view");
        }
    }

    /** Two controls whose parts in view lie over each other. */
    private static void overlapping(List<Component> controls, List<String> faults) {
        List<Rectangle> shown = controls.stream().map(WindowLayout::onScreen).toList();
        for (int i = 0; i < controls.size(); i++) {
            for (int j = i + 1; j < controls.size(); j++) {
                Rectangle both = shown.get(i).intersection(shown.get(j));
                if (!both.isEmpty() && !SwingUtilities.isDescendingFrom(controls.get(j), controls.get(i))) {
                    faults.add(describe(controls.get(i)) + " and " + describe(controls.get(j)) + " overlap at " + both);
                }
            }
        }
    }

    /**
     * The canvas in view with its timeline, at least {@link CanvasAndChart#LEAST_SHARE} of the
     * window's height under the menus, and the first rows of readout numbers whole in view, at once.
     */
    private static void readoutsBesideCanvas(JRootPane root, int wanted, List<String> faults) {
        Component canvas = Gui.find(root, "canvas");
        Rectangle seen = onScreen(canvas);
        if (seen.width < CANVAS_LEAST || seen.height < CANVAS_LEAST) {
            faults.add("the canvas shows only " + seen.width + "×" + seen.height);
        }
        int side = seen.height + onScreen(Gui.find(root, "timelineBar")).height;
        int least = (int) Math.ceil(CanvasAndChart.LEAST_SHARE * root.getContentPane().getHeight());
        if (side < least) {
            faults.add("the canvas and its timeline show only " + side + " px of the " + least + " px they keep");
        }
        List<Component> values = Gui.all(root, c -> c.isShowing() && c.getName() != null && c.getName().startsWith("readout:"));
        values.sort(Comparator.comparingInt(c -> c.getLocationOnScreen().y));
        List<Integer> rows = new ArrayList<>();
        for (Component value : values) {
            int y = value.getLocationOnScreen().y;
            if (!rows.contains(y)) {
                rows.add(y);
            }
            if (rows.indexOf(y) < ROWS) {
                Rectangle whole = new Rectangle(value.getLocationOnScreen(), value.getSize());
                if (value.getHeight() <= 0 || !onScreen(value).equals(whole)) {
                    faults.add(describe(value) + " (readout row " + (rows.indexOf(y) + 1) + ") is not whole in view: " + onScreen(value) + " of " + whole);
                }
            }
        }
        if (rows.size() < wanted) {
            faults.add("only " + rows.size() + " of the first " + wanted + " readout rows show");
        }
    }

    /** Returns the part of {@code c} in view, on screen; empty if none. */
    private static Rectangle onScreen(Component c) {
        if (!(c instanceof JComponent j) || !c.isShowing()) {
            return new Rectangle();
        }
        Rectangle r = j.getVisibleRect();
        if (r.isEmpty()) {
            return new Rectangle();
        }
        java.awt.Point p = c.getLocationOnScreen();
        r.translate(p.x, p.y);
        return r;
    }

    private static String describe(Component c) {
        String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
        String name = c.getName() != null ? c.getName() : c.getClass().getSimpleName();
        return name + (text != null && !text.isBlank() && !name.contains(text) ? " '" + text + "'" : "");
    }
}
