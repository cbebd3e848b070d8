package org.spriteplayground.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.settings.RecentScenes;

/**
 * File &gt; Recent scenes: the remembered scene files, listed afresh each time the menu opens.
 * Each entry says its file and folder ("jets1.scene.json — class 7b"), with as much of the folder's
 * path as tells two files of one name apart, so no tooltip is needed: one would be drawn over the
 * entries below.
 */
final class RecentScenesMenu {

    private RecentScenesMenu() {
    }

    /** Returns the menu listing {@code recent}; choosing an entry hands its file to {@code open}. */
    static JMenu of(RecentScenes recent, Consumer<Path> open) {
        JMenu menu = MenuText.menu("menu.file.recent");
        menu.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
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
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
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
