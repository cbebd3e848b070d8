package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Esc on a control above or below the canvas gives the keys back to the canvas, as it does in the
 * side column: after Tab to the playback bar's Step button and Esc, the focus is off the button, so
 * → steps the simulation again.
 */
class EscapeHomeIT extends JourneyCase {

    @ParameterizedTest
    @ValueSource(strings = {"pauseButton", "stepButton", "resetButton", "speedSlider", "timelineSlider"})
    void escOnAPlaybackOrTimelineControlSendsTheKeysBackToTheCanvas(String name) {
        spaceTogglesPause();
        for (int i = 0; i < 3; i++) {
            you.press(KeyEvent.VK_ENTER); // steps to go back to: the timeline's slider takes the focus only then
        }
        Component control = you.find(name);
        for (int i = 0; i < 30 && focusOwner() != control; i++) {
            you.press(KeyEvent.VK_TAB);
        }
        assertThat(focusOwner()).as("Tab reaches %s", name).isSameAs(control);

        you.press(KeyEvent.VK_ESCAPE);
        assertThat(focusOwner()).as("Esc on %s gives the keys back to the canvas", name).isSameAs(you.find("canvas"));
        long steps = you.ask(() -> you.model.simulation().steps());
        you.press(KeyEvent.VK_RIGHT);
        waitUntil(() -> you.ask(() -> you.model.simulation().steps()) == steps + 1, 5_000);
        assertThat(you.ask(you.model::paused)).as("→ stepped, paused as before").isTrue();
    }

    private static Component focusOwner() {
        return you.ask(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }
}
