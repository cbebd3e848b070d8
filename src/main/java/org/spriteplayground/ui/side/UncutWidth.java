package org.spriteplayground.ui.side;

import java.awt.Component;
import java.awt.Container;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JSlider;

/**
 * The width the widest control that cannot wrap asks for: buttons, choices (with their arrow) and
 * sliders are cut, not wrapped, in a column narrower than that (a {@link WrapButton} counts at its
 * two lines, a {@link WrapCheckBox} at one word a line), so the side
 * column grows to it at large type (so that in German at ×2 stress's "10.000 Jets" and the arrow
 * of its "Dann testen mit" choice show whole).
 */
final class UncutWidth {

    private UncutWidth() {
    }

    /** Returns the preferred width of the widest visible button, check box, choice or slider in {@code root}, 0 if none. */
    static int widest(Container root) {
        int widest = 0;
        for (Component c : root.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            if (c instanceof WrapButton b) {
                widest = Math.max(widest, b.narrowestWidth());
            } else if (c instanceof WrapCheckBox b) {
                widest = Math.max(widest, b.narrowestWidth());
            } else if (c instanceof AbstractButton || c instanceof JComboBox<?>) {
                widest = Math.max(widest, c.getPreferredSize().width);
            } else if (c instanceof JSlider) {
                widest = Math.max(widest, c.getMinimumSize().width);
            } else if (c instanceof Container inner) {
                widest = Math.max(widest, widest(inner));
            }
        }
        return widest;
    }
}
