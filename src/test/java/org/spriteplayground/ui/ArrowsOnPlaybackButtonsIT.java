package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * With the focus on a playback-bar button (Shift+Tab to Pause), ← and → step as Shift+Enter does:
 * the README says the keys act the same whatever has focus.
 */
class ArrowsOnPlaybackButtonsIT extends JourneyCase {

    @ParameterizedTest
    @ValueSource(strings = {"pauseButton", "stepButton", "resetButton"})
    void arrowsStepForwardAndBackWithTheFocusOnAPlaybackButton(String name) {
        spaceTogglesPause();
        for (int i = 0; i < 3; i++) {
            you.press(KeyEvent.VK_ENTER);
        }
        Component control = you.find(name);
        for (int i = 0; i < 30 && focusOwner() != control; i++) {
            you.press(KeyEvent.VK_TAB);
        }
        assertThat(focusOwner()).as("Tab reaches %s", name).isSameAs(control);
        long steps = you.ask(() -> you.model.simulation().steps());

        you.press(KeyEvent.VK_LEFT);
        waitUntil(() -> you.ask(() -> you.model.simulation().steps()) == steps - 1, 5_000);
        you.press(KeyEvent.VK_RIGHT);
        waitUntil(() -> you.ask(() -> you.model.simulation().steps()) == steps, 5_000);
        you.press(KeyEvent.VK_RIGHT);
        waitUntil(() -> you.ask(() -> you.model.simulation().steps()) == steps + 1, 5_000);
        assertThat(you.ask(you.model::paused)).as("← and → stepped, paused as before").isTrue();
    }

    private static Component focusOwner() {
        return you.ask(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }
}
