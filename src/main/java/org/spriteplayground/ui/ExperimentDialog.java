package org.spriteplayground.ui;

import java.awt.Dimension;
import java.awt.Frame;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XChartPanel;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Tools &gt; Experiment: drops one sprite near another many times, off the event thread with a
 * progress bar and Cancel, and shows per bound kind the hits, false alarms and misses as a table
 * and a bar chart of false-alarm rates. The same seed gives the same counts.
 */
final class ExperimentDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final JComboBox<String> spriteA;
    private final JComboBox<String> spriteB;
    private final JSpinner trials = new JSpinner(new SpinnerNumberModel(100_000, 1_000, 10_000_000, 10_000));
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final JButton run = new JButton("Run");
    private final JButton cancel = new JButton("Cancel");
    private final JButton export = new JButton("Export CSV…");
    private final JProgressBar progress = new JProgressBar(0, 100);
    private final JLabel status = new JLabel("Choose two sprites and run.");
    private final DefaultTableModel rows = new DefaultTableModel(new Object[] {"kind", "tests", "hits", "false alarms", "misses", "false-alarm rate", "ns / test"}, 0) {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final CategoryChart chart = new CategoryChartBuilder().width(520).height(240).title("False alarms per hit")
            .xAxisTitle("bound kind").yAxisTitle("false-alarm rate (%)").build();
    private final XChartPanel<CategoryChart> chartView;
    private final transient SpriteLibrary library;
    private transient SwingWorker<Experiment.Result, Void> worker;
    private transient Experiment.Result result;

    ExperimentDialog(Frame owner, SpriteLibrary library, String focusSprite) {
        super(owner, "Experiment: bounds against pixel truth", false);
        this.library = library;
        setName("experimentDialog");
        String[] names = library.names().toArray(String[]::new);
        spriteA = new JComboBox<>(names);
        spriteB = new JComboBox<>(names);
        spriteA.setSelectedItem(focusSprite);
        spriteB.setSelectedItem(focusSprite);
        spriteA.setName("experimentSpriteA");
        spriteB.setName("experimentSpriteB");
        trials.setName("experimentTrials");
        run.setName("experimentRun");
        cancel.setName("experimentCancel");
        export.setName("experimentExport");
        progress.setName("experimentProgress");
        progress.setStringPainted(true);
        cancel.setEnabled(false);
        export.setEnabled(false);
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setChartBackgroundColor(javax.swing.UIManager.getColor("Panel.background"));
        chart.getStyler().setChartFontColor(javax.swing.UIManager.getColor("Label.foreground"));
        chart.getStyler().setAxisTickLabelsColor(javax.swing.UIManager.getColor("Label.foreground"));
        chart.getStyler().setSeriesColors(new java.awt.Color[] {org.spriteplayground.render.Palette.color(org.spriteplayground.sim.Ink.BOUNDING_CIRCLE)});
        chartView = new XChartPanel<>(chart);
        chartView.setVisible(false);
        JTable table = new JTable(rows);
        table.setName("experimentTable");
        table.setPreferredScrollableViewportSize(new Dimension(760, 6 * table.getRowHeight()));
        table.getColumnModel().getColumn(0).setPreferredWidth(150);
        table.getColumnModel().getColumn(5).setPreferredWidth(120);

        JPanel content = new JPanel(new MigLayout(
                "wrap 4, insets 12, fill",                      // layout
                "[right][grow, fill][right][grow, fill]",       // columns: label, field, label, field
                "[][][][]8[grow, fill]8[grow, fill]"));        // rows: sprites, numbers, run, status, table, chart
        content.add(new JLabel("Sprite A"));
        content.add(spriteA);
        content.add(new JLabel("Sprite B"));
        content.add(spriteB);
        content.add(new JLabel("Trials"));
        content.add(trials);
        content.add(new JLabel("Seed"));
        content.add(seed);
        content.add(run, "span 2, split 3, growx");
        content.add(cancel, "growx");
        content.add(export, "growx");
        content.add(progress, "span 2, growx");
        content.add(status, "span 4, growx");
        content.add(new JScrollPane(table), "span 4, grow");
        content.add(chartView, "span 4, grow, hmin 200");
        setContentPane(content);

        run.setToolTipText("Run the placements off the event thread (Enter)");
        cancel.setToolTipText("Stop the run; nothing is kept");
        trials.setToolTipText("How many random placements of B near A");
        seed.setToolTipText("The same seed gives the same placements and counts");
        run.addActionListener(e -> start());
        cancel.addActionListener(e -> worker.cancel(false));
        export.addActionListener(e -> exportCsv());
        getRootPane().setDefaultButton(run);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), JComponent.WHEN_IN_FOCUSED_WINDOW);
        pack();
        setLocationRelativeTo(owner);
    }

    /** Starts a run in a {@link SwingWorker}; the dialog stays responsive and Cancel works. */
    void start() {
        if (worker != null && !worker.isDone()) {
            return;
        }
        var a = library.get((String) spriteA.getSelectedItem());
        var b = library.get((String) spriteB.getSelectedItem());
        int n = ((Number) trials.getValue()).intValue();
        long s = ((Number) seed.getValue()).longValue();
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setValue(0);
        status.setText(String.format(Locale.ROOT, "Running %,d placements of %s near %s…", n, b.sprite().name(), a.sprite().name()));
        worker = new SwingWorker<>() {
            @Override
            protected Experiment.Result doInBackground() {
                return Experiment.run(a, b, n, s, this::setProgress, this::isCancelled);
            }

            @Override
            protected void done() {
                finished(this);
            }
        };
        worker.addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName())) {
                progress.setValue((Integer) e.getNewValue());
            }
        });
        worker.execute();
    }

    /** Returns the last result shown, or null. */
    Experiment.Result result() {
        return result;
    }

    private void finished(SwingWorker<Experiment.Result, Void> done) {
        run.setEnabled(true);
        cancel.setEnabled(false);
        try {
            result = done.get();
            show(result);
            progress.setValue(100);
            long misses = result.stats().stream().filter(k -> k.kind().encloses()).mapToLong(Experiment.KindStats::misses).sum();
            status.setText(String.format(Locale.ROOT, "%,d placements of %s near %s, seed %d. %s",
                    result.trials(), result.spriteB(), result.spriteA(), result.seed(),
                    misses == 0 ? "No enclosing bound missed a pixel hit." : misses + " pixel hits were missed by an enclosing bound: a defect, please report it."));
        } catch (CancellationException e) {
            status.setText("Cancelled: nothing was kept.");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof Experiment.Cancelled ? null : e.getCause();
            status.setText(cause == null ? "Cancelled: nothing was kept." : "The experiment failed: " + cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void show(Experiment.Result r) {
        rows.setRowCount(0);
        for (Experiment.KindStats k : r.stats()) {
            rows.addRow(new Object[] {k.kind().label(), k.tests(), k.hits(), k.falseAlarms(), k.misses(),
                    String.format(Locale.ROOT, "%.1f %%", 100 * k.falseAlarmRate()), String.format(Locale.ROOT, "%.0f", k.nanosPerTest())});
        }
        List<String> kinds = r.stats().stream().filter(k -> k.kind().encloses()).map(k -> k.kind().label()).toList();
        List<Double> rates = r.stats().stream().filter(k -> k.kind().encloses()).map(k -> 100 * k.falseAlarmRate()).toList();
        if (chart.getSeriesMap().containsKey("rate")) {
            chart.updateCategorySeries("rate", kinds, rates, null);
        } else {
            chart.addSeries("rate", kinds, rates);
        }
        chartView.setVisible(true);
        chartView.repaint();
        export.setEnabled(true);
        pack();
    }

    private void exportCsv() {
        Path file = FileDialogs.save(this, "Export experiment as CSV", "experiment-" + result.spriteA() + "-" + result.spriteB() + ".csv", "CSV table", "csv");
        if (file == null) {
            return;
        }
        try {
            Csv.write(file, result.csvLines());
            status.setText("Saved " + file);
        } catch (IOException e) {
            FileDialogs.error(this, "Cannot save " + file.getFileName(), e);
        }
    }
}
