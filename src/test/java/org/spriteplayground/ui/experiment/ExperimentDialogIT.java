package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.find;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Color;
import java.awt.Frame;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.LookAndFeel;
import javax.swing.SpinnerNumberModel;
import javax.swing.Timer;
import javax.swing.UIManager;
import javax.swing.table.JTableHeader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.Theme;

/** The Experiment dialog in a real window: Cancel, limits, the table's numbers, the library, closing, the dark theme. */
class ExperimentDialogIT {

    private final SpriteLibrary library = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite(), SpriteLoader.bundled("saucer").sprite()));
    private final List<ExperimentDialog> opened = new ArrayList<>();
    private LookAndFeel look;

    @BeforeEach
    void rememberTheLook() {
        look = UIManager.getLookAndFeel();
    }

    @AfterEach
    void closeAndRestore() throws Exception {
        run(() -> opened.forEach(ExperimentDialog::dispose));
        UIManager.setLookAndFeel(look);
    }

    @Test
    void cancellingASecondRunKeepsTheFirstOnShowMarkedAsThePreviousRun() {
        ExperimentDialog dialog = open();
        runTo(dialog, 20_000);
        var first = onEdt(dialog::result);
        List<String> cells = onEdt(() -> cells((JTable) find(dialog, "experimentTable")));
        setTrials(dialog, CANCELLED_TRIALS);
        run(dialog::start);
        assertThat(onEdt(() -> status(dialog))).as("the status line while the new run goes on").contains("previous run", "20,000 placements");
        assertThat(onEdt(() -> cells((JTable) find(dialog, "experimentTable")))).as("the table while the new run goes on").isEqualTo(cells);
        cancelOnceTheBarMoves(dialog);
        assertThat(onEdt(dialog::result)).isSameAs(first);
        assertThat(onEdt(() -> cells((JTable) find(dialog, "experimentTable")))).isEqualTo(cells);
        assertThat(onEdt(() -> find(dialog, "experimentExport").isEnabled())).as("the previous run can still be exported").isTrue();
        assertThat(onEdt(() -> find(dialog, "experimentChartWaiting").isShowing())).as("the chart still shows the previous rates").isFalse();
        assertThat(onEdt(() -> status(dialog))).isEqualTo("Cancelled: the new run was dropped. The table and chart show the previous run until a new one"
                + " completes: 20,000 placements of jet near jet, random seed 1.");
    }

    @Test
    void cancellingTheFirstRunKeepsNothing() {
        ExperimentDialog dialog = open();
        setTrials(dialog, CANCELLED_TRIALS);
        run(dialog::start);
        cancelOnceTheBarMoves(dialog);
        assertThat(onEdt(dialog::result)).isNull();
        assertThat(onEdt(() -> ((JTable) find(dialog, "experimentTable")).getRowCount())).isZero();
        assertThat(onEdt(() -> find(dialog, "experimentExport").isEnabled())).isFalse();
        assertThat(onEdt(() -> status(dialog))).isEqualTo("Cancelled: nothing was kept.");
    }

    /**
     * Trials of a run to cancel: 100 chunks of 4,000, so that the percentage moves with every chunk
     * and a report is on its way to the bar at almost any moment, yet the run lasts a second or more.
     */
    private static final int CANCELLED_TRIALS = 400_000;

    /**
     * Cancels the run going on once its bar shows progress, then waits until it has stopped and every
     * report it made has reached the event thread, and checks that the bar is empty: a SwingWorker
     * hands progress over on a Swing timer of a frame, so a Swing timer of two frames started after
     * the run's thread ended fires after the last report has been delivered.
     */
    private static void cancelOnceTheBarMoves(ExperimentDialog dialog) {
        JProgressBar bar = (JProgressBar) onEdt(() -> find(dialog, "experimentProgress"));
        waitUntil(() -> onEdt(() -> !bar.isIndeterminate() && bar.getValue() > 0), 30_000);
        run(() -> ((JButton) find(dialog, "experimentCancel")).doClick());
        waitUntil(() -> onEdt(() -> find(dialog, "experimentRun").isEnabled()), 30_000);
        waitUntil(() -> Thread.getAllStackTraces().values().stream().flatMap(java.util.Arrays::stream)
                .noneMatch(f -> f.getClassName().startsWith(Experiment.class.getPackageName() + ".")), 30_000);
        java.util.concurrent.CountDownLatch fired = new java.util.concurrent.CountDownLatch(1);
        run(() -> {
            Timer later = new Timer(2 * 1000 / 30, e -> fired.countDown());
            later.setRepeats(false);
            later.start();
        });
        waitUntil(() -> fired.getCount() == 0, 10_000);
        run(() -> { });
        assertThat(onEdt(bar::getValue)).as("the bar after Cancel").isZero();
    }

    private static List<String> cells(JTable table) {
        List<String> all = new ArrayList<>();
        for (int row = 0; row < table.getRowCount(); row++) {
            for (int column = 0; column < table.getColumnCount(); column++) {
                all.add(String.valueOf(table.getValueAt(row, column)));
            }
        }
        return all;
    }

    @Test
    void theWindowKeepsItsSizeWhenARunFinishesAndWhenTheMapIsSwitched() {
        ExperimentDialog dialog = open();
        java.awt.Dimension before = onEdt(() -> dialog.getSize());
        runTo(dialog, 20_000);
        Gui.settle();
        java.awt.Dimension afterRun = onEdt(() -> dialog.getSize());
        assertThat(afterRun).as("after Run").isEqualTo(before);
        run(() -> ((javax.swing.JCheckBox) find(dialog, "experimentMapToggle")).doClick());
        Gui.settle();
        java.awt.Dimension afterMap = onEdt(() -> dialog.getSize());
        assertThat(afterMap).as("after the map switch").isEqualTo(before);
    }

    /** The map comes under the chart and the words: ticking its switch showed nothing until one scrolled to it. */
    @Test
    void tickingTheMapsSwitchBringsTheMapIntoView() {
        ExperimentDialog dialog = open();
        runTo(dialog, 2_000);
        Gui.settle();
        run(() -> ((javax.swing.JCheckBox) find(dialog, "experimentMapToggle")).doClick());
        Gui.settle();
        JComponent kind = (JComponent) onEdt(() -> find(dialog, "experimentMapKind"));
        Rectangle seen = onEdt(kind::getVisibleRect);
        java.awt.Dimension size = onEdt(kind::getSize);
        assertThat(size.height > 0 && seen.width == size.width && seen.height == size.height)
                .as("the map's bound choice %s, seen at %s", size, seen).isTrue();
    }

    @Test
    void countsCarryThousandsSeparatorsAndTheHeadersDefineTheirColumns() {
        ExperimentDialog dialog = open();
        runTo(dialog, 20_000);
        ExperimentTable table = (ExperimentTable) onEdt(() -> find(dialog, "experimentTable"));
        assertThat(onEdt(() -> table.shownAt(0, 1))).isEqualTo("20,000");
        assertThat(onEdt(() -> table.shownAt(0, 2))).matches("\\d{1,2},\\d{3}");
        assertThat(onEdt(() -> headerTip(table, 5))).isEqualTo("Share of hits that were false = false alarms / hits: the share of the bound's hits where the pixels do not touch");
        assertThat(onEdt(() -> headerTip(table, 6))).startsWith("Time per test, from the fastest to the slowest timed pass");
    }

    @Test
    void trialsAndSeedTakeTheCommandLinesLimitsAndChecks() {
        ExperimentDialog dialog = open();
        SpinnerNumberModel model = (SpinnerNumberModel) onEdt(() -> ((JSpinner) find(dialog, "experimentTrials")).getModel());
        assertThat(model.getMinimum()).isEqualTo(ExperimentLimits.MIN_TRIALS);
        assertThat(model.getMaximum()).isEqualTo(ExperimentLimits.MAX_TRIALS);
        type(dialog, "experimentTrials", "0");
        run(dialog::start);
        assertThat(onEdt(dialog::running)).isFalse();
        assertThat(onEdt(() -> status(dialog))).isEqualTo("Trials must be a whole number from 1 to 100,000,000, was '0'");
        type(dialog, "experimentTrials", "2,000");
        type(dialog, "experimentSeed", "-5");
        run(dialog::start);
        waitUntil(() -> onEdt(() -> !dialog.running() && dialog.result() != null), 60_000);
        assertThat(onEdt(() -> dialog.result().seed())).isEqualTo(-5L);
        assertThat(onEdt(() -> dialog.result().trials())).isEqualTo(2_000);
    }

    @Test
    void aSpriteOpenedLaterJoinsTheChoicesAtOnce() {
        ExperimentDialog dialog = open();
        run(() -> library.add(SpriteLoader.bundled("crescent").sprite()));
        assertThat(onEdt(() -> choices(dialog, "experimentSpriteA"))).containsExactly("jet", "saucer", "crescent");
        library.add(SpriteLoader.bundled("jet").sprite());
        waitUntil(() -> onEdt(() -> choices(dialog, "experimentSpriteB").contains("jet (2)")), 10_000);
    }

    @Test
    void closingTheWindowStopsTheRunAndTheListening() {
        ExperimentDialog dialog = open();
        setTrials(dialog, 50_000_000);
        run(dialog::start);
        run(() -> dialog.dispatchEvent(new WindowEvent(dialog, WindowEvent.WINDOW_CLOSING)));
        assertThat(onEdt(dialog::isDisplayable)).isFalse();
        waitUntil(() -> onEdt(() -> !dialog.running()), 10_000);
        run(() -> library.add(SpriteLoader.bundled("bomber").sprite()));
        assertThat(onEdt(() -> choices(dialog, "experimentSpriteA"))).doesNotContain("bomber");
    }

    @Test
    void escapeStopsTheRunToo() {
        ExperimentDialog dialog = open();
        setTrials(dialog, 50_000_000);
        run(dialog::start);
        run(() -> dialog.getRootPane().getActionForKeyStroke(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0))
                .actionPerformed(new ActionEvent(dialog, ActionEvent.ACTION_PERFORMED, "escape")));
        assertThat(onEdt(dialog::isDisplayable)).isFalse();
        waitUntil(() -> onEdt(() -> !dialog.running()), 10_000);
    }

    @Test
    void theBarChartIsDarkInTheDarkTheme() {
        run(Theme.DARK::install);
        ExperimentDialog dialog = open();
        runTo(dialog, 2_000);
        JComponent content = (JComponent) onEdt(() -> find(dialog, "experimentChart")); // it may scroll: painted on its own
        BufferedImage image = onEdt(() -> {
            BufferedImage shot = new BufferedImage(content.getWidth(), content.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = shot.createGraphics();
            content.paint(g);
            g.dispose();
            return shot;
        });
        Rectangle chart = new Rectangle(image.getWidth(), image.getHeight());
        assertThat(chart.height).isGreaterThan(100);
        long light = 0;
        for (int y = chart.y; y < chart.y + chart.height; y++) {
            for (int x = chart.x; x < chart.x + chart.width; x++) {
                Color c = new Color(image.getRGB(x, y));
                light += c.getRed() + c.getGreen() + c.getBlue() > 600 ? 1 : 0;
            }
        }
        // Light text and the plot's border are a few percent; a white plot area would be half the chart.
        assertThat(light).as("near-white pixels in the chart").isLessThan((long) chart.width * chart.height / 20);
    }

    private ExperimentDialog open() {
        ExperimentDialog dialog = onEdt(() -> {
            ExperimentDialog d = new ExperimentDialog((Frame) null, library, "jet");
            d.setVisible(true);
            return d;
        });
        opened.add(dialog);
        return dialog;
    }

    private static void runTo(ExperimentDialog dialog, int trials) {
        setTrials(dialog, trials);
        run(dialog::start);
        waitUntil(() -> onEdt(() -> !dialog.running() && dialog.result() != null), 60_000);
    }

    private static void setTrials(ExperimentDialog dialog, int trials) {
        run(() -> ((JSpinner) find(dialog, "experimentTrials")).setValue(trials));
    }

    private static void type(ExperimentDialog dialog, String spinner, String text) {
        run(() -> ((JSpinner.DefaultEditor) ((JSpinner) find(dialog, spinner)).getEditor()).getTextField().setText(text));
    }

    private static String status(ExperimentDialog dialog) {
        return ((javax.swing.text.JTextComponent) find(dialog, "experimentStatus")).getText();
    }

    private static List<String> choices(ExperimentDialog dialog, String name) {
        JComboBox<?> box = (JComboBox<?>) find(dialog, name);
        List<String> items = new ArrayList<>();
        for (int i = 0; i < box.getItemCount(); i++) {
            items.add(String.valueOf(box.getItemAt(i)));
        }
        return items;
    }

    private static String headerTip(JTable table, int column) {
        JTableHeader header = table.getTableHeader();
        Rectangle r = header.getHeaderRect(column);
        return header.getToolTipText(new MouseEvent(header, MouseEvent.MOUSE_MOVED, 0, 0, r.x + r.width / 2, r.y + r.height / 2, 0, false));
    }
}
