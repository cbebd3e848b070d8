package org.spriteplayground.ui.experiment;

import java.awt.Frame;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFormattedTextField;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.dialogs.FileDialogs;

/**
 * Tools &gt; Experiment: drops one sprite near another many times, off the event thread with a
 * progress bar and Cancel, and shows per bound kind the hits, false alarms and misses as a table
 * and a bar chart of false-alarm rates, with the exact expectations of {@link Theory} beside the
 * measured rates and a few lines under the table on why the pixels meet less often than the
 * sprites' convex hulls would. The same seed gives the same counts. Trials and seed obey
 * {@link ExperimentLimits}, as on the command line. The sprite lists follow the library live;
 * closing the dialog stops its run. Under the chart, a {@link FalseAlarmMapPanel} maps one bound's
 * false alarms at two chosen turns.
 */
public final class ExperimentDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final JComboBox<String> spriteA;
    private final JComboBox<String> spriteB;
    private final JSpinner trials = new JSpinner(new SpinnerNumberModel(ExperimentLimits.DEFAULT_TRIALS, ExperimentLimits.MIN_TRIALS, ExperimentLimits.MAX_TRIALS, 10_000));
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(Long.valueOf(ExperimentLimits.DEFAULT_SEED), Long.valueOf(Long.MIN_VALUE), Long.valueOf(Long.MAX_VALUE), Long.valueOf(1)));
    private final JButton run = new JButton(Texts.text("experimentui.run"));
    private final JButton cancel = new JButton(Texts.text("experimentui.cancel"));
    private final JButton export = new JButton(Texts.text("experimentui.export"));
    private final JProgressBar progress = new JProgressBar(0, 100);
    private final JTextArea status = ExperimentLayout.text(Texts.text("experimentui.start"), "experimentStatus");
    private final ExperimentTable table = new ExperimentTable();
    private final JTextArea theoryText = ExperimentLayout.text("", "experimentTheory");
    private final ExperimentChart chart = new ExperimentChart();
    private final FalseAlarmMapPanel map;
    private final transient SpriteLibrary library;
    private final transient Consumer<String> spriteAdded = this::spriteAdded;
    private transient SwingWorker<Measured, Void> worker;
    private transient Experiment.Result result;

    public ExperimentDialog(Frame owner, SpriteLibrary library, String focusSprite) {
        super(owner, Texts.text("experimentui.title"), false);
        this.library = library;
        setName("experimentDialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        String[] names = library.names().toArray(String[]::new);
        spriteA = new JComboBox<>(names);
        spriteB = new JComboBox<>(names);
        spriteA.setSelectedItem(focusSprite);
        spriteB.setSelectedItem(focusSprite);
        map = new FalseAlarmMapPanel(library, spriteA, spriteB);
        spriteA.setName("experimentSpriteA");
        spriteB.setName("experimentSpriteB");
        trials.setName("experimentTrials");
        seed.setName("experimentSeed");
        run.setName("experimentRun");
        cancel.setName("experimentCancel");
        export.setName("experimentExport");
        progress.setName("experimentProgress");
        theoryText.setRows(3); // room to open with, before a run
        theoryText.setFocusable(true); // its words can be selected and copied
        NumberSpinners.keepTyped(trials, this::start);
        NumberSpinners.keepTyped(seed, this::start);
        progress.setStringPainted(true);
        cancel.setEnabled(false);
        export.setEnabled(false);
        setContentPane(ExperimentLayout.content(new ExperimentLayout.Parts(spriteA, spriteB, trials, seed, run, cancel, export, progress, status,
                table, theoryText, chart, map, map.toggle())));

        run.setToolTipText(Texts.text("experimentui.run.tip"));
        cancel.setToolTipText(Texts.text("experimentui.cancel.tip"));
        trials.setToolTipText(Texts.format("experimentui.trials.tip", ExperimentLimits.trialsRange()));
        seed.setToolTipText(Texts.format("experimentui.seed.tip", ExperimentLimits.seedRange()));
        run.addActionListener(e -> start());
        cancel.addActionListener(e -> worker.cancel(false));
        export.addActionListener(e -> exportCsv());
        getRootPane().setDefaultButton(run);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), JComponent.WHEN_IN_FOCUSED_WINDOW);
        library.addListener(spriteAdded);
        pack();
        setLocationRelativeTo(owner);
    }

    /**
     * Starts a run in a {@link SwingWorker}; the dialog stays responsive and Cancel works. The
     * trials and seed typed are checked first, as the command line checks them; a bad one is
     * named in the status line with the allowed range, keeps its text and takes the focus, and
     * nothing runs.
     */
    public void start() {
        if (running()) {
            return;
        }
        Long n = typed(trials, Texts.text("experimentui.trials"), ExperimentLimits::trialsProblem);
        Long s = n == null ? null : typed(seed, Texts.text("experimentui.seed"), ExperimentLimits::seedProblem);
        if (n == null || s == null) {
            return;
        }
        var a = library.get((String) spriteA.getSelectedItem());
        var b = library.get((String) spriteB.getSelectedItem());
        int count = n.intValue();
        long chosenSeed = s;
        showNothing();
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setValue(0);
        progress.setIndeterminate(true);
        status.setText(Texts.format("experimentui.running", count, b.sprite().name(), a.sprite().name()));
        worker = new SwingWorker<>() {
            @Override
            protected Measured doInBackground() {
                Experiment.Result measured = Experiment.run(a, b, count, chosenSeed, this::setProgress, this::isCancelled);
                return new Measured(measured, Theory.of(a, b));
            }

            @Override
            protected void done() {
                finished(this);
            }
        };
        worker.addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName())) {
                progress.setIndeterminate(false);
                progress.setValue((Integer) e.getNewValue());
            }
        });
        worker.execute();
    }

    /** Returns the result shown, or null when none is (before a run, during one, after Cancel). */
    public Experiment.Result result() {
        return result;
    }

    /** Returns true while a run is going on. */
    boolean running() {
        return worker != null && !worker.isDone();
    }

    /** Stops any run, stops following the library, and closes. */
    @Override
    public void dispose() {
        if (worker != null) {
            worker.cancel(false);
        }
        map.stop();
        library.removeListener(spriteAdded);
        super.dispose();
    }

    /**
     * Returns the spinner's typed text as a number if {@code problem} allows it, else says why in
     * the status line and puts the focus there, the text kept for correcting.
     */
    private Long typed(JSpinner spinner, String label, UnaryOperator<String> problem) {
        JFormattedTextField field = NumberSpinners.field(spinner);
        String text = field.getText();
        String wrong = problem.apply(text);
        if (wrong != null) {
            status.setText(Texts.format("experimentui.problem", label, wrong));
            field.requestFocusInWindow();
            return null;
        }
        Long value = ExperimentLimits.parse(text);
        spinner.setValue(spinner == trials ? (Object) value.intValue() : value);
        return value;
    }

    private void spriteAdded(String name) {
        if (!SwingUtilities.isEventDispatchThread()) {
            SwingUtilities.invokeLater(() -> spriteAdded(name));
            return;
        }
        spriteA.addItem(name);
        spriteB.addItem(name);
    }

    private void finished(SwingWorker<Measured, Void> done) {
        run.setEnabled(true);
        cancel.setEnabled(false);
        progress.setIndeterminate(false);
        try {
            Measured measured = done.get();
            result = measured.result();
            table.show(result, measured.theory());
            theoryText.setText(Texts.format("experimentui.theory", measured.theory().gap(result)));
            theoryText.setVisible(true);
            chart.show(result);
            export.setEnabled(true);
            progress.setValue(100);
            long misses = result.stats().stream().filter(k -> k.kind().encloses()).mapToLong(Experiment.KindStats::misses).sum();
            status.setText(Texts.format("experimentui.done", result.trials(), result.spriteB(), result.spriteA(), String.valueOf(result.seed()),
                    misses == 0 ? Texts.text("experimentui.noMisses") : Texts.format("experimentui.misses", misses)));
        } catch (CancellationException e) {
            cancelled();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Experiment.Cancelled) {
                cancelled();
            } else {
                status.setText(Texts.format("experimentui.failed", String.valueOf(e.getCause())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A run's counts with the exact expectations for the same pair. */
    private record Measured(Experiment.Result result, Theory theory) {
    }

    private void cancelled() {
        showNothing();
        progress.setValue(0);
        status.setText(Texts.text("experimentui.cancelled"));
    }

    /** Clears the table and chart and disables Export: no result is shown. */
    private void showNothing() {
        result = null;
        table.clear();
        theoryText.setText("");
        theoryText.setVisible(false);
        chart.clear();
        export.setEnabled(false);
    }

    private void exportCsv() {
        Path file = FileDialogs.save(this, Texts.text("experimentui.export.title"), "experiment-" + result.spriteA() + "-" + result.spriteB() + ".csv", Texts.text("filedialog.csv"), "csv");
        if (file == null) {
            return;
        }
        try {
            Csv.write(file, result.csvLines());
            status.setText(Texts.format("export.saved", file));
        } catch (IOException e) {
            FileDialogs.error(this, Texts.format("export.cannotSave", file.getFileName()), e);
        }
    }
}
