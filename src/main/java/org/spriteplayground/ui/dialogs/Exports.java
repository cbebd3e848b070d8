package org.spriteplayground.ui.dialogs;

import java.awt.Component;
import java.awt.Cursor;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.ui.Accessible;
import org.spriteplayground.ui.chart.TightnessChartPanel;
import org.spriteplayground.quiz.Bank;
import org.spriteplayground.quiz.Format;
import org.spriteplayground.worksheet.WorksheetWriter;

/**
 * File &gt; Export: the lesson's world as a PNG at a chosen scale, the tightness chart as a PNG and
 * its table as CSV; File &gt; Worksheet: the lesson as a PDF; File &gt; Export quiz: its questions
 * as Moodle XML or GIFT. Each asks where, writes, and says what happened in one line. The world is
 * drawn on its own, without the status line, one world unit to {@code scale} pixels, on the event
 * thread; its PNG is encoded and written in the background ({@link #inBackground}), as large
 * images take seconds, and so are the worksheet and the quiz.
 */
public final class Exports {

    /** The scales a world export offers, where the image stays within {@link #MAX_PIXELS}. */
    static final int[] SCALES = {1, 2, 4};
    /** The most pixels a world export draws: 60 million, a 240 MB image in memory while it is written. */
    static final long MAX_PIXELS = 60_000_000L;

    private final Component parent;
    private final Playground model;
    private final Map<String, BufferedImage> images;
    private final TightnessChartPanel chart;

    public Exports(Component parent, Playground model, Map<String, BufferedImage> images, TightnessChartPanel chart) {
        this.parent = parent;
        this.model = model;
        this.images = images;
        this.chart = chart;
    }

    /** Asks for a scale and a file, then writes the world there. */
    public void canvas() {
        Aabb world = model.lesson().bounds();
        int[] offered = scales(world);
        if (offered.length == 0) {
            FileDialogs.error(parent, Texts.text("export.canvas.title"), new IOException(Texts.format("export.scale.tooLarge", MAX_PIXELS / 1_000_000)));
            return;
        }
        JComboBox<String> scales = new JComboBox<>(java.util.Arrays.stream(offered).mapToObj(k -> k == 1 ? Texts.text("export.scale.one") : k + "×").toArray(String[]::new));
        scales.setName("exportScale");
        Accessible.name(scales, Texts.text("export.scale.name"), Texts.text("export.scale.tip"));
        JPanel ask = new JPanel(new MigLayout("insets 0, wrap 1", "[]", "[]"));
        ask.add(ScreenFit.text(Texts.format("export.scale.ask", Math.round(world.width()), Math.round(world.height()))));
        if (offered.length < SCALES.length) {
            ask.add(ScreenFit.text(Texts.format("export.scale.capped", MAX_PIXELS / 1_000_000)));
        }
        ask.add(scales);
        if (JOptionPane.showConfirmDialog(parent, ask, Texts.text("export.canvas.title"), JOptionPane.OK_CANCEL_OPTION, JOptionPane.PLAIN_MESSAGE) != JOptionPane.OK_OPTION) {
            return;
        }
        int scale = offered[scales.getSelectedIndex()];
        Path file = FileDialogs.save(parent, Texts.text("export.canvas.title"), model.entry().id() + (scale > 1 ? "@" + scale + "x" : "") + ".png",
                Texts.text("filedialog.png"), "png");
        if (file != null) {
            BufferedImage image = world(scale); // drawn here, on the event thread, as the world is now; encoded and written off it
            inBackground(parent, model, file, Texts.format("export.writing", file.getFileName()), f -> writePng(f, image), () -> { });
        }
    }

