package org.spriteplayground.ui;

import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javax.swing.Action;
import javax.swing.KeyStroke;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.History;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.ui.classroom.ClassResultsView;

/**
 * Every command of the main window, each with its key. Playback, overlay and chart commands change
 * the {@link Playground}; their switches mirror it. Menus, side panel and Help &gt; Keys share these
 * objects, so a key is written down in one place only.
 */
public final class AppActions {

    /** Action property: further keys that do the same (a {@code List<KeyStroke>}), bound by the window. */
    public static final String ALSO_KEYS = "SpritePlayground.alsoKeys";

    final Action pause;
    final Action step;
    final Action stepBack;
    final Action reset;
    final Action slower;
    final Action faster;
    private final Map<Overlay, Action> overlayToggles = new EnumMap<>(Overlay.class);
    final Action chart;
    final Action light;
    final Action dark;
    final Action highContrast;
    final Action openSprite;
    final Action exportCanvas;
    final Action exportChart;
    final Action exportTable;
    final Action worksheet;
    /** File &gt; Export quiz…: the worksheet's and Predict's questions as Moodle XML or GIFT. */
    final Action quiz;
    final Action classResults;
    final Action experiment;
    final Action keys;
    final Action teacher;
    final Action glossary;
    final Action about;
    final Action quit;
    final ViewActions view;
    /** Edit &gt; Undo and Redo: each names what it would undo or redo and is off when there is nothing. */
    final Action undo;
    final Action redo;
    private final Playground model;

