package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.AWTException;
import java.awt.Component;
import java.awt.Frame;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * The Experiment dialog's trials and seed typed by hand with a real keyboard and mouse: a bad
 * number is named in the status line with the allowed range, keeps its text and the focus, and
 * nothing runs; clicking Run (which takes the focus from the field) must not swap it for the last
 * good number.
 */
class ExperimentInputIT {

    private static final String TRIALS_WRONG = "Trials must be a whole number from 1 to 100,000,000, was '%s'";
    private static final String SEED_WRONG = "Random seed must be a whole number (negative allowed), was '%s'";

    private final SpriteLibrary library = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite(), SpriteLoader.bundled("saucer").sprite()));
    private ExperimentDialog dialog;
    private Robot robot;

    @BeforeEach
    void open() throws AWTException {
        robot = new Robot();
        robot.setAutoDelay(15);
        dialog = onEdt(() -> {
            ExperimentDialog d = new ExperimentDialog((Frame) null, library, "jet");
            d.setVisible(true);
            return d;
        });
        waitUntil(() -> onEdt(dialog::isShowing), 10_000);
    }

    @AfterEach
    void close() {
        run(dialog::dispose);
    }

    @Test
    void badTrialsClickedOnRunAreNamedKeptAndFocusedAndNothingRuns() {
        for (String bad : List.of("0", "abc")) {
            typeInto("experimentTrials", bad);
            click(find(dialog, "experimentRun"));
            waitUntil(() -> onEdt(() -> status().equals(String.format(TRIALS_WRONG, bad))), 10_000);
            assertThat(onEdt(() -> text("experimentTrials"))).as("the typed text is kept").isEqualTo(bad);
            assertThat(onEdt(dialog::running)).isFalse();
            assertThat(onEdt(dialog::result)).isNull();
            waitUntil(() -> onEdt(() -> focused() == field("experimentTrials")), 10_000);
        }
    }

    @Test
    void aBadSeedIsNamedOnRunAndOnEnterThenTheCorrectedNumbersRun() {
        typeInto("experimentTrials", "2,000");
        typeInto("experimentSeed", "x");
        click(find(dialog, "experimentRun"));
        waitUntil(() -> onEdt(() -> status().equals(String.format(SEED_WRONG, "x"))), 10_000);
        assertThat(onEdt(() -> text("experimentSeed"))).isEqualTo("x");
        waitUntil(() -> onEdt(() -> focused() == field("experimentSeed")), 10_000);
        typeInto("experimentSeed", "y");
        key(KeyEvent.VK_ENTER);
        waitUntil(() -> onEdt(() -> status().equals(String.format(SEED_WRONG, "y"))), 10_000);
        assertThat(onEdt(dialog::running)).isFalse();
        typeInto("experimentSeed", "-5");
        click(find(dialog, "experimentRun"));
        waitUntil(() -> onEdt(() -> dialog.result() != null), 60_000);
        assertThat(onEdt(() -> dialog.result().trials())).isEqualTo(2_000);
        assertThat(onEdt(() -> dialog.result().seed())).isEqualTo(-5L);
    }

    /** Clicks into the spinner's field, waits for the focus, empties it and types {@code text} key by key. */
    private void typeInto(String spinner, String text) {
        JFormattedTextField field = onEdt(() -> field(spinner));
        click(field);
        try {
            waitUntil(() -> onEdt(() -> focused() == field), 3_000);
        } catch (AssertionError e) {
            // The click went where X had not yet put the dialog (after a long run of other windows): what is
            // tested is the typing, so the field is given the focus the click would have given it.
            run(() -> {
                dialog.toFront();
                field.requestFocus();
            });
            waitUntil(() -> onEdt(() -> focused() == field), 10_000);
        }
        run(() -> field.setText(""));
        for (char c : text.toCharArray()) {
            key(switch (c) {
                case ',' -> KeyEvent.VK_COMMA;
                case '-' -> KeyEvent.VK_MINUS;
                default -> KeyEvent.getExtendedKeyCodeForChar(c);
            });
        }
        try {
            waitUntil(() -> onEdt(() -> field.getText().equals(text)), 10_000);
        } catch (AssertionError e) {
            throw new AssertionError("typed '" + text + "', the field shows '" + onEdt(field::getText) + "'", e);
        }
    }

    private void key(int code) {
        org.spriteplayground.Gui.key(robot, code);
    }

    private void click(Component c) {
        org.spriteplayground.Gui.clickOn(robot, c);
    }

    private JFormattedTextField field(String spinner) {
        return ((JSpinner.DefaultEditor) ((JSpinner) find(dialog, spinner)).getEditor()).getTextField();
    }

    private String text(String spinner) {
        return field(spinner).getText();
    }

    private String status() {
        return ((javax.swing.text.JTextComponent) find(dialog, "experimentStatus")).getText();
    }

    private static Component focused() {
        return KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
    }
}
