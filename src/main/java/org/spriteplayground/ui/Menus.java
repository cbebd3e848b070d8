package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.event.ItemEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import org.spriteplayground.i18n.Language;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.settings.RecentScenes;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.sim.Overlay;

/**
 * The menu bar, built from the app's actions: each item shows its key; names and mnemonics come
 * from the bundles. The Lessons menu, File &gt; Recent scenes and View &gt; Language are made here too.
 */
final class Menus {

    private Menus() {
    }

    static JMenuBar build(AppActions actions, JMenu lessons, SceneCommands scenes) {
        JMenu file = add(MenuText.menu("menubar.file"), actions.openSprite, null);
        scenes.actions().forEach(a -> file.add(new JMenuItem(a)));
        file.add(scenes.recentMenu());
        add(file, null, actions.exportCanvas, actions.exportChart, actions.exportTable, actions.worksheet, actions.quiz, actions.view.predict().exportCsv, actions.view.predict().exportMine, actions.classResults, null, actions.quit);

        JMenu view = MenuText.menu("menubar.view");
        for (Overlay overlay : Overlay.values()) {
            view.add(new JCheckBoxMenuItem(actions.overlay(overlay)));
        }
        view.addSeparator();
        view.add(new JCheckBoxMenuItem(actions.chart));
        view.addSeparator();
        ButtonGroup themes = new ButtonGroup();
        for (Action theme : new Action[] {actions.light, actions.dark, actions.highContrast}) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(theme);
            themes.add(item);
            view.add(item);
        }
        view.addSeparator();
        actions.view.addTo(view);

