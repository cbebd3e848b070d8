package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
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
        setComparator(Comparator.<Component>comparingInt(c -> area(order, c)).thenComparing(ScreenOrder::path, Arrays::compare));
    }

    private static int area(List<Component> areas, Component c) {
        return IntStream.range(0, areas.size()).filter(i -> areas.get(i) == c
                || areas.get(i) instanceof Container area && SwingUtilities.isDescendingFrom(c, area)).findFirst().orElse(areas.size());
    }

    /** Returns where {@code c} sits in the window, to be compared as words are: its index in its parent, its parent's in its own, ... from the top. */
    private static int[] path(Component c) {
        List<Integer> path = new ArrayList<>();
        for (Component at = c; at.getParent() != null; at = at.getParent()) {
            path.add(0, List.of(at.getParent().getComponents()).indexOf(at));
        }
        return path.stream().mapToInt(Integer::intValue).toArray();
    }
}
