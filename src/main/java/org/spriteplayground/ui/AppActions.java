package org.spriteplayground.ui;

import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.Action;
import javax.swing.KeyStroke;
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
    private final Action sprites;
    private final Action circles;
    private final Action boxes;
    private final Action centers;
    private final Action intersections;
    private final Action light;
    private final Action dark;
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
        sprites = Commands.toggle("Sprite images", key(KeyEvent.VK_S), "Draw the sprites themselves", overlays.sprites(), on -> frame.overlaysChanged());
        circles = Commands.toggle("Bounding circles", key(KeyEvent.VK_B), "Circle through the image corners: r = sqrt((w/2)² + (h/2)²), solid line", overlays.circles(), on -> frame.overlaysChanged());
        boxes = Commands.toggle("AABB of the rotated sprite", key(KeyEvent.VK_A), "Axis-aligned box around the turned image, recomputed every step, dashed line", overlays.boxes(), on -> frame.overlaysChanged());
        centers = Commands.toggle("Centre and heading", key(KeyEvent.VK_C), "Each sprite's centre (its pivot) and an arrow to its nose", overlays.centers(), on -> frame.overlaysChanged());
        intersections = Commands.toggle("Crossing points", key(KeyEvent.VK_I), "Where circle borders cross (seed 003), ringed dots", overlays.intersections(), on -> frame.overlaysChanged());
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
        keys = Commands.command("Keys", KeyStroke.getKeyStroke(KeyEvent.VK_SLASH, InputEvent.SHIFT_DOWN_MASK), "List every key", frame::showKeys);
        about = Commands.command("About Sprite Playground", null, "Version and credits", frame::showAbout);
        quit = Commands.command("Quit", KeyStroke.getKeyStroke(KeyEvent.VK_Q, menuMask()), "Close the window", frame::quit);
    }

    /** Returns the current overlay switches. */
    Overlays overlays() {
        return new Overlays(Commands.isOn(sprites), Commands.isOn(circles), Commands.isOn(boxes), Commands.isOn(centers), Commands.isOn(intersections));
    }

    /** Returns every action that has a key, in the order Help &gt; Keys lists them. */
    List<Action> withKeys() {
        return List.of(pause, step, reset, slower, faster, sprites, circles, boxes, centers, intersections, light, dark, keys, quit);
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

    Action sprites() {
        return sprites;
    }

    Action circles() {
        return circles;
    }

    Action boxes() {
        return boxes;
    }

    Action centers() {
        return centers;
    }

    Action intersections() {
        return intersections;
    }

    /** Returns the overlay switches in menu order. */
    List<Action> overlayToggles() {
        return List.of(sprites, circles, boxes, centers, intersections);
    }

    Action light() {
        return light;
    }

    Action dark() {
        return dark;
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
