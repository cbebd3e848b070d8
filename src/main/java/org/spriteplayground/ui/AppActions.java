package org.spriteplayground.ui;

import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import javax.swing.Action;
import javax.swing.KeyStroke;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/**
 * Every command of the main window, each with its key. The menus and the side panel share these
 * objects, and Help &gt; Keys lists them, so a key is written down in one place only.
 */
final class AppActions {

    /** Action property: a second key that does the same, bound by the window itself. */
    static final String ALSO_KEY = "SpritePlayground.alsoKey";

    private final Action pause;
    private final Action step;
    private final Action reset;
    private final Action slower;
    private final Action faster;
    private final Map<Overlay, Action> overlayToggles = new EnumMap<>(Overlay.class);
    private final Action light;
    private final Action dark;
    private final Action openSprite;
    private final Action exportCanvas;
    private final Action exportChart;
    private final Action exportTable;
    private final Action experiment;
    private final Action chart;
    private final Action keys;
    private final Action about;
    private final Action quit;

    AppActions(MainFrame frame, Overlays overlays, Theme theme) {
        pause = Commands.toggle("Pause", key(KeyEvent.VK_SPACE), "Stop or resume the simulation", false, frame::pauseChanged);
        step = Commands.command("Step", key(KeyEvent.VK_ENTER), "Advance exactly one step of 1/60 s", frame::stepOnce);
        step.putValue(ALSO_KEY, key(KeyEvent.VK_RIGHT));
        reset = Commands.command("Reset", key(KeyEvent.VK_R), "Put every sprite back at its start and clear the counters", frame::resetScene);
        slower = Commands.command("Slower", key(KeyEvent.VK_MINUS), "Halve the simulation speed", () -> frame.speedNudged(-1));
        faster = Commands.command("Faster", key(KeyEvent.VK_EQUALS), "Double the simulation speed", () -> frame.speedNudged(+1));
        for (Overlay overlay : Overlay.values()) {
            OverlayText text = OverlayText.of(overlay);
            overlayToggles.put(overlay, Commands.toggle(text.name(), key(text.key()), text.tooltip(), overlays.has(overlay), on -> frame.overlaysChanged()));
        }
        light = Commands.toggle("Light theme", key(KeyEvent.VK_F1), "FlatLaf light, remembered for next time", theme == Theme.LIGHT, on -> {
            if (on) {
                frame.themeChanged(Theme.LIGHT);
            }
        });
        dark = Commands.toggle("Dark theme", key(KeyEvent.VK_F2), "FlatLaf dark, remembered for next time", theme == Theme.DARK, on -> {
            if (on) {
                frame.themeChanged(Theme.DARK);
            }
        });
        openSprite = Commands.command("Open sprite…", KeyStroke.getKeyStroke(KeyEvent.VK_O, menuMask()), "Fly your own PNG, GIF, JPEG or BMP image (or drop it on the canvas)", frame::openSprite);
        exportCanvas = Commands.command("Export canvas as PNG…", KeyStroke.getKeyStroke(KeyEvent.VK_S, menuMask()), "Save what the canvas shows as an image", frame::exportCanvas);
        exportChart = Commands.command("Export chart as PNG…", null, "Save the tightness chart as an image", frame::exportChart);
        exportTable = Commands.command("Export tightness table as CSV…", null, "Every bound's area and fill at every degree, for the chart's sprite", frame::exportTable);
        experiment = Commands.command("Experiment…", KeyStroke.getKeyStroke(KeyEvent.VK_E, menuMask()), "Count each bound's false alarms over many random placements", frame::showExperiment);
        chart = Commands.toggle("Tightness chart", KeyStroke.getKeyStroke(KeyEvent.VK_T, menuMask()), "Area of every bound against the turn, with the current angle marked", true, frame::chartToggled);
        keys = Commands.command("Keys", KeyStroke.getKeyStroke(KeyEvent.VK_SLASH, InputEvent.SHIFT_DOWN_MASK), "List every key", frame::showKeys);
        about = Commands.command("About Sprite Playground", null, "Version and credits", frame::showAbout);
        quit = Commands.command("Quit", KeyStroke.getKeyStroke(KeyEvent.VK_Q, menuMask()), "Close the window", frame::quit);
    }

    /** Returns the current overlay switches. */
    Overlays overlays() {
        EnumSet<Overlay> on = EnumSet.noneOf(Overlay.class);
        overlayToggles.forEach((overlay, action) -> {
            if (Commands.isOn(action)) {
                on.add(overlay);
            }
        });
        return new Overlays(on);
    }

    /** Returns every action that has a key, in the order Help &gt; Keys lists them. */
    List<Action> withKeys() {
        List<Action> all = new ArrayList<>(List.of(pause, step, reset, slower, faster));
        all.addAll(overlayToggles.values());
        all.addAll(List.of(chart, light, dark, openSprite, exportCanvas, experiment, keys, quit));
        return all;
    }

    /** Returns the key that opens lesson number {@code index} (0-based): Ctrl+1, Ctrl+2, ... */
    static KeyStroke lessonKey(int index) {
        return index < 9 ? KeyStroke.getKeyStroke(KeyEvent.VK_1 + index, menuMask()) : null;
    }

    /** Returns a key stroke as a person would write it: "Space", "Ctrl+Q", "?". */
    static String keyText(KeyStroke key) {
        if (key.getKeyCode() == KeyEvent.VK_SLASH && (key.getModifiers() & InputEvent.SHIFT_DOWN_MASK) != 0) {
            return "?";
        }
        String modifiers = InputEvent.getModifiersExText(key.getModifiers());
        String name = switch (key.getKeyCode()) {
            case KeyEvent.VK_MINUS -> "-";
            case KeyEvent.VK_EQUALS -> "=";
            default -> KeyEvent.getKeyText(key.getKeyCode());
        };
        return modifiers.isEmpty() ? name : modifiers + "+" + name;
    }

    private static KeyStroke key(int code) {
        return KeyStroke.getKeyStroke(code, 0);
    }

    private static int menuMask() {
        return Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
    }

    Action pause() {
        return pause;
    }

    Action step() {
        return step;
    }

    Action reset() {
        return reset;
    }

    Action slower() {
        return slower;
    }

    Action faster() {
        return faster;
    }

    /** Returns the switch of one overlay. */
    Action overlay(Overlay overlay) {
        return overlayToggles.get(overlay);
    }

    Action light() {
        return light;
    }

    Action dark() {
        return dark;
    }

    Action openSprite() {
        return openSprite;
    }

    Action exportCanvas() {
        return exportCanvas;
    }

    Action exportChart() {
        return exportChart;
    }

    Action exportTable() {
        return exportTable;
    }

    Action experiment() {
        return experiment;
    }

    Action chart() {
        return chart;
    }

    Action keys() {
        return keys;
    }

    Action about() {
        return about;
    }

    Action quit() {
        return quit;
    }
}
