package org.spriteplayground.ui;

import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRadioButtonMenuItem;
import org.spriteplayground.sim.Overlay;

/** The menu bar, built from the app's actions: each item shows its key; names and mnemonics come from the bundles. */
final class Menus {

    private Menus() {
    }

    static JMenuBar build(AppActions actions, LessonMenu lessons, SceneCommands scenes) {
        JMenu file = MenuText.menu("menubar.file");
        file.add(new JMenuItem(actions.openSprite()));
        file.addSeparator();
        scenes.actions().forEach(a -> file.add(new JMenuItem(a)));
        file.add(scenes.recentMenu());
        file.addSeparator();
        file.add(new JMenuItem(actions.exportCanvas()));
        file.add(new JMenuItem(actions.exportChart()));
        file.add(new JMenuItem(actions.exportTable()));
        file.add(new JMenuItem(actions.worksheet()));
        file.add(new JMenuItem(actions.view().predict().exportCsv()));
        file.addSeparator();
        file.add(new JMenuItem(actions.quit()));

        JMenu edit = MenuText.menu("menubar.edit");
        edit.add(new JMenuItem(actions.edits().undo()));
        edit.add(new JMenuItem(actions.edits().redo()));

        JMenu view = MenuText.menu("menubar.view");
        for (Overlay overlay : Overlay.values()) {
            view.add(new JCheckBoxMenuItem(actions.overlay(overlay)));
        }
        view.addSeparator();
        view.add(new JCheckBoxMenuItem(actions.chart()));
        view.addSeparator();
        ButtonGroup themes = new ButtonGroup();
        for (Action theme : new Action[] {actions.light(), actions.dark(), actions.highContrast()}) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(theme);
            themes.add(item);
            view.add(item);
        }
        view.addSeparator();
        actions.view().addTo(view);

        JMenu sim = MenuText.menu("menubar.sim");
        sim.add(new JCheckBoxMenuItem(actions.pause()));
        sim.add(new JMenuItem(actions.step()));
        sim.add(new JMenuItem(actions.stepBack()));
        sim.add(new JMenuItem(actions.reset()));
        sim.addSeparator();
        sim.add(new JMenuItem(actions.slower()));
        sim.add(new JMenuItem(actions.faster()));

        JMenu tools = MenuText.menu("menubar.tools");
        tools.add(new JMenuItem(actions.experiment()));

        JMenu help = MenuText.menu("menubar.help");
        help.add(new JMenuItem(actions.keys()));
        help.add(new JMenuItem(actions.about()));

        return bar(file, edit, lessons.menu(), view, sim, tools, help);
    }

    /**
     * Returns a menu bar of {@code menus}, with their mnemonics, that starts a second row of menus
     * where the window is narrower than one row (large type in a small window), none cut off.
     */
    static JMenuBar bar(JMenu... menus) {
        JMenuBar bar = new JMenuBar();
        for (JMenu menu : menus) {
            bar.add(menu);
        }
        FlowRows.install(bar, 0);
        MenuText.applyMnemonics(bar);
        return bar;
    }
}
