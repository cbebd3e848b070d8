package org.spriteplayground.ui.canvas;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Color;
import java.awt.LayoutManager;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.UIManager;

/**
 * A panel that stands out from the window under it, for a small dialog opened over the canvas and
 * the side column (the exact values): a background of its own and a line round its edge, both from
 * the theme ({@code SpritePlayground.popup.background} and {@code .border}), so its edge reads
 * where it covers the lesson's text, and follows a switch of theme.
 */
final class RaisedPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    RaisedPanel(LayoutManager layout) {
        super(layout);
    }

    @Override
    public void updateUI() {
        super.updateUI();
        Color background = UIManager.getColor("SpritePlayground.popup.background");
        Color edge = UIManager.getColor("SpritePlayground.popup.border");
        if (background != null) {
            setBackground(background);
        }
        if (edge != null) {
            setBorder(BorderFactory.createMatteBorder(UIScale.scale(2), UIScale.scale(2), UIScale.scale(2), UIScale.scale(2), edge));
        }
    }
}