    /**
     * Asks for a PDF file and writes the worksheet of the lesson as it is on screen. The fonts
     * load, the sprite's tightness is measured and the file is saved off the event thread, under a
     * wait cursor and a status line; the pages are laid out on it, between two ticks, so they show
     * one moment.
     *
     * @param backToTheWindow gives the keyboard back to the main window as soon as the dialog has gone, as after Save scene
     */
    public void worksheet(Runnable backToTheWindow) {
        Path file = FileDialogs.save(parent, Texts.text("export.worksheet.title"), "worksheet-" + model.entry().id() + ".pdf", Texts.text("filedialog.pdf"), "pdf");
        backToTheWindow.run();
        if (file == null) {
            return;
        }
        Optional<SpriteFocus> focus = model.lesson().focus();
        inBackground(parent, model, file, Texts.format("export.worksheet.writing", file.getFileName()), to -> {
            WorksheetWriter.prepare(focus);
            WorksheetWriter writer = new WorksheetWriter(model.lesson(), model.overlays(), images, model.simulation().steps(), model.byHand(), model.sceneFile());
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

    /**
     * Asks for a file, Moodle XML or GIFT, and writes a quiz of the lesson as it is on screen, as
     * the worksheet is made of it: its questions, answers and figures are worked out here, on the
     * event thread, so they show one moment; the file is written off it.
     *
     * @param backToTheWindow gives the keyboard back to the main window as soon as the dialog has gone
     */
    public void quiz(Runnable backToTheWindow) {
        String moodle = Format.MOODLE.extension();
        String gift = Format.GIFT.extension();
        Path file = FileDialogs.save(parent, Texts.text("export.quiz.title"), "quiz-" + model.entry().id() + "." + moodle, List.of(
                new FileNameExtensionFilter(Texts.format("filedialog.filter", Texts.text("filedialog.moodle"), moodle), moodle),
                new FileNameExtensionFilter(Texts.format("filedialog.filter", Texts.text("filedialog.gift"), gift), gift)));
        backToTheWindow.run();
        if (file == null) {
            return;
        }
        Format format = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith("." + moodle) ? Format.MOODLE : Format.GIFT;
        List<Bank> banks = List.of(Bank.of(model, images));
        List<String> leftOut = org.spriteplayground.quiz.LeftOut.sentences(format.leftOut(banks));
        String saved = leftOut.isEmpty() ? Texts.format("export.saved", file) : Texts.format("export.quiz.saved", file, String.join(" ", leftOut));
        inBackground(parent, model, file, Texts.format("export.quiz.writing", file.getFileName()), saved, to -> format.write(banks, to), backToTheWindow);
    }

    /**
     * Runs {@code writing} of {@code file} in a {@link SwingWorker} under a wait cursor, saying {@code busy} in the
     * status line; then says the file was saved, or says why not in one line and runs {@code failed}.
     */
    private static void inBackground(Component parent, Playground model, Path file, String busy, Writer writing, Runnable failed) {
        inBackground(parent, model, file, busy, Texts.format("export.saved", file), writing, failed);
    }

    /** As {@link #inBackground(Component, Playground, Path, String, Writer, Runnable)}, saying {@code saved} once the file is written. */
    private static void inBackground(Component parent, Playground model, Path file, String busy, String saved, Writer writing, Runnable failed) {
        parent.setCursor(Cursor.getPredefinedCursor(Cursor.WAIT_CURSOR));
        model.say(busy);
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws Exception {
                writing.write(file);
                return null;
            }

            @Override
            protected void done() {
                parent.setCursor(Cursor.getDefaultCursor());
                try {
                    get();
                    model.say(saved);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    model.say(Texts.format("export.couldNotSave", file.getFileName()));
                    FileDialogs.error(parent, Texts.format("export.cannotSave", file.getFileName()), e.getCause() instanceof Exception x ? x : new Exception(e.getCause()));
                    failed.run();
                }
            }
        }.execute();
    }

    /** Returns the scales at which {@code world} makes an image of at most {@link #MAX_PIXELS}. */
    static int[] scales(Aabb world) {
        return java.util.Arrays.stream(SCALES).filter(k -> pixels(world, k) <= MAX_PIXELS).toArray();
    }

    private static long pixels(Aabb world, int scale) {
        return (long) Math.ceil(world.width() * scale) * (long) Math.ceil(world.height() * scale);
    }

    public void chart() {
        model.lesson().focus().ifPresent(f -> save(parent, Texts.text("export.chart.title"), "tightness-" + name(f) + ".png", Texts.text("filedialog.png"), "png", this::writeChart, model::say));
    }

    public void table() {
        model.lesson().focus().ifPresent(f -> save(parent, Texts.text("export.table.title"), "tightness-" + name(f) + ".csv", Texts.text("filedialog.csv"), "csv", this::writeTable, model::say));
    }

    /** Returns the lesson's world drawn alone, {@code scale} pixels per world unit. */
    BufferedImage world(int scale) {
        Aabb bounds = model.lesson().bounds();
        if (pixels(bounds, scale) > MAX_PIXELS) {
            throw new IllegalArgumentException(Texts.format("export.scale.tooLarge", MAX_PIXELS / 1_000_000));
        }
        int w = (int) Math.ceil(bounds.width() * scale);
        int h = (int) Math.ceil(bounds.height() * scale);
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(scale, scale);
            SceneRenderer.paintWorldOnly(g, model.lesson(), model.overlays(), images);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Writes the world at {@code scale} as a PNG file. */
    public void writeWorld(Path file, int scale) throws IOException {
        writePng(file, world(scale));
    }

    private static void writePng(Path file, BufferedImage image) throws IOException {
        SafeFiles.write(file, out -> ImageIO.write(image, "png", out)); // a JDK always has a PNG writer
    }

    /** Writes the tightness chart of the lesson's sprite as a PNG file. */
    public void writeChart(Path file) throws IOException {
        chart.show(focus());
        chart.savePng(file);
    }

    /** Writes the tightness table of the lesson's sprite as a CSV file. */
    public void writeTable(Path file) throws IOException {
        chart.show(focus());
        Csv.write(file, chart.table().csvLines());
    }

    private SpriteFocus focus() throws IOException {
        return model.lesson().focus().orElseThrow(() -> new IOException(Texts.text("export.noSprite")));
    }

    private static String name(SpriteFocus focus) {
        return focus.sprite().sprite().name();
    }

    /** Writes a file, or fails. */
    public interface Writer {
        void write(Path file) throws Exception;
    }

    /**
     * Asks for a file to save (see {@link FileDialogs#save}), writes it with {@code writer} on the
     * event thread, and tells {@code say} it was saved, or says why not in one line.
     */
    public static void save(Component parent, String title, String suggested, String description, String extension, Writer writer, Consumer<String> say) {
        Path file = FileDialogs.save(parent, title, suggested, description, extension);
        if (file == null) {
            return;
        }
        try {
            writer.write(file);
            say.accept(Texts.format("export.saved", file));
        } catch (Exception e) {
            FileDialogs.error(parent, Texts.format("export.cannotSave", file.getFileName()), e);
        }
    }
}
