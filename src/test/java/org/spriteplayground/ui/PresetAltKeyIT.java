package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.AbstractButton;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;

/**
 * A preset worked from the keyboard in the real window. Its Alt+letter applies it and leaves the
 * keys on the canvas: Space after Alt+W pauses, rather than applying "Waiting jet at 45°" again as
 * it would if the focus stayed on the button. Reached with Tab, the button keeps the
 * focus and its Space applies it, as a keyboard user expects of a button, until Esc.
 */
class PresetAltKeyIT extends JourneyCase {

    @Test
    void spacePausesAfterAPresetsAltKey() {
        AbstractButton preset = lastPreset();
        String name = you.ask(preset::getName);
        int key = you.ask(preset::getMnemonic);
        assertThat(key).as("%s has an Alt key", name).isNotZero();
        assertThat(you.ask(you.model::paused)).as("the lesson runs").isFalse();

        you.press(key, InputEvent.ALT_DOWN_MASK);
        assertThat(you.ask(() -> you.model.history().undoLabel())).as("Alt+%s applies it", (char) key).isEqualTo("preset " + you.ask(preset::getText));
        Gui.waitUntil(() -> you.ask(() -> you.model.simulation().steps()) > 20, 10_000);
        long before = you.ask(() -> you.model.simulation().steps());

        spaceTogglesPause();
        assertThat(you.ask(() -> you.model.simulation().steps())).as("Space paused, it did not apply the preset again").isGreaterThanOrEqualTo(before);
        assertThat(focusOwner()).as("the keys' home after Alt+%s", (char) key).isSameAs(you.find("canvas"));
    }

    @Test
    void aPresetReachedWithTabIsAppliedBySpaceAndKeepsTheFocus() {
        AbstractButton preset = lastPreset();
        for (int i = 0; i < 60 && focusOwner() != preset; i++) {
            you.press(KeyEvent.VK_TAB);
        }
        assertThat(focusOwner()).as("Tab reaches %s", you.ask(preset::getName)).isSameAs(preset);
        boolean paused = you.ask(you.model::paused);

        you.press(KeyEvent.VK_SPACE);
        assertThat(you.ask(() -> you.model.history().undoLabel())).as("Space on the focused button applies it").isEqualTo("preset " + you.ask(preset::getText));
        assertThat(you.ask(you.model::paused)).as("Space went to the button, not to Pause").isEqualTo(paused);
        assertThat(focusOwner()).as("the button keeps the focus for the next Tab").isSameAs(preset);
        you.press(KeyEvent.VK_ESCAPE);
        assertThat(focusOwner()).as("Esc in the side panel gives the keys back to the canvas").isSameAs(you.find("canvas"));
    }

    /** The side panel's last preset: in flying-jets, "Waiting jet at 45°", Alt+W. */
    private static AbstractButton lastPreset() {
        Predicate<Component> isPreset = c -> c instanceof AbstractButton && c.getName() != null && c.getName().startsWith("preset:");
        List<Component> presets = you.ask(() -> Gui.all(you.frame, isPreset));
        assertThat(presets).as("flying-jets' presets").isNotEmpty();
        return (AbstractButton) presets.get(presets.size() - 1);
    }

    private static Component focusOwner() {
        return you.ask(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }
}
