package org.spriteplayground.ui;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.LessonState;
import org.spriteplayground.scene.SceneCode;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.settings.RecentScenes;
import org.spriteplayground.ui.dialogs.FileDialogs;

/**
 * Opens a scene file or code: reads and decodes it off the event thread, then shows it only if
 * all of it is good. A refusal is one line that names the file; a file found deleted leaves Recent
 * scenes, one whose folder is gone too stays (a USB stick not plugged in comes back). Use on the
 * event thread.
 */
final class SceneOpening {

    private final Playground model;
    private final Map<String, BufferedImage> images;
    private final RecentScenes recent;
    private final Consumer<String> refusals;

    /**
     * @param images the canvas's sprite images, joined by the scene's own
     * @param recent the list an opened file goes to the top of
     * @param refusals shows why a scene was refused (a dialog in the window)
     */
    SceneOpening(Playground model, Map<String, BufferedImage> images, RecentScenes recent, Consumer<String> refusals) {
        this.model = model;
        this.images = images;
        this.recent = recent;
        this.refusals = refusals;
    }

    /** Opens a scene file in the background; a file that cannot be opened leaves everything as it was. */
    void open(Path file) {
        read(() -> SceneSprites.read(file), Texts.format("sceneui.opened", file.getFileName()), file);
    }

    /** Opens a pasted scene code in the background. */
    void openCode(String text) {
        read(() -> SceneSprites.decode(SceneCode.decode(text)), Texts.text("sceneui.openedPasted"), null);
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
        java.util.List<String> names = LessonState.leftOut(model.lesson(), read.scene().bodies());
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
