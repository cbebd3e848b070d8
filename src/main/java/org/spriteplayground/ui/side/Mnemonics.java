package org.spriteplayground.ui.side;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.ui.MenuText;

/**
 * The Alt+letter keys of one lesson's side panel: a letter or digit of each label, a word's first
 * one where free, never one the menu bar or the readouts' export button uses. Sliders and choices
 * pick first (their labels are short), then presets, then switches and buttons, which go without
 * one if every character of their label is taken.
 */
public final class Mnemonics {

    /** The menu bar's menus, whose mnemonics (File's F, Edit's E, ... in English) no lesson's control takes. */
    private static final List<String> MENU_BAR = List.of("menubar.file", "menubar.edit", "menubar.lessons", "menubar.view", "menubar.sim", "menubar.tools", "menubar.help");

    /** The Alt key of the readouts' Export CSV… button, the same in every language and lesson. */
    public static final char EXPORT = 'X';

    private Mnemonics() {
    }

    /**
     * Returns the key of each preset and control of {@code lesson} that has one, by {@link #id}
     * (a lesson makes its presets and controls afresh at each call).
     */
    static Map<String, Character> of(Lesson lesson) {
        List<Object> order = new ArrayList<>();
        lesson.controls().stream().filter(c -> c instanceof Control.Slider || c instanceof Control.Choice<?>).forEach(order::add);
        order.addAll(PresetScenes.of(lesson));
        lesson.controls().stream().filter(c -> c instanceof Control.Toggle || c instanceof Control.Button).forEach(order::add);
        Set<Character> taken = new LinkedHashSet<>(reserved());
        Map<String, Character> keys = new HashMap<>();
        for (Object item : order) {
            for (char candidate : candidates(label(item))) {
                if (taken.add(candidate)) {
                    keys.put(id(item), candidate);
                    break;
                }
            }
        }
        return keys;
    }

    /** Returns the keys taken already in every lesson, in the language in force: the menu bar's mnemonics and Export CSV's X. */
    public static Set<Character> reserved() {
        Set<Character> keys = new LinkedHashSet<>();
        MENU_BAR.forEach(menu -> keys.add(MenuText.mnemonic(menu)));
        keys.add(EXPORT);
        return keys;
    }

    /** Returns what a preset or control shows as its label. */
    static String label(Object item) {
        return item instanceof Preset p ? p.name() : ((Control) item).label();
    }

    /** Returns the name of a preset's or control's widget: "preset:" or "control:" and its label. */
    static String id(Object item) {
        return (item instanceof Preset ? "preset:" : "control:") + label(item);
    }

    /** Returns the label's ASCII letters and digits, upper case: first each word's first one, then the rest in order. */
    static List<Character> candidates(String label) {
        Set<Character> all = new LinkedHashSet<>();
        for (String word : label.split("[^A-Za-z0-9]+")) {
            if (!word.isEmpty()) {
                all.add(Character.toUpperCase(word.charAt(0)));
            }
        }
        label.chars().filter(c -> c < 128 && Character.isLetterOrDigit(c)).forEach(c -> all.add(Character.toUpperCase((char) c)));
        return List.copyOf(all);
    }
}