    AppActions(Playground model, Remembered.Choice<Theme> themes, WindowCommands window, ViewActions view) {
        this.model = model;
        this.view = view;
        pause = Commands.toggle("menu.sim.pause", key(KeyEvent.VK_SPACE), model::paused, model::setPaused);
        step = Commands.command("menu.sim.step", key(KeyEvent.VK_ENTER), model::step);
        step.putValue(ALSO_KEYS, List.of(key(KeyEvent.VK_RIGHT)));
        stepBack = Commands.command("menu.sim.stepBack", KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, InputEvent.SHIFT_DOWN_MASK), model.rewind()::back);
        stepBack.putValue(ALSO_KEYS, List.of(key(KeyEvent.VK_LEFT)));
        reset = Commands.command("menu.sim.reset", key(KeyEvent.VK_R), model::reset);
        slower = Commands.command("menu.sim.slower", KeyStroke.getKeyStroke('-'), () -> model.nudgeSpeed(-1));
        faster = Commands.command("menu.sim.faster", KeyStroke.getKeyStroke('='), () -> model.nudgeSpeed(+1));
        faster.putValue(ALSO_KEYS, List.of(KeyStroke.getKeyStroke('+')));
        for (Overlay overlay : Overlay.values()) {
            overlayToggles.put(overlay, Commands.toggle(OverlayText.key(overlay), key(OverlayText.of(overlay).key()),
                    () -> model.overlay(overlay), on -> model.setOverlay(overlay, on)));
        }
        chart = Commands.toggle("menu.view.chart", KeyStroke.getKeyStroke(KeyEvent.VK_T, menuMask()), model::chartVisible, model::setChartVisible);
        light = Commands.toggle("menu.view.light", key(KeyEvent.VK_F1), () -> themes.current() == Theme.LIGHT, on -> themes.switchTo(Theme.LIGHT));
        dark = Commands.toggle("menu.view.dark", key(KeyEvent.VK_F2), () -> themes.current() == Theme.DARK, on -> themes.switchTo(Theme.DARK));
        highContrast = Commands.toggle("menu.view.highContrast", key(KeyEvent.VK_F3),
                () -> themes.current() == Theme.HIGH_CONTRAST, on -> themes.switchTo(Theme.HIGH_CONTRAST));
        openSprite = Commands.command("menu.file.openSprite", KeyStroke.getKeyStroke(KeyEvent.VK_O, menuMask()), window.thenBack(window.opener()::chooseAndOpen));
        exportCanvas = Commands.command("menu.file.exportCanvas", KeyStroke.getKeyStroke(KeyEvent.VK_S, menuMask()), window.thenBack(window.exports()::canvas));
        exportChart = Commands.command("menu.file.exportChart", null, window.thenBack(window.exports()::chart));
        exportTable = Commands.command("menu.file.exportTable", null, window.thenBack(window.exports()::table));
        worksheet = Commands.command("menu.file.worksheet", null, window::exportWorksheet);
        quiz = Commands.command("menu.file.quiz", KeyStroke.getKeyStroke(KeyEvent.VK_M, menuMask() | InputEvent.SHIFT_DOWN_MASK), window::exportQuiz);
        classResults = Commands.command("menu.file.classResults", KeyStroke.getKeyStroke(KeyEvent.VK_R, menuMask() | InputEvent.SHIFT_DOWN_MASK),
                () -> window.showClassResults(ClassResultsView.choose(window.frame())));
        experiment = Commands.command("menu.tools.experiment", KeyStroke.getKeyStroke(KeyEvent.VK_E, menuMask()), window::showExperiment);
        keys = Commands.command("menu.help.keys", KeyStroke.getKeyStroke('?'), window::showKeys);
        teacher = Commands.command("menu.help.teacher", null, window::showTeacher);
        glossary = Commands.command("menu.help.glossary", KeyStroke.getKeyStroke(KeyEvent.VK_G, menuMask()), () -> window.showGlossary(null));
        about = Commands.command("menu.help.about", null, window::showAbout);
        quit = Commands.command("menu.file.quit", KeyStroke.getKeyStroke(KeyEvent.VK_Q, menuMask()), window::quit);
        History history = model.history();
        undo = Commands.command("menu.edit.undo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, menuMask()), history::undo);
        redo = Commands.command("menu.edit.redo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, menuMask() | InputEvent.SHIFT_DOWN_MASK), history::redo);
        redo.putValue(ALSO_KEYS, List.of(KeyStroke.getKeyStroke(KeyEvent.VK_Y, menuMask())));
        Runnable named = () -> { // after what each would do; the one with nothing to do off
            undo.putValue(Action.NAME, history.canUndo() ? Texts.format("edit.undoNamed", history.undoLabel()) : MenuText.name("menu.edit.undo"));
            undo.setEnabled(history.canUndo());
            redo.putValue(Action.NAME, history.canRedo() ? Texts.format("edit.redoNamed", history.redoLabel()) : MenuText.name("menu.edit.redo"));
            redo.setEnabled(history.canRedo());
        };
        history.addListener(named);
        named.run();
        model.addListener(change -> syncSwitches());
        themes.addListener(this::syncSwitches);
    }

    /** Sets every switch's look from the model. */
    void syncSwitches() {
        List.of(pause, chart, light, dark, highContrast).forEach(Commands::sync);
        overlayToggles.values().forEach(Commands::sync);
        // A switch the lesson does not draw is greyed in the menu and deaf to its key.
        overlayToggles.forEach((overlay, toggle) -> toggle.setEnabled(model.lesson().overlaysUsed().contains(overlay)));
    }

    /** Returns every action that has a key, in the order Help &gt; Keys lists them. */
    List<Action> withKeys() {
        List<Action> all = new ArrayList<>(List.of(undo, redo, pause, step, stepBack, reset, slower, faster));
        all.addAll(overlayToggles.values());
        all.addAll(List.of(chart, light, dark, highContrast));
        all.addAll(view.withKeys());
        all.addAll(List.of(openSprite, exportCanvas, quiz, classResults, view.predict().exportMine, experiment, keys, glossary, quit));
        return all;
    }

    /** Returns the key that opens lesson number {@code index} (0-based): Ctrl+1, Ctrl+2, ... */
    public static KeyStroke lessonKey(int index) {
        return index < 9 ? KeyStroke.getKeyStroke(KeyEvent.VK_1 + index, menuMask()) : null;
    }

    /** Returns a key stroke as a person would write it: "Space", "Ctrl+Q", "?", "-". */
    public static String keyText(KeyStroke key) {
        if (key.getKeyCode() == KeyEvent.VK_UNDEFINED) {
            return String.valueOf(key.getKeyChar());
        }
        if (key.getKeyCode() == KeyEvent.VK_SLASH && (key.getModifiers() & InputEvent.SHIFT_DOWN_MASK) != 0) {
            return "?";
        }
        String modifiers = InputEvent.getModifiersExText(key.getModifiers());
        String name = switch (key.getKeyCode()) {
            case KeyEvent.VK_MINUS -> "-";
            case KeyEvent.VK_EQUALS -> "=";
            case KeyEvent.VK_RIGHT -> "→";
            case KeyEvent.VK_LEFT -> "←";
            default -> KeyEvent.getKeyText(key.getKeyCode());
        };
        return modifiers.isEmpty() ? name : modifiers + "+" + name;
    }

    /** Returns the action's key and its further keys as one text: "= or +". */
    public static String allKeysText(Action action) {
        KeyStroke key = (KeyStroke) action.getValue(Action.ACCELERATOR_KEY);
        String text = keyText(key);
        @SuppressWarnings("unchecked")
        List<KeyStroke> also = (List<KeyStroke>) action.getValue(ALSO_KEYS);
        for (KeyStroke k : also != null ? also : List.<KeyStroke>of()) {
            text = Texts.format("panel.keysOr", text, keyText(k));
        }
        return text;
    }

    private static KeyStroke key(int code) {
        return KeyStroke.getKeyStroke(code, 0);
    }

    /** Returns the menus' key modifier: Ctrl, Cmd on a Mac; Ctrl where there is no screen to ask (menus laid out off screen). */
    public static int menuMask() {
        return java.awt.GraphicsEnvironment.isHeadless() ? java.awt.event.InputEvent.CTRL_DOWN_MASK : Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
    }

    /** Returns the switch of one overlay. */
    public Action overlay(Overlay overlay) {
        return overlayToggles.get(overlay);
    }
}