        JMenu sim = MenuText.menu("menubar.sim");
        sim.add(new JCheckBoxMenuItem(actions.pause));
        add(sim, actions.step, actions.stepBack, actions.reset, null, actions.slower, actions.faster);
        return bar(file, add(MenuText.menu("menubar.edit"), actions.undo, actions.redo), lessons, view, sim,
                add(MenuText.menu("menubar.tools"), actions.experiment), add(MenuText.menu("menubar.help"), actions.keys, actions.glossary, actions.teacher, actions.about));
    }

    /** Adds an item for each of {@code items} to {@code menu}, a separator for each null, and returns the menu. */
    private static JMenu add(JMenu menu, Action... items) {
        for (Action item : items) {
            if (item == null) {
                menu.addSeparator();
            } else {
                menu.add(new JMenuItem(item));
            }
        }
        return menu;
    }

    /**
     * Returns a menu bar of {@code menus}, with their mnemonics, that starts a second row of menus
     * where the window is narrower than one row (large type in a small window), none cut off.
     */
    static JMenuBar bar(JMenu... menus) {
        JMenuBar bar = new JMenuBar() {
            @Override
            public void doLayout() {
                WrappingRow.breakRows(this, 0);
                super.doLayout();
            }
        };
        bar.setLayout(WrappingRow.layout(0));
        for (JMenu menu : menus) {
            bar.add(menu);
        }
        MenuText.applyMnemonics(bar);
        return bar;
    }

    /** The client property of a lesson's item that holds its full title. */
    private static final String TITLE = "lesson.title"; // not shown

    /**
     * Shows the lessons' full titles in {@code menu} where its popup then fits in {@code screen}
     * pixels' width, else each title's name before its colon ("Flying jets"), the full title as its
     * tooltip: a Swing menu cannot scroll sideways, and an item past the screen's edge cannot be read.
     */
    static void fit(JMenu menu, int screen) {
        for (boolean whole : new boolean[] {true, false}) {
            for (Component part : menu.getMenuComponents()) {
                if (part instanceof JMenuItem item && item.getClientProperty(TITLE) instanceof String title) {
                    int colon = title.indexOf(':');
                    String shown = whole || colon <= 0 ? title : title.substring(0, colon).strip();
                    item.setText(shown);
                    item.setToolTipText(shown.equals(title) ? null : title);
                }
            }
            if (menu.getPopupMenu().getPreferredSize().width <= screen) {
                return;
            }
        }
    }

    /** Returns the width of the screen {@code c} is on, less what the system's panels take of it. */
    private static int screenWidth(Component c) {
        java.awt.GraphicsConfiguration screen = c.getGraphicsConfiguration();
        if (screen == null) {
            return Integer.MAX_VALUE;
        }
        java.awt.Insets taken = java.awt.Toolkit.getDefaultToolkit().getScreenInsets(screen);
        return screen.getBounds().width - taken.left - taken.right;
    }

    /** Returns the Lessons menu: one radio item per catalogue entry, Ctrl+1, Ctrl+2, ... in menu order; it follows the playground. */
    static JMenu lessons(Playground model) {
        JMenu menu = MenuText.menu("menubar.lessons");
        Map<String, JRadioButtonMenuItem> items = new HashMap<>();
        ButtonGroup group = new ButtonGroup();
        for (int i = 0; i < Lessons.ALL.size(); i++) {
            Lessons.Entry entry = Lessons.ALL.get(i);
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(entry.title());
            item.putClientProperty(TITLE, entry.title());
            item.setAccelerator(AppActions.lessonKey(i));
            item.setName("lesson:" + entry.id());
            item.addActionListener(e -> model.open(entry));
            group.add(item);
            items.put(entry.id(), item);
            menu.add(item);
        }
        Runnable select = () -> {
            JRadioButtonMenuItem item = items.get(model.entry().id());
            if (item != null) {
                item.setSelected(true);
            }
        };
        model.addListener(change -> {
            if (change == Change.LESSON) {
                select.run();
            }
        });
        select.run();
        // Fitted as it opens, before its popup is placed: the type and the screen may have changed since.
        menu.addMenuListener(new javax.swing.event.MenuListener() {
            @Override
            public void menuSelected(javax.swing.event.MenuEvent e) {
                fit(menu, screenWidth(menu));
            }

            @Override
            public void menuDeselected(javax.swing.event.MenuEvent e) {
            }

            @Override
            public void menuCanceled(javax.swing.event.MenuEvent e) {
            }
        });
        return menu;
    }

    /**
     * Returns View &gt; Language: System (the computer's language), English, Deutsch, Français,
     * remembered in the {@link Settings}, the remembered one ticked. The texts are read at start-up,
     * so a new choice says, in the new language, that it applies from the next start.
     */
    static JMenu language(Component parent, Settings settings) {
        JMenu menu = MenuText.menu("menu.view.language");
        menu.setName("languageMenu");
        ButtonGroup group = new ButtonGroup();
        for (Language language : Language.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(MenuText.name(language.key()), language == settings.get(Settings.LANGUAGE));
            MenuText.mark(item, language.key());
            item.setToolTipText(MenuText.tip(language.key()));
            item.setName("language:" + language.name());
            item.addActionListener(e -> {
                if (language != settings.get(Settings.LANGUAGE)) {
                    settings.set(Settings.LANGUAGE, language);
                    Locale next = language.locale() != null ? language.locale() : Locale.getDefault(Locale.Category.DISPLAY);
                    JOptionPane.showMessageDialog(parent, Texts.inLanguage(next, () -> Texts.text("language.nextStart")),
                            Texts.inLanguage(next, () -> Texts.text("language.nextStart.title")),
                            JOptionPane.INFORMATION_MESSAGE);
                }
            });
            group.add(item);
            menu.add(item);
        }
        return menu;
    }

    /** Returns a Recent scenes menu listing {@code recent}; choosing an entry hands its file to {@code open}. */
    static JMenu recent(RecentScenes recent, Consumer<Path> open) {
        JMenu menu = MenuText.menu("menu.file.recent");
        menu.addItemListener(opened -> { // a menu is selected as it opens
            if (opened.getStateChange() != ItemEvent.SELECTED) {
                return;
            }
            menu.removeAll();
            List<Path> files = recent.files();
            List<String> labels = labels(files);
            for (int i = 0; i < files.size(); i++) {
                Path file = files.get(i);
                JMenuItem item = new JMenuItem(labels.get(i));
                item.addActionListener(a -> open.accept(file));
                menu.add(item);
            }
            if (files.isEmpty()) {
                JMenuItem none = new JMenuItem(Texts.text("recent.none"));
                none.setEnabled(false);
                menu.add(none);
            }
        });
        return menu;
    }

    /**
     * Returns each file's entry: its name and its folder's name, and where two entries would read
     * the same, more of their folders' paths, up to the whole path.
     */
    static List<String> labels(List<Path> files) {
        int[] depth = new int[files.size()];
        Arrays.fill(depth, 1);
        while (true) {
            List<String> labels = new ArrayList<>();
            for (int i = 0; i < files.size(); i++) {
                labels.add(label(files.get(i), depth[i]));
            }
            boolean longer = false;
            for (int i = 0; i < files.size(); i++) {
                if (Collections.frequency(labels, labels.get(i)) > 1 && depth[i] < folders(files.get(i))) {
                    depth[i]++;
                    longer = true;
                }
            }
            if (!longer) {
                return labels;
            }
        }
    }

    /** Returns how many folders {@code file}'s path has above it (the last shows its whole path). */
    private static int folders(Path file) {
        Path folder = file.getParent();
        return folder == null ? 0 : Math.max(1, folder.getNameCount());
    }

    /** Returns {@code file}'s entry with the last {@code depth} folders of its path, all of it if that is all. */
    private static String label(Path file, int depth) {
        Path folder = file.getParent();
        String name = String.valueOf(file.getFileName());
        if (folder == null) {
            return name;
        }
        int count = folder.getNameCount();
        String shown = depth >= count ? folder.toString() : folder.subpath(count - depth, count).toString();
        return Texts.format("recent.entry", name, shown);
    }
}
