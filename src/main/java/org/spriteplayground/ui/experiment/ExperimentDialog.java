package org.spriteplayground.ui.experiment;

import java.awt.Frame;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.JDialog;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.dialogs.Exports;

/**
 * Tools &gt; Experiment: drops one sprite near another many times, off the event thread with a
 * progress bar and Cancel, and shows per bound kind the hits, false alarms and misses as a table
 * and a bar chart of shares of hits that were false, with the exact expectations of {@link Theory} beside the
 * measured rates and a few lines under the table on why the pixels meet less often than the
 * sprites' convex hulls would. The same seed gives the same counts. Trials and seed obey
 * {@link ExperimentLimits}, as on the command line. The sprite lists follow the library live;
 * closing the dialog stops its run. Under the chart, a {@link FalseAlarmMapPanel} maps one bound's
 * false alarms at two chosen turns.
 */
public final class ExperimentDialog extends JDialog {

    private final ExperimentLayout parts;
    private final transient SpriteLibrary library;
    private final transient Consumer<String> spriteAdded = this::spriteAdded;
    private transient SwingWorker<Measured, Void> worker;
    private transient Experiment.Result result;

    public ExperimentDialog(Frame owner, SpriteLibrary library, String focusSprite) {
        super(owner, Texts.text("experimentui.title"), false);
        this.library = library;
        setName("experimentDialog");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        parts = new ExperimentLayout(library, focusSprite, this::start);
        setContentPane(parts.content);
        parts.run.addActionListener(e -> start());
        parts.cancel.addActionListener(e -> worker.cancel(false));
        parts.export.addActionListener(e -> exportCsv());
        getRootPane().setDefaultButton(parts.run);
        org.spriteplayground.ui.KeyboardAccess.closesOnEscape(this);
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
        Long n = typed(parts.trials, Texts.text("experimentui.trials"), ExperimentLimits::trialsProblem);
        Long s = n == null ? null : typed(parts.seed, Texts.text("experimentui.seed"), ExperimentLimits::seedProblem);
        if (n == null || s == null) {
            return;
        }
        var a = library.get((String) parts.spriteA.getSelectedItem());
        var b = library.get((String) parts.spriteB.getSelectedItem());
        int count = n.intValue();
        long chosenSeed = s;
        parts.run.setEnabled(false);
        parts.cancel.setEnabled(true);
        parts.progress.setValue(0);
        parts.progress.setIndeterminate(true);
        parts.status.setText(withPrevious(Texts.format("experimentui.running", count, SpriteLibrary.shownName(b.sprite().name()), SpriteLibrary.shownName(a.sprite().name()))));
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
        // A SwingWorker hands its progress to the event thread up to a frame late, so a report made
        // just before Cancel can arrive after it: only the running worker moves the bar.
        worker.addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName()) && e.getSource() == worker && !worker.isDone()) {
                parts.progress.setIndeterminate(false);
                parts.progress.setValue((Integer) e.getNewValue());
            }
        });
        worker.execute();
    }

    /**
     * Returns the result shown: the last run that completed, kept on show during a new run and
     * after its Cancel, so that a mistyped trial count does not take a good run off the screen; null
     * before any run has completed.
     */
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
        parts.map.stop();
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
            parts.status.setText(Texts.format("experimentui.problem", label, wrong));
            field.requestFocusInWindow();
            return null;
        }
        Long value = ExperimentLimits.parse(text);
        spinner.setValue(spinner == parts.trials ? (Object) value.intValue() : value);
        return value;
    }

    private void spriteAdded(String name) {
        if (!SwingUtilities.isEventDispatchThread()) {
            SwingUtilities.invokeLater(() -> spriteAdded(name));
            return;
        }
        parts.spriteA.addItem(name);
        parts.spriteB.addItem(name);
    }

    private void finished(SwingWorker<Measured, Void> done) {
        parts.run.setEnabled(true);
        parts.cancel.setEnabled(false);
        parts.progress.setIndeterminate(false);
        try {
            Measured measured = done.get();
            result = measured.result();
            parts.table.show(result, measured.theory());
            parts.theory.setText(Texts.format("experimentui.theory", measured.theory().gap(result)));
            parts.theory.setVisible(true);
            parts.chart.show(result);
            parts.export.setEnabled(true);
            parts.progress.setValue(100);
            parts.status.setText(done(result));
        } catch (CancellationException e) {
            cancelled();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Experiment.Cancelled) {
                cancelled();
            } else {
                parts.status.setText(Texts.format("experimentui.failed", String.valueOf(e.getCause())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Returns the line that says which pair {@code result} placed, how often, from which seed, and whether an enclosing bound missed a hit. */
    static String done(Experiment.Result result) {
        long misses = result.stats().stream().filter(k -> k.kind().encloses()).mapToLong(Experiment.KindStats::misses).sum();
        return Texts.format("experimentui.done", result.trials(), SpriteLibrary.shownName(result.spriteB()), SpriteLibrary.shownName(result.spriteA()),
                String.valueOf(result.seed()), misses == 0 ? Texts.text("experimentui.noMisses") : Texts.format("experimentui.misses", misses));
    }

    /** A run's counts with the exact expectations for the same pair. */
    private record Measured(Experiment.Result result, Theory theory) {
    }

    private void cancelled() {
        parts.progress.setValue(0);
        parts.status.setText(result == null ? Texts.text("experimentui.cancelled") : withPrevious(Texts.text("experimentui.cancelled.kept")));
    }

    /** Returns {@code line} followed, when a previous run is on show, by the words that say the table and chart are that run's. */
    private String withPrevious(String line) {
        return result == null ? line : line + " " + Texts.format("experimentui.previous", result.trials(), SpriteLibrary.shownName(result.spriteB()), SpriteLibrary.shownName(result.spriteA()),
                String.valueOf(result.seed()));
    }

    private void exportCsv() {
        Exports.save(this, Texts.text("experimentui.export.title"), "experiment-" + result.spriteA() + "-" + result.spriteB() + ".csv",
                Texts.text("filedialog.csv"), "csv", file -> Csv.write(file, result.csvLines()), parts.status::setText);
    }
}
