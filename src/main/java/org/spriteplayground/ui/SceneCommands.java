package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.LessonState;
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
 * dropped on the canvas. Saving embeds the user's own sprites that the scene names. Opening reads
 * and decodes a file or code off the event thread, then shows it only if all of it is good; a
 * refusal is one line, in a dialog, that names the file; a file found deleted leaves Recent
 * scenes, one whose folder is gone too stays (a USB stick not plugged in comes back).
 */
final class SceneCommands {

    private final Component parent;
    private final Playground model;
    private final Map<String, BufferedImage> images;
    private final RecentScenes recent;
    private final Consumer<String> refusals;
    private final Runnable backToTheWindow;
    /** Save, Open, Copy code and Paste code, made at the first call of {@link #actions}. */
    private List<Action> actions;

    /** @param backToTheWindow gives the keyboard back to the main window after a dialog */
    SceneCommands(Component parent, Playground model, Map<String, BufferedImage> images, Runnable backToTheWindow) {
        this(parent, model, images, new RecentScenes(), message -> {
            JOptionPane.showMessageDialog(parent, ScreenFit.message(message), Texts.text("sceneui.cannotOpen"), JOptionPane.ERROR_MESSAGE);
            backToTheWindow.run();
        }, backToTheWindow);
    }

    /**
     * @param images the canvas's sprite images, joined by an opened scene's own
     * @param recent the list an opened file goes to the top of
     * @param refusals shows why a scene was refused
     */
    SceneCommands(Component parent, Playground model, Map<String, BufferedImage> images, RecentScenes recent, Consumer<String> refusals,
            Runnable backToTheWindow) {
        this.parent = parent;
        this.backToTheWindow = backToTheWindow;
        this.model = model;
        this.images = images;
        this.recent = recent;
        this.refusals = refusals;
    }

    /** Returns the actions with keys, in menu order, the same ones at every call. */
    List<Action> actions() {
        if (actions == null) {
            int shift = AppActions.menuMask() | KeyEvent.SHIFT_DOWN_MASK;
            actions = List.of(Commands.command("menu.file.saveScene", KeyStroke.getKeyStroke(KeyEvent.VK_S, shift), this::chooseAndSave),
                    Commands.command("menu.file.openScene", KeyStroke.getKeyStroke(KeyEvent.VK_O, shift), this::chooseAndOpen),
                    Commands.command("menu.file.copyCode", KeyStroke.getKeyStroke(KeyEvent.VK_C, shift), this::copyCode),
                    Commands.command("menu.file.pasteCode", KeyStroke.getKeyStroke(KeyEvent.VK_V, shift), this::pasteCode));
        }
        return actions;
    }

    /**
     * Returns File &gt; Recent scenes: the remembered scene files, listed afresh each time the menu
     * opens. Each entry says its file and folder ("jets1.scene.json — class 7b"), with as much of the
     * folder's path as tells two files of one name apart, so no tooltip is needed: one would be drawn
     * over the entries below.
     */
    JMenu recentMenu() {
        return Menus.recent(recent, this::open);
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
            model.keptIn(file);
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
        read(() -> SceneSprites.decode(SceneCode.decode(text)), Texts.text("sceneui.openedPasted"), null);
    }

    /** Opens a scene file in the background; a file that cannot be opened leaves everything as it was. */
    void open(Path file) {
        read(() -> SceneSprites.read(file), Texts.format("sceneui.opened", file.getFileName()), file);
    }

    /**
     * Shows a scene read and decoded already, saying in the status line which bodies it leaves
     * at the lesson's start, if any; throws, changing nothing, if any part is wrong.
     */
    void show(SceneSprites read) throws SceneException {
        read.showIn(model, images, true);
        // An opened scene is a new start, as an opened lesson is: undo does not reach back past it.
        model.history().clear();
        model.say(leftOut(read));
    }

    /** Returns the line naming the bodies {@code read} does not place, or "" if it places them all. */
    private String leftOut(SceneSprites read) {
        List<String> names = LessonState.leftOut(model.lesson(), read.scene().bodies());
        return names.isEmpty() ? "" : Texts.format("sceneui.leftOut", String.join(", ", names));
    }

    private interface Reading {
        SceneSprites call() throws SceneException;
    }

    private void read(Reading reading, String done, Path file) {
        model.say(Texts.text("sceneui.opening"));
        new SwingWorker<SceneSprites, Void>() {
            /** Whether the file was found deleted; read in done(), after get(). */
            private boolean deleted;

            @Override
            protected SceneSprites doInBackground() throws SceneException {
                try {
                    return reading.call();
                } catch (SceneException e) {
                    deleted = file != null && RecentScenes.deleted(file);
                    throw e;
                }
            }

            @Override
            protected void done() {
                String refused;
                try {
                    refused = shown(get(), done, file);
                } catch (ExecutionException e) {
                    refused = e.getCause().getMessage();
                    if (deleted) {
                        recent.forget(file);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                if (refused != null) {
                    model.say("");
                    refusals.accept(refused);
                }
            }
        }.execute();
    }

    /**
     * Shows a scene read from {@code file} (null for a pasted code) and says so; returns null, or
     * the line saying why it was refused, naming the file.
     */
    private String shown(SceneSprites read, String done, Path file) {
        try {
            show(read);
        } catch (SceneException e) {
            return file == null ? e.getMessage() : SceneFiles.inFile(file, e).getMessage();
        }
        if (file != null) {
            model.keptIn(file);
            recent.add(file);
            FileDialogs.used(file.toAbsolutePath().getParent().toFile());
        }
        String title = read.scene().title();
        String opened = title.isEmpty() ? done : Texts.format("sceneui.openedTitled", done, title);
        String leftOut = leftOut(read);
        model.say(leftOut.isEmpty() ? opened : Texts.format("sceneui.openedLeftOut", opened, leftOut));
        return null;
    }
}
