package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Lays out the visible children left to right at their preferred sizes, each row's centred on its
 * middle, and starts a new row where the next child would pass the right edge: large type on a
 * small screen gets more rows, nothing cut off. Its preferred height is worked out for the width
 * the container has (its preferred width, one row, while it has none), so a container whose width
 * changes must be laid out again: {@link #install} sees to that.
 */
public final class FlowRows implements LayoutManager {

    private final int gap;

    /** Keeps {@code gap} pixels between children and between rows. */
    FlowRows(int gap) {
        this.gap = gap;
    }

    /** Lays {@code row} out with a new {@code FlowRows} and has it laid out again whenever its width changes. */
    public static void install(Container row, int gap) {
        row.setLayout(new FlowRows(gap));
        row.addComponentListener(new ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(ComponentEvent e) {
                if (row.getWidth() != width) {
                    width = row.getWidth();
                    row.revalidate(); // the rows' height follows the width
                }
            }
        });
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {
        // The children are laid out in the order they were added: nothing to remember.
    }

    @Override
    public void removeLayoutComponent(Component comp) {
        // As for adding.
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        Insets in = target.getInsets();
        int room = target.getWidth() > 0 ? target.getWidth() - in.left - in.right : Integer.MAX_VALUE;
        List<List<Component>> rows = rows(target, room);
        int width = 0;
        int height = 0;
        for (List<Component> row : rows) {
            width = Math.max(width, rowWidth(row));
            height += rowHeight(row);
        }
        height += gap * Math.max(0, rows.size() - 1);
        return new Dimension(width + in.left + in.right, height + in.top + in.bottom);
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        Insets in = target.getInsets();
        int widest = 0;
        for (Component c : visible(target)) {
            widest = Math.max(widest, c.getPreferredSize().width);
        }
        return new Dimension(widest + in.left + in.right, preferredLayoutSize(target).height);
    }

    @Override
    public void layoutContainer(Container target) {
        Insets in = target.getInsets();
        int y = in.top;
        for (List<Component> row : rows(target, target.getWidth() - in.left - in.right)) {
            int height = rowHeight(row);
            int x = in.left;
            for (Component c : row) {
                Dimension d = c.getPreferredSize();
                c.setBounds(x, y + (height - d.height) / 2, d.width, d.height);
                x += d.width + gap;
            }
            y += height + gap;
        }
    }

    /** Returns the visible children in rows no wider than {@code room} (a child wider than that alone on its row). */
    private List<List<Component>> rows(Container target, int room) {
        List<List<Component>> rows = new ArrayList<>();
        List<Component> row = new ArrayList<>();
        int used = 0;
        for (Component c : visible(target)) {
            int width = c.getPreferredSize().width;
            if (!row.isEmpty() && used + gap + width > room) {
                rows.add(row);
                row = new ArrayList<>();
            }
            used = row.isEmpty() ? width : used + gap + width;
            row.add(c);
        }
        if (!row.isEmpty()) {
            rows.add(row);
        }
        return rows;
    }

    /** Returns how wide {@code target} is with all its visible children in one row, insets included. */
    int oneRowWidth(Container target) {
        Insets in = target.getInsets();
        return rowWidth(visible(target)) + in.left + in.right;
    }

    private static List<Component> visible(Container target) {
        List<Component> shown = new ArrayList<>();
        for (Component c : target.getComponents()) {
            if (c.isVisible()) {
                shown.add(c);
            }
        }
        return shown;
    }

    private int rowWidth(List<Component> row) {
        int width = gap * (row.size() - 1);
        for (Component c : row) {
            width += c.getPreferredSize().width;
        }
        return width;
    }

    private static int rowHeight(List<Component> row) {
        int height = 0;
        for (Component c : row) {
            height = Math.max(height, c.getPreferredSize().height);
        }
        return height;
    }
}
