package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import javax.swing.SwingUtilities;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.worksheet.WorksheetWriter;

/**
 * File &gt; Worksheet: asks for a PDF file and writes the worksheet of the lesson as it is on
 * screen. The fonts load, the sprite's tightness is measured and the file is saved off the event thread, under a wait cursor and a
 * status line; the pages are laid out on it, between two ticks, so they show one moment.
 */
public final class WorksheetExport {

    private final Component parent;
    private final Playground model;
    private final Map<String, BufferedImage> images;
    private final Runnable backToTheWindow;

    /** @param backToTheWindow gives the keyboard back to the main window after a dialog, as after Save scene */
    public WorksheetExport(Component parent, Playground model, Map<String, BufferedImage> images, Runnable backToTheWindow) {
        this.parent = parent;
        this.model = model;
        this.images = images;
        this.backToTheWindow = backToTheWindow;
    }

    /** Asks where, then writes the worksheet there in the background; the keys work again as soon as the dialog has gone. */
    public void ask() {
        Path file = FileDialogs.save(parent, Texts.text("export.worksheet.title"), "worksheet-" + model.entry().id() + ".pdf", Texts.text("filedialog.pdf"), "pdf");
        backToTheWindow.run();
        if (file == null) {
            return;
        }
        Optional<SpriteFocus> focus = model.lesson().focus();
        Exports.inBackground(parent, model, file, Texts.format("export.worksheet.writing", file.getFileName()), to -> {
            WorksheetWriter.prepare(focus);
            WorksheetWriter writer = new WorksheetWriter(model.lesson(), model.overlays(), images, model.simulation().steps());
            FutureTask<PDDocument> laidOut = new FutureTask<>(writer::document);
            SwingUtilities.invokeLater(laidOut);
            PDDocument document;
            try {
                document = laidOut.get();
            } catch (ExecutionException e) {
                throw e.getCause() instanceof Exception x ? x : e;
            }
            try (document) {
                WorksheetWriter.save(document, to);
            }
        }, backToTheWindow);
    }
}
