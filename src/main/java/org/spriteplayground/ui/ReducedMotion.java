package org.spriteplayground.ui;

import java.util.List;
import javax.swing.Action;
import javax.swing.UIManager;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.sim.Motion;

/**
 * View &gt; Reduced motion, remembered: flashes on the canvas become static marks ({@link Motion})
 * and text carets stop blinking in fields opened from then on.
 */
final class ReducedMotion {

    /** The text components whose caret blinks, by their look-and-feel prefix. */
    private static final List<String> CARETS = List.of("TextField", "FormattedTextField", "PasswordField", "TextArea", "TextPane", "EditorPane");

    /** Whether reduced motion was switched on; false if nothing (or nonsense) was saved. */
    static final Settings.Key<Boolean> SETTING = Settings.flag("reducedMotion", false, "the reduced-motion switch", "motion as usual"); // not shown

    /** The View menu's switch. */
    final Action toggle;

    /** Takes the remembered setting from {@code settings} and applies it; the canvas of {@code model} redraws at each switch. */
    ReducedMotion(Settings settings, Playground model) {
        apply(settings.get(SETTING));
        toggle = Commands.toggle("menu.view.reducedMotion", null, Motion::reduced, on -> {
                    apply(on);
                    settings.set(SETTING, on);
                    model.edited(); // redrawn now, paused or not
                });
    }

    private static void apply(boolean on) {
        Motion.setReduced(on);
        for (String prefix : CARETS) {
            UIManager.put(prefix + ".caretBlinkRate", on ? 0 : null);
        }
    }
}
