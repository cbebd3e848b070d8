package org.spriteplayground.ui.side;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * One readout on a line of its own: its name on the left and its value on the right, or, where
 * the line is narrower than both side by side (a long point in a small window), the name over the
 * value. Only this line then takes two; the others keep theirs, and neither text is ever cut.
 */
final class ReadoutLine extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JComponent name;
    private final JComponent value;
    private int laidOutWidth = -1;

    /** A line of {@code name} and {@code value}. */
    ReadoutLine(JComponent name, JComponent value) {
        super(null);
        this.name = name;
        this.value = value;
        setLayout(new Lines());
        setOpaque(false);
        add(name);
        add(value);
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                if (getWidth() != laidOutWidth) {
                    laidOutWidth = getWidth();
                    revalidate(); // its height follows its width
                }
            }
        });
    }

    /** Returns whether the name stands over the value at the width the line has. */
    boolean stacked() {
        return getWidth() > 0 && getWidth() < sideBySide();
    }

    private int gap() {
        return UIScale.scale(8);
    }

    private int sideBySide() {
        return name.getPreferredSize().width + gap() + value.getPreferredSize().width;
    }

    /** Lays out the name and the value side by side or one over the other. */
    private final class Lines implements LayoutManager {

        @Override
        public void addLayoutComponent(String key, Component comp) {
            // Two children, known by the line.
        }

        @Override
        public void removeLayoutComponent(Component comp) {
            // As for adding.
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            Dimension n = name.getPreferredSize();
            Dimension v = value.getPreferredSize();
            return stacked() ? new Dimension(Math.max(n.width, v.width), n.height + v.height)
                    : new Dimension(sideBySide(), Math.max(n.height, v.height));
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return new Dimension(0, preferredLayoutSize(parent).height);
        }

        @Override
        public void layoutContainer(Container parent) {
            Dimension n = name.getPreferredSize();
            Dimension v = value.getPreferredSize();
            int width = getWidth();
            if (stacked()) {
                name.setBounds(0, 0, Math.min(n.width, width), n.height);
                value.setBounds(Math.max(0, width - v.width), n.height, Math.min(v.width, width), v.height);
            } else {
                int height = Math.max(n.height, v.height);
                name.setBounds(0, (height - n.height) / 2, width - v.width - gap(), n.height);
                value.setBounds(width - v.width, (height - v.height) / 2, v.width, v.height);
            }
        }
    }
}
