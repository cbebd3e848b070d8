package org.spriteplayground.ui.side;

import javax.swing.JComboBox;
import javax.swing.JLabel;
import net.miginfocom.swing.MigLayout;

/**
 * A lesson's choice in the controls' two-column grid, with its label: the label in the first
 * column and the box in the second where each fits half the width; else the label beside the box
 * at its own width; else the label above the box. The box always shows its longest item whole
 * (German "gedrehtes Rechteck (OBB)" was once "gedrehtes Rechte…" in half of a narrow column).
 */
final class ChoiceRow {

    /** Where the label goes. */
    enum Fit {
        /** In the first column, the box in the second. */
        GRID,
        /** At its own width, the box taking the rest of the row. */
        BESIDE,
        /** Above the box, which takes the whole row. */
        ABOVE
    }

    private final JLabel label;
    private final JComboBox<?> box;
    private Fit fit = Fit.GRID;

    ChoiceRow(JLabel label, JComboBox<?> box) {
        this.label = label;
        this.box = box;
    }

    /** Returns the label's constraints for {@code fit}. */
    String label(Fit fit) {
        return switch (fit) {
            case GRID -> "wmin 0";
            case BESIDE -> "span 2, split 2, growx 0";
            case ABOVE -> "span 2, wmin 0";
        };
    }

    /** Returns the box's constraints for {@code fit}. */
    String box(Fit fit) {
        return switch (fit) {
            case GRID -> "wmin 0";
            case BESIDE -> "growx, wmin 0";
            case ABOVE -> "span 2, wmin 0";
        };
    }

    /**
     * Sets the label's and the box's constraints in {@code layout} for a grid {@code width} pixels
     * wide with {@code gap} between its columns; returns whether they changed.
     */
    boolean arrange(MigLayout layout, int width, int gap) {
        int labelWidth = label.getPreferredSize().width;
        int boxWidth = box.getPreferredSize().width;
        int half = (width - gap) / 2;
        Fit wanted = width <= 0 || labelWidth <= half && boxWidth <= half ? Fit.GRID
                : labelWidth + gap + boxWidth <= width ? Fit.BESIDE : Fit.ABOVE;
        if (wanted == fit) {
            return false;
        }
        fit = wanted;
        layout.setComponentConstraints(label, label(fit));
        layout.setComponentConstraints(box, box(fit));
        return true;
    }
}
