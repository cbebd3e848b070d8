package org.spriteplayground.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/** The Lessons menu: one radio item per catalogue entry, Ctrl+1, Ctrl+2, ... in menu order; it follows the playground. */
final class LessonMenu {

    private final JMenu menu = MenuText.menu("menubar.lessons");
    private final Map<String, JRadioButtonMenuItem> items = new LinkedHashMap<>();

    LessonMenu(Playground model) {
        ButtonGroup group = new ButtonGroup();
        for (int i = 0; i < Lessons.ALL.size(); i++) {
            Lessons.Entry entry = Lessons.ALL.get(i);
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(entry.title());
            KeyStroke key = AppActions.lessonKey(i);
            if (key != null) {
                item.setAccelerator(key);
            }
            item.setName("lesson:" + entry.id());
            item.addActionListener(e -> model.open(entry));
            group.add(item);
            items.put(entry.id(), item);
            menu.add(item);
        }
        model.addListener(change -> {
            if (change == Change.LESSON) {
                select(model.entry().id());
            }
        });
        select(model.entry().id());
    }

    /** Returns the menu. */
    JMenu menu() {
        return menu;
    }

    private void select(String id) {
        JRadioButtonMenuItem item = items.get(id);
        if (item != null) {
            item.setSelected(true);
        }
    }
}
