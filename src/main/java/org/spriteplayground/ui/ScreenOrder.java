package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.swing.LayoutFocusTraversalPolicy;
import javax.swing.SwingUtilities;

/**
 * The window's Tab order, as a person reads the screen: the canvas (whose own Tab first walks its
 * objects), then the playback bar left to right, then the timeline, then the side column top to
 * bottom. The areas come in the order given; inside an area the order is the order its widgets
 * were added in, which is their order on screen (Speed after Reset even where it sits higher).
 */
final class ScreenOrder extends LayoutFocusTraversalPolicy {

    /**
     * @param areas the window's areas in Tab order; a widget in none of them comes after them all
     */
    ScreenOrder(Component... areas) {
        List<Component> order = List.of(areas);
        setComparator(Comparator.<Component>comparingInt(c -> area(order, c)).thenComparing(ScreenOrder::path, ScreenOrder::compare));
    }

    private static int area(List<Component> areas, Component c) {
        for (int i = 0; i < areas.size(); i++) {
            if (areas.get(i) == c || areas.get(i) instanceof Container area && SwingUtilities.isDescendingFrom(c, area)) {
                return i;
            }
        }
        return areas.size();
    }

    /** Returns where {@code c} sits in the window: its index in its parent, its parent's in its own, ... from the top. */
    private static List<Integer> path(Component c) {
        List<Integer> path = new ArrayList<>();
        for (Component at = c; at.getParent() != null; at = at.getParent()) {
            path.add(0, indexIn(at.getParent(), at));
        }
        return path;
    }

    private static int indexIn(Container parent, Component child) {
        Component[] children = parent.getComponents();
        for (int i = 0; i < children.length; i++) {
            if (children[i] == child) {
                return i;
            }
        }
        return 0;
    }

    private static int compare(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int order = Integer.compare(a.get(i), b.get(i));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
