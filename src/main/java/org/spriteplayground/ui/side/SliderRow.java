package org.spriteplayground.ui.side;

import javax.swing.JLabel;
import net.miginfocom.swing.MigLayout;

/**
 * A lesson's slider heading in the controls' grid: its name and its value on one row where both
 * fit, else the value on a row of its own below the name, so neither pushes the row past the
 * column (at ×2, German's "Ballgeschwindigkeit" beside "55 px/Schritt" would cut the slider and
 * the presets above it).
 */
final class SliderRow {

    private final JLabel name;
    private final JLabel value;
    private boolean apart;

    SliderRow(JLabel name, JLabel value) {
        this.name = name;
        this.value = value;
    }

    /** Returns the name's constraints for the arrangement now. */
    String name() {
        return apart ? "span 2, wmin 0" : "span 2, split 2";
    }

    /** Returns the value's constraints for the arrangement now. */
    String value() {
        return apart ? "span 2, right" : "right";
    }

    /**
     * Sets the name's and value's constraints in {@code layout} for a row {@code width} pixels wide
     * with {@code gap} between them; returns whether they changed.
     */
    boolean arrange(MigLayout layout, int width, int gap) {
        boolean wanted = width > 0 && name.getPreferredSize().width + gap + value.getPreferredSize().width > width;
        if (wanted == apart) {
            return false;
        }
        apart = wanted;
        layout.setComponentConstraints(name, name());
        layout.setComponentConstraints(value, value());
        return true;
    }
}
