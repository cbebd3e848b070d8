package org.spriteplayground.ui;

import javax.swing.Action;
import java.awt.Frame;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.chart.TightnessChartPanel;
import org.spriteplayground.ui.classroom.ClassResultsView;
import org.spriteplayground.ui.dialogs.Exports;
import org.spriteplayground.ui.dialogs.GlossaryDialog;
import org.spriteplayground.ui.dialogs.HelpDialogs;
import org.spriteplayground.ui.dialogs.SpriteOpener;
import org.spriteplayground.ui.experiment.ExperimentDialog;

/** The window's own commands: files, exports, the experiment and help dialogs, quitting. */
final class WindowCommands {

    private final Frame frame;
    private final Playground model;
    private final Exports exports;
    private final SpriteOpener opener;
    private final SceneCommands scenes;
    private ExperimentDialog experiment;
    private ClassResultsView classResults;
    private AppActions actions;
    private Runnable ending = () -> { };

    WindowCommands(Frame frame, Playground model, Map<String, BufferedImage> images, TightnessChartPanel chart) {
        this.frame = frame;
        this.model = model;
        this.exports = new Exports(frame, model, images, chart);
        this.opener = new SpriteOpener(frame, model, images, this::fly);
        this.scenes = new SceneCommands(frame, model, images, this::backToTheWindow);
    }

    SceneCommands scenes() {
        return scenes;
    }

    /** Gives Help &gt; Keys the actions to list. */
    void listKeysOf(AppActions all) {
        this.actions = all;
    }

    SpriteOpener opener() {
        return opener;
    }

    Exports exports() {
        return exports;
    }

    /** Returns the experiment dialog once it has been opened, else null. */
    ExperimentDialog experiment() {
        return experiment;
    }

    /** Flies a sprite in the lesson on show, or in the default lesson (flying-jets) if the one on show flies none. */
    private void fly(String sprite) {
        if (model.lesson().flownSprite().isEmpty()) {
            model.open(Lessons.defaultLesson());
        }
        Control.Choice<String> choice = model.lesson().flownSprite().orElseThrow();
        choice.set().accept(sprite);
        model.controlChanged(choice); // as the side panel's choice does: the timeline replays it
    }

    void exportWorksheet() {
        exports.worksheet(this::backToTheWindow);
    }

    void exportQuiz() {
        exports.quiz(this::backToTheWindow);
    }

    /** Returns the main window, for the dialogs its commands open. */
    Frame frame() {
        return frame;
    }

    /**
     * Reads {@code files} into the Class results window, opening it if it is not open; files added to
     * an open one merge with the results on show. Nothing opens for no files (a chooser cancelled).
     */
    void showClassResults(List<Path> files) {
        if (files.isEmpty()) {
            return;
        }
        if (classResults == null || !classResults.isDisplayable()) {
            classResults = quitting(new ClassResultsView(frame));
        }
        classResults.add(files);
        classResults.setVisible(true);
        classResults.toFront();
    }

    void showExperiment() {
        if (experiment == null || !experiment.isDisplayable()) {
            String focus = model.lesson().focus().map(f -> f.sprite().sprite().name()).orElse("jet");
            experiment = quitting(new ExperimentDialog(frame, model.sprites(), focus));
            experiment.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    backToTheWindow();
                }
            });
        }
        experiment.setVisible(true);
        experiment.toFront();
    }

    void showKeys() {
        List<Action> keys = new java.util.ArrayList<>(actions.withKeys());
        keys.addAll(scenes.actions());
        HelpDialogs.keys(frame, keys);
        backToTheWindow();
    }

    void showTeacher() {
        HelpDialogs.teacher(frame, model.lesson());
        backToTheWindow();
    }

    /** Help &gt; Glossary, opened at term {@code id} (null: at the top). */
    void showGlossary(String id) {
        GlossaryDialog.show(frame, id);
        backToTheWindow();
    }

    void showAbout() {
        HelpDialogs.about(frame);
        backToTheWindow();
    }

    /** Returns {@code dialog} followed by {@link #backToTheWindow}. */
    Runnable thenBack(Runnable dialog) {
        return () -> {
            dialog.run();
            backToTheWindow();
        };
    }

    /** Gives the keyboard back to the main window once a dialog has gone, with the keys on the canvas, so they work at once. */
    private void backToTheWindow() {
        KeyboardAccess.afterDialog(frame);
    }

    /** Sets what ends the app on Quit ({@link MainFrame#endWith}). */
    void endWith(Runnable ending) {
        this.ending = ending;
    }

    /**
     * Quits: the window leaves the screen at once, with the windows it owns, and the ending runs
     * straight away, in this event. The real ending ends the process, which frees the windows with
     * everything else, so they are not taken apart first; they are only where the ending returns.
     */
    void quit() {
        frame.setVisible(false);
        ending.run();
        frame.dispose();
    }

    /** Lets {@code window}, one the app keeps open beside the main window, quit the app by File &gt; Quit's key too. */
    private <T extends javax.swing.JDialog> T quitting(T window) {
        window.getRootPane().registerKeyboardAction(e -> actions.quit.actionPerformed(e), (javax.swing.KeyStroke) actions.quit.getValue(Action.ACCELERATOR_KEY),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        return window;
    }
}
