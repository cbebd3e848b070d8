package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;

import java.awt.Component;
import java.awt.Container;
import java.awt.FocusTraversalPolicy;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollBar;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.text.JTextComponent;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;

/**
 * Every lesson's window as a screen reader and a keyboard meet it: each control on show has an
 * accessible name and description, each enabled one is a stop of the window's Tab cycle or, kept
 * out of it on purpose (the playback bar, the timeline, scroll bars), says the keys that work it,
 * and each menu opens with Alt and its letter.
 */
@ExtendWith(AppWindows.class)
class AccessibilityIT {

    private MainFrame frame;

    static List<String> ids() {
        return Lessons.ALL.stream().map(Lessons.Entry::id).toList();
    }

    @ParameterizedTest(name = "--lesson {0}")
    @MethodSource("ids")
    void everyControlIsNamedAndReachedByTheKeyboard(String id) {
        frame = Gui.open("--lesson", id);
        List<String> problems = onEdt(() -> {
            List<String> found = new ArrayList<>();
            Set<Component> cycle = tabCycle(frame);
            List<Component> controls = new ArrayList<>();
            collectControls(frame.getContentPane(), controls);
            for (Component c : controls) {
                if (!c.isShowing()) {
                    continue;
                }
                if (blank(c.getAccessibleContext().getAccessibleName())) {
                    found.add("no accessible name: " + describe(c));
                }
                if (blank(c.getAccessibleContext().getAccessibleDescription())) {
                    found.add("no accessible description: " + describe(c));
                }
                if (!c.isEnabled()) {
                    continue;
                }
                if (!cycle.contains(c) && !(c instanceof JScrollBar && workedByKeys(c))) {
                    found.add((c.isFocusable() ? "not in the Tab cycle" : "takes no focus") + " and names no keys: " + describe(c));
                }
            }
            checkMenus(frame.getJMenuBar(), found);
            return found;
        });
        assertThat(problems).as("lesson %s", id).isEmpty();
        assertThat(onEdt(() -> tabCycle(frame))).as("the canvas is a Tab stop").anyMatch(c -> "canvas".equals(c.getName()));
    }

    /** Returns the components Tab visits, from the first round to the first again, by the window's own policy. */
    private static Set<Component> tabCycle(MainFrame frame) {
        FocusTraversalPolicy policy = frame.getFocusTraversalPolicy();
        Set<Component> cycle = new LinkedHashSet<>();
        Component c = policy.getFirstComponent(frame);
        while (c != null && cycle.add(c)) {
            c = policy.getComponentAfter(frame, c);
        }
        return cycle;
    }

    /** Collects every control below {@code root}, not looking inside one (a combo box's arrow is the box's). */
    private static void collectControls(Container root, List<Component> into) {
        for (Component c : root.getComponents()) {
            if (c instanceof JMenuBar) {
                continue; // checked with its menus
            }
            if (isControl(c)) {
                into.add(c);
            } else if (c instanceof Container inner) {
                collectControls(inner, into);
            }
        }
    }

    private static boolean isControl(Component c) {
        if (c instanceof JTextComponent text) {
            return text.isEditable();
        }
        AccessibleContext context = c.getAccessibleContext();
        return c instanceof AbstractButton || c instanceof JComboBox<?> || c instanceof JSlider || c instanceof JSpinner || c instanceof JScrollBar
                || c instanceof JTable || c instanceof JList<?>
                || context != null && context.getAccessibleRole() == AccessibleRole.CANVAS;
    }

    /** A control that takes no focus on purpose says which keys work it, or is a button whose action has a key. */
    private static boolean workedByKeys(Component c) {
        if (c instanceof JComponent j && !blank((String) j.getClientProperty(Accessible.KEYS))) {
            return true;
        }
        return c instanceof AbstractButton b && (b.getMnemonic() != 0 || b.getAction() != null && b.getAction().getValue(Action.ACCELERATOR_KEY) != null);
    }

    /** Each menu has its Alt letter and a name; each item in it, reached by the arrows once it is open, has a name. */
    private static void checkMenus(JMenuBar bar, List<String> found) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu menu = bar.getMenu(i);
            if (menu.getMnemonic() == 0) {
                found.add("menu without an Alt letter: " + menu.getText());
            }
            checkItems(menu, found);
        }
    }

    private static void checkItems(JMenu menu, List<String> found) {
        if (blank(menu.getAccessibleContext().getAccessibleName())) {
            found.add("menu without a name in " + menu.getText());
        }
        for (Component c : menu.getMenuComponents()) {
            if (c instanceof JMenu sub) {
                checkItems(sub, found);
            } else if (c instanceof JMenuItem item && blank(item.getAccessibleContext().getAccessibleName())) {
                found.add("menu item without a name in " + menu.getText());
            }
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static String describe(Component c) {
        String text = c instanceof AbstractButton b ? " '" + b.getText() + "'" : "";
        return c.getClass().getSimpleName() + text + " named " + c.getName();
    }
}
