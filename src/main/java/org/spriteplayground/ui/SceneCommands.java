package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.awt.event.ItemEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneCode;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.settings.RecentScenes;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.dialogs.FileDialogs;
import org.spriteplayground.ui.dialogs.ScreenFit;

/**
 * File &gt; Save scene, Open scene, Recent scenes ({@link #recentMenu}), Copy and Paste scene code, and scene files
 * dropped on the canvas. Saving embeds the user's own sprites that the scene names; opening is
 * {@link SceneOpening}'s, with a dialog for a scene refused.
 */
final class SceneCommands {

    private final Component parent;
    private final Playground model;
    private final Map<String, BufferedImage> images;
    private final RecentScenes recent = new RecentScenes();
    private final SceneOpening opening;
    private final Runnable backToTheWindow;
    private final Action save;
    private final Action open;
    private final Action copyCode;
    private final Action pasteCode;

    /** @param backToTheWindow gives the keyboard back to the main window after a dialog */
    SceneCommands(Component parent, Playground model, Map<String, BufferedImage> images, Runnable backToTheWindow) {
        this.parent = parent;
        this.backToTheWindow = backToTheWindow;
        this.model = model;
        this.images = images;
        this.opening = new SceneOpening(model, images, recent, this::refuse);
        int shift = AppActions.menuMask() | KeyEvent.SHIFT_DOWN_MASK;
        save = Commands.command("menu.file.saveScene", KeyStroke.getKeyStroke(KeyEvent.VK_S, shift), this::chooseAndSave);
        open = Commands.command("menu.file.openScene", KeyStroke.getKeyStroke(KeyEvent.VK_O, shift), this::chooseAndOpen);
        copyCode = Commands.command("menu.file.copyCode", KeyStroke.getKeyStroke(KeyEvent.VK_C, shift), this::copyCode);
        pasteCode = Commands.command("menu.file.pasteCode", KeyStroke.getKeyStroke(KeyEvent.VK_V, shift), this::pasteCode);
    }

    /** Returns the actions with keys, in menu order. */
    List<Action> actions() {
        return List.of(save, open, copyCode, pasteCode);
    }

    /**
     * Returns File &gt; Recent scenes: the remembered scene files, listed afresh each time the menu
     * opens. Each entry says its file and folder ("jets1.scene.json — class 7b"), with as much of the
     * folder's path as tells two files of one name apart, so no tooltip is needed: one would be drawn
     * over the entries below.
     */
    JMenu recentMenu() {
        return recentMenu(recent, this::open);
    }

    /** Returns a Recent scenes menu listing {@code recent}; choosing an entry hands its file to {@code open}. */
    static JMenu recentMenu(RecentScenes recent, Consumer<Path> open) {
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

    /** Returns the scene on show with the user's sprites it names embedded. */
    Scene current() {
        Scene scene = model.scene();
        Map<String, byte[]> sprites = new LinkedHashMap<>();
        for (Object value : scene.choices().values()) {
            if (value instanceof String name && model.sprites().has(name) && !SpriteLoader.BUNDLED.contains(name) && images.containsKey(name)) {
                sprites.put(name, SpriteLoader.toPng(images.get(name)));
            }
        }
        return scene.withSprites(sprites);
    }

    private void chooseAndSave() {
        Path file = FileDialogs.save(parent, Texts.text("sceneui.save.title"), model.entry().id() + SceneFiles.EXTENSION, Texts.text("filedialog.scenes"), "json", SceneFiles::named);
        backToTheWindow.run();
        if (file == null) {
            return;
        }
        try {
            SceneFiles.write(current(), file);
            recent.add(file);
            model.say(Texts.format("sceneui.saved", file.getFileName()));
        } catch (SceneException e) {
            FileDialogs.error(parent, Texts.text("sceneui.cannotSave"), e);
            backToTheWindow.run();
        }
    }

    private void chooseAndOpen() {
        Path file = FileDialogs.open(parent, Texts.text("sceneui.open.title"),
                new FileNameExtensionFilter(Texts.format("filedialog.filter", Texts.text("filedialog.scenes"), "json"), "json"));
        backToTheWindow.run();
        if (file != null) {
            open(file);
        }
    }

    private void copyCode() {
        Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(SceneCode.encode(current())), null);
        model.say(Texts.text("sceneui.copied"));
    }

    private void pasteCode() {
        String text;
        try {
            text = (String) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
        } catch (UnsupportedFlavorException | IOException | IllegalStateException e) {
            JOptionPane.showMessageDialog(parent, Texts.text("sceneui.noText"), Texts.text("sceneui.cannotPaste"), JOptionPane.ERROR_MESSAGE);
            backToTheWindow.run();
            return;
        }
        opening.openCode(text);
    }

    /** Opens a scene file in the background; a file that cannot be opened leaves everything as it was. */
    void open(Path file) {
        opening.open(file);
    }

    /** Shows a scene read and decoded already; throws, changing nothing, if any part is wrong. */
    void show(SceneSprites read) throws SceneException {
        opening.show(read);
    }

    private void refuse(String message) {
        JOptionPane.showMessageDialog(parent, ScreenFit.message(message), Texts.text("sceneui.cannotOpen"), JOptionPane.ERROR_MESSAGE);
        backToTheWindow.run();
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
