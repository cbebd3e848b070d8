package org.spriteplayground.ui;

import java.awt.BorderLayout;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.UIManager;
import org.spriteplayground.playground.Playground;

/**
 * The column right of the canvas: the lesson's text, controls and readouts scroll; the overlay
 * switches stay in a footer below them, so they are in reach at any window height.
 */
final class SideColumn extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JScrollPane scroll;
    private final JPanel footer = new JPanel(new BorderLayout());

    SideColumn(Playground model, OverlayPanel overlays) {
        super(new BorderLayout());
        scroll = new JScrollPane(new SidePanel(model), ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        footer.add(overlays);
        add(scroll, BorderLayout.CENTER);
        add(footer, BorderLayout.SOUTH);
        updateBorders();
    }

    /** Draws the column's edges in the theme's border colour; call again after a theme switch. */
    void updateBorders() {
        java.awt.Color line = UIManager.getColor("Component.borderColor");
        setBorder(BorderFactory.createMatteBorder(0, 1, 0, 0, line));
        scroll.setBorder(BorderFactory.createEmptyBorder());
        int h = SidePanel.scaled(12);
        footer.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, line),
                BorderFactory.createEmptyBorder(SidePanel.scaled(6), h, SidePanel.scaled(8), h)));
    }
}
