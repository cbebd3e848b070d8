package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import org.junit.jupiter.api.Test;

/** A spinner whose owner checks the typed text: Enter hands bad text to the owner's check instead of beeping it away. */
class NumberSpinnersTest {

    @Test
    void enterOnBadTextRunsTheOwnersCheckAndTheTextStays() {
        JSpinner spinner = new JSpinner(new SpinnerNumberModel(100_000, 1, 100_000_000, 10_000));
        AtomicInteger checks = new AtomicInteger();
        NumberSpinners.keepTyped(spinner, checks::incrementAndGet);
        JFormattedTextField field = NumberSpinners.field(spinner);
        assertThat(field.getText()).isEqualTo("100,000");
        field.setText("0");
        Object enter = field.getInputMap(JComponent.WHEN_FOCUSED).get(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0));
        field.getActionMap().get(enter).actionPerformed(new ActionEvent(field, ActionEvent.ACTION_PERFORMED, "enter"));
        assertThat(checks).hasValue(1);
        assertThat(field.getText()).isEqualTo("0");
        assertThat(field.getFocusLostBehavior()).as("leaving the field keeps bad text for the check").isEqualTo(JFormattedTextField.COMMIT);
    }
}
