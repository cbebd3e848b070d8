package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.JOptionPane;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Images;
import org.spriteplayground.sprite.LoadedSprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * Brings the user's own images in, from File &gt; Open sprite… or dropped on the canvas. Decoding
 * and analysis run off the event thread; a refused file is reported in one line and changes
 * nothing; an accepted one joins the library and its image the renderer's map.
 */
public final class SpriteOpener {

    private final Component parent;
    private final Playground model;
    private final Map<String, BufferedImage> images;
    private final Consumer<String> opened;

    /**
     * @param model whose library the sprite joins, and whose status line tells the progress
     * @param images the renderer's images by name, which the new sprite's image joins
     * @param opened hears the name the new sprite is filed under
     */
    public SpriteOpener(Component parent, Playground model, Map<String, BufferedImage> images, Consumer<String> opened) {
        this.parent = parent;
        this.model = model;
        this.images = images;
        this.opened = opened;
    }

    /** Asks for a file and opens it. */
    public void chooseAndOpen() {
        Path file = FileDialogs.open(parent, Texts.text("filedialog.openSprite"),
                new FileNameExtensionFilter(Texts.text("filedialog.images"), "png", "gif", "jpg", "jpeg", "bmp"));
        if (file != null) {
            open(file);
        }
    }

    /** Decodes and analyses {@code file} in the background, then files it. */
    void open(Path file) {
        model.say(Texts.format("sprites.opening", file.getFileName()));
        new SwingWorker<SpriteAnalysis, Void>() {
            private BufferedImage image;

            @Override
            protected SpriteAnalysis doInBackground() {
                LoadedSprite loaded = SpriteLoader.load(file);
                image = Images.premultiplied(loaded.image());
                return SpriteAnalysis.of(loaded.sprite());
            }

            @Override
            protected void done() {
                try {
                    SpriteAnalysis analysis = get();
                    String name = model.addSprite(analysis);
                    images.put(name, image);
                    opened.accept(name); // flies it: a new start, which clears the status note
                    model.say(Texts.format("sprites.opened", name));
                } catch (ExecutionException e) {
                    model.say("");
                    FileDialogs.error(parent, Texts.text("sprites.cannotOpen"), e.getCause() instanceof Exception x ? x : e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }.execute();
    }

    /**
     * Lets files be dropped on {@code target}: answers CSVs all go to {@code classResults}; else the
     * first file is opened, as a scene if its name ends in .json, else as a sprite.
     */
    public void acceptDrops(JComponent target, Consumer<Path> sceneOpener, Consumer<List<Path>> classResults) {
        target.setTransferHandler(FileDrops.of(files -> {
            if (files.isEmpty()) {
                return false;
            }
            List<Path> csvs = files.stream().filter(f -> f.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".csv")).toList();
            if (!csvs.isEmpty()) {
                classResults.accept(csvs);
            } else if (files.get(0).getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
                sceneOpener.accept(files.get(0));
            } else {
                open(files.get(0));
            }
            return true;
        }, e -> JOptionPane.showMessageDialog(parent, ScreenFit.message(Texts.format("sprites.notAFile", e.getMessage())), Texts.text("sprites.cannotOpen"),
                JOptionPane.ERROR_MESSAGE)));
    }
}
