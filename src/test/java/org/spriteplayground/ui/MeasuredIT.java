package org.spriteplayground.ui;

import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.waitUntil;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Window;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.TransferHandler;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.Gui;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.sprite.ImageFiles;
import org.spriteplayground.ui.experiment.ExperimentDialog;

/** Box versus circle, measured, in the real window: the chart, the experiment, own sprites, exports. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MeasuredIT {

    @TempDir
    static Path folder;

    private static MainFrame frame;

    @BeforeAll
    static void open() throws Exception {
        frame = Gui.open("--lesson", "flying-jets");
    }

    @AfterAll
    static void close() throws Exception {
        SwingUtilities.invokeAndWait(() -> Arrays.stream(Window.getWindows()).forEach(Window::dispose));
    }

    @Test
    @Order(1)
    void theChartFollowsTheFlyersTurn() throws Exception {
        assertThat(onEdt(() -> find(frame, "tightnessChart").isShowing())).isTrue();
        assertThat(onEdt(() -> ((javax.swing.text.JTextComponent) find(frame, "crossovers")).getText())).contains("18.8°").contains("71.2°");
    }

    @Test
    @Order(2)
    void theExperimentRunsOffTheEventThreadAndCanBeCancelled() throws Exception {
        SwingUtilities.invokeAndWait(() -> frame.commands().showExperiment());
        ExperimentDialog dialog = onEdt(() -> frame.commands().experiment());
        SwingUtilities.invokeAndWait(() -> ((javax.swing.JSpinner) find(dialog, "experimentTrials")).setValue(20_000));
        SwingUtilities.invokeAndWait(dialog::start);
        waitUntil(() -> onEdt(() -> dialog.result() != null), 60_000);
        JTable table = (JTable) onEdt(() -> find(dialog, "experimentTable"));
        int kinds = org.spriteplayground.sprite.BoundKind.values().length;
        assertThat(onEdt(table::getRowCount)).as("a row a bound kind").isEqualTo(kinds);
        for (int row = 0; row < kinds; row++) {
            int r = row;
            assertThat(onEdt(() -> table.getValueAt(r, 4))).as("misses of %s", onEdt(() -> table.getValueAt(r, 0))).isEqualTo(0L);
        }
        // A long run, cancelled: the event thread keeps answering, and the first run stays on show.
        Object first = onEdt(dialog::result);
        SwingUtilities.invokeAndWait(() -> ((javax.swing.JSpinner) find(dialog, "experimentTrials")).setValue(5_000_000));
        SwingUtilities.invokeAndWait(dialog::start);
        // Under way: the worker has reported progress.
        waitUntil(() -> onEdt(() -> ((javax.swing.JProgressBar) find(dialog, "experimentProgress")).getValue() > 0), 30_000);
        long before = System.nanoTime();
        SwingUtilities.invokeAndWait(() -> ((javax.swing.JButton) find(dialog, "experimentCancel")).doClick());
        assertThat((System.nanoTime() - before) / 1e6).as("ms for the event thread to answer during a run").isLessThan(1000);
        waitUntil(() -> onEdt(() -> ((javax.swing.JButton) find(dialog, "experimentRun")).isEnabled()), 30_000);
        assertThat(onEdt(dialog::result)).as("Cancel keeps the run before on show").isSameAs(first);
        SwingUtilities.invokeAndWait(dialog::dispose);
    }

    @Test
    @Order(3)
    void aDroppedImageFliesAndABadOneChangesNothing() throws Exception {
        Path good = ImageFiles.disc(folder, "png");
        drop(good);
        waitUntil(() -> onEdt(() -> frame.playground().lesson() instanceof FlyingJets j && j.spriteName().equals("disc")), 20_000);
        Path bad = ImageFiles.truncated(folder);
        drop(bad);
        waitUntil(() -> onEdt(() -> errorDialog() != null), 20_000);
        JDialog error = onEdt(MeasuredIT::errorDialog);
        assertThat(onEdt(error::getTitle)).isEqualTo("Cannot open sprite");
        SwingUtilities.invokeAndWait(error::dispose);
        assertThat(onEdt(() -> ((FlyingJets) frame.playground().lesson()).spriteName())).isEqualTo("disc");
    }

    @Test
    @Order(4)
    void canvasChartAndTableExport() throws Exception {
        Path png = folder.resolve("canvas.png");
        Path chart = folder.resolve("chart.png");
        Path csv = folder.resolve("table.csv");
        Path twice = folder.resolve("canvas@2x.png");
        onEdtIo(() -> frame.commands().exports().writeWorld(png, 1));
        onEdtIo(() -> frame.commands().exports().writeWorld(twice, 2));
        onEdtIo(() -> frame.commands().exports().writeChart(chart));
        onEdtIo(() -> frame.commands().exports().writeTable(csv));
        org.spriteplayground.geometry.Aabb world = onEdt(() -> frame.playground().lesson().bounds());
        BufferedImage canvas = ImageIO.read(png.toFile());
        assertThat(canvas.getWidth()).as("the world alone, one pixel a unit").isEqualTo((int) Math.ceil(world.width()));
        assertThat(canvas.getHeight()).isEqualTo((int) Math.ceil(world.height()));
        BufferedImage big = ImageIO.read(twice.toFile());
        assertThat(big.getWidth()).isEqualTo((int) Math.ceil(2 * world.width()));
        assertThat(big.getHeight()).isEqualTo((int) Math.ceil(2 * world.height()));
        assertThat(canvas.getRGB(4, 4)).as("no status line drawn over the world's corner").isEqualTo(canvas.getRGB(4, canvas.getHeight() - 5));
        assertThat(ImageIO.read(chart.toFile()).getWidth()).isGreaterThan(100);
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(361).first().isEqualTo(TightnessTable.HEADER);
    }

    private static void drop(Path file) throws Exception {
        Transferable files = new Transferable() {
            @Override
            public DataFlavor[] getTransferDataFlavors() {
                return new DataFlavor[] {DataFlavor.javaFileListFlavor};
            }

            @Override
            public boolean isDataFlavorSupported(DataFlavor flavor) {
                return DataFlavor.javaFileListFlavor.equals(flavor);
            }

            @Override
            public Object getTransferData(DataFlavor flavor) {
                return List.<File>of(file.toFile());
            }
        };
        SwingUtilities.invokeAndWait(() -> {
            Component canvas = find(frame, "canvas");
            TransferHandler handler = ((javax.swing.JComponent) canvas).getTransferHandler();
            assertThat(handler.importData(new TransferHandler.TransferSupport(canvas, files))).isTrue();
        });
    }

    private static JDialog errorDialog() {
        return Arrays.stream(Window.getWindows())
                .filter(w -> w instanceof JDialog d && d.isShowing() && d.getContentPane().getComponentCount() > 0
                        && d.getContentPane().getComponent(0) instanceof JOptionPane)
                .map(w -> (JDialog) w).findFirst().orElse(null);
    }

    private interface IoAction {
        void run() throws java.io.IOException;
    }

    private static void onEdtIo(IoAction action) throws Exception {
        AtomicReference<Exception> failure = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                action.run();
            } catch (java.io.IOException e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
    }

}
