package org.spriteplayground.ui.experiment;

import java.awt.event.ActionEvent;
import java.text.DecimalFormatSymbols;
import javax.swing.AbstractAction;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import org.spriteplayground.i18n.Texts;

/**
 * Number spinners whose typed text the owner checks itself, as the Experiment dialog checks its
 * trials and seed with the command line's limits: the text shows plain numbers and is never
 * quietly swapped for the last good one.
 */
public final class NumberSpinners {

    private NumberSpinners() {
    }

    /**
     * Shows the spinner's number as the screen writes numbers in the language in force (100,000 in
     * English, 100.000 in German: what the owner's check reads back), keeps what is typed when the focus leaves (for a Run button, say) instead of
     * putting the last good number back, and runs {@code enter} on Enter in the field, so that a
     * bad number can be named, not lost.
     */
    public static void keepTyped(JSpinner spinner, Runnable enter) {
        JFormattedTextField field = field(spinner);
        ((JSpinner.NumberEditor) spinner.getEditor()).getFormat().setDecimalFormatSymbols(DecimalFormatSymbols.getInstance(Texts.numbers()));
        field.setValue(spinner.getValue());
        field.setFocusLostBehavior(JFormattedTextField.COMMIT);
        field.getActionMap().put(JTextField.notifyAction, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                enter.run();
            }
        });
    }

    /** Returns the spinner's text field. */
    public static JFormattedTextField field(JSpinner spinner) {
        return ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField();
    }
}
