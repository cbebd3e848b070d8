package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.settings.RecentScenes;
import org.spriteplayground.settings.SettingsFile;

/**
 * File &gt; Recent scenes as a person sees it open: each entry says its folder, enough of it to
 * tell two files of one name apart, not the file name alone, and no tooltip (the submenu's own
 * included) is drawn over the entries below.
 */
class RecentScenesMenuTest {

    /** Opens the Recent scenes menu listing {@code files} (oldest first) and returns it filled. */
    private JMenu opened(Path settings, Path... files) throws Exception {
        RecentScenes recent = new RecentScenes(settings);
        for (Path file : files) {
            recent.add(file);
        }
        SettingsFile.awaitWrites(); // the list is on disk before the folder is cleared away
        JMenu[] menu = new JMenu[1];
        SwingUtilities.invokeAndWait(() -> {
            menu[0] = Menus.recent(recent, file -> { });
            menu[0].setSelected(true); // as it is when it opens
        });
        return menu[0];
    }

    private static List<JMenuItem> items(JMenu menu) {
        List<JMenuItem> items = new ArrayList<>();
        for (Component c : menu.getMenuComponents()) {
            items.add((JMenuItem) c);
        }
        return items;
    }

    @Test
    void eachEntrySaysItsFolderAndTwoOfOneNameAreToldApart(@TempDir Path dir) throws Exception {
        Path walk = Files.createDirectories(dir.resolve("walk11"));
        Path a = walk.resolve("jets1.scene.json");
        Path b = Files.createDirectories(dir.resolve("class-7b").resolve("bad")).resolve("jets1.scene.json");
        Path c = Files.createDirectories(dir.resolve("walk12").resolve("bad")).resolve("jets1.scene.json");
        Path d = walk.resolve("stress.scene.json");
        JMenu menu = opened(dir.resolve("settings.properties"), a, b, c, d);

        assertThat(items(menu)).extracting(JMenuItem::getText).containsExactly(
                "stress.scene.json — walk11",
                "jets1.scene.json — walk12/bad",
                "jets1.scene.json — class-7b/bad",
                "jets1.scene.json — walk11");
    }

    @Test
    void noTooltipCoversTheEntries(@TempDir Path dir) throws Exception {
        JMenu menu = opened(dir.resolve("settings.properties"), dir.resolve("a.scene.json"), dir.resolve("b.scene.json"));
        assertThat(menu.getToolTipText()).as("the submenu's tooltip").isNull();
        assertThat(items(menu)).extracting(JMenuItem::getToolTipText).containsOnlyNulls();
    }
}
