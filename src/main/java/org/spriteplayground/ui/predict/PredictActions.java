package org.spriteplayground.ui.predict;

import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JOptionPane;
import javax.swing.JRootPane;
import javax.swing.KeyStroke;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.Answers;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.predict.Question;
import org.spriteplayground.ui.AppActions;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.Commands;
import org.spriteplayground.ui.dialogs.FileDialogs;
import org.spriteplayground.ui.KeyboardAccess;
import org.spriteplayground.ui.MenuText;

/**
 * View &gt; Predict (Ctrl+P) and its commands: the answers to each stage, predict, observe and
 * explain (keys 1 to 4, or the number pad's, as the buttons show; each button's tooltip says its answer in full),
 * Continue after a reveal (Enter or Space, which otherwise step and pause), Replay while Explain asks why (R, which
 * otherwise resets), the pupil's name,
 * the class CSV and the pupil's own. An answer key or Continue works only while it means something; otherwise the key
 * does what it always does.
 */
public final class PredictActions {

    /** The most answers a stage offers (an observation or an explanation's four). */
    static final int MOST_ANSWERS = 4;

    private final JFrame parent;
    private final Playground model;
    final PredictMode mode;
    /** View &gt; Predict, the pupil's name (View &gt; Pupil…), File &gt; Export class CSV… and File &gt; Export my answers…. */
    public final Action toggle;
    public final Action pupil;
    public final Action exportCsv;
    public final Action exportMine;
    /** Continue, after a reveal. */
    final Action carryOn;
    /** Replay, while Explain asks why: the steps before the moment again. */
    final Action replay;
    /** The answers, key 1 first. */
    final List<Action> answers = new ArrayList<>();

    public PredictActions(JFrame parent, Playground model) {
        this.parent = parent;
        this.model = model;
        this.mode = new PredictMode(model);
        toggle = Commands.toggle("menu.view.predict", KeyStroke.getKeyStroke(KeyEvent.VK_P, AppActions.menuMask()), mode::on, this::switchTo);
        toggle.putValue(Action.MNEMONIC_KEY, KeyEvent.VK_P);
        pupil = Commands.command("menu.view.pupil", null, () -> askPupil(MenuText.name("menu.view.pupil").replace("…", "")));
        exportCsv = Commands.command("menu.file.exportClassCsv", null, this::export);
        exportMine = Commands.command("menu.file.exportMyAnswers", KeyStroke.getKeyStroke(KeyEvent.VK_E, AppActions.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK),
                this::exportMine);
        carryOn = Commands.command(Texts.text("predict.continue"), KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), Texts.text("predict.continueTip"), mode::carryOn);
        replay = Commands.command(Texts.text("predict.replay"), KeyStroke.getKeyStroke(KeyEvent.VK_R, 0), Texts.text("predict.replayTip"),
                () -> mode.replay().start());
        for (int i = 1; i <= MOST_ANSWERS; i++) {
            int index = i;
            answers.add(Commands.command(Integer.toString(i), KeyStroke.getKeyStroke(KeyEvent.VK_0 + i, 0), Texts.format("predict.answerTip", i), () -> mode.answer(index)));
        }
        model.addListener(change -> {
            if (change == Change.LESSON) {
                lessonShown();
            }
        });
        lessonShown();
        mode.addListener(this::follow);
        follow();
    }

    /** Offers the mode only where it works; elsewhere its tooltip says why not. */
    private void lessonShown() {
        String why = PredictMode.unavailableIn(model.lesson());
        toggle.setEnabled(why == null);
        pupil.setEnabled(why == null);
        toggle.putValue(Action.SHORT_DESCRIPTION, why == null ? MenuText.tip("menu.view.predict") : why);
    }

    /** Turning on asks who is answering first (Cancel leaves the mode off). */
    private void switchTo(boolean on) {
        if (!on || askPupil(MenuText.name("menu.view.predict"))) {
            mode.setOn(on);
        }
    }

    /** Asks for the pupil's name, the current one offered; returns false if the person cancelled. */
    private boolean askPupil(String title) {
        Object name = JOptionPane.showInputDialog(parent, Texts.text("predict.who"), title,
                JOptionPane.QUESTION_MESSAGE, null, null, mode.pupil());
        KeyboardAccess.afterDialog(parent); // the keyboard back to the canvas, so the answer keys work at once
        if (name == null) {
            return false;
        }
        mode.setPupil(name.toString());
        return true;
    }

    /** Saves every pupil's answers in this session. */
    private void export() {
        Answers all = mode.answers();
        save(Texts.text("predict.exportTitle"), "class-answers.csv", all, file -> saved(all, file));
    }

    /** Saves only the answers of the pupil answering now, in a file named after them, for them to hand in. */
    private void exportMine() {
        String pupil = mode.pupil();
        Answers mine = mode.answers().by(pupil);
        save(Texts.text("predict.exportMineTitle"), fileName(pupil), mine, file -> mine.isEmpty() ? Texts.format("predict.savedMineEmpty", file, pupil) : saved(mine, file));
    }

    private void save(String title, String name, Answers answers, java.util.function.Function<Path, String> said) {
        Path file = FileDialogs.save(parent, title, name, Texts.text("predict.csvFiles"), "csv");
        KeyboardAccess.afterDialog(parent); // the keyboard back to the canvas, so the answer keys work at once
        if (file == null) {
            return;
        }
        try {
            answers.write(file);
            model.say(said.apply(file));
        } catch (IOException e) {
            FileDialogs.error(parent, Texts.format("predict.cannotSave", file.getFileName()), e);
        }
    }

    /** Returns what the status line says once the class CSV is saved: that it holds no pupil, when nobody has answered. */
    static String saved(Answers answers, Path file) {
        return Texts.format(answers.isEmpty() ? "predict.savedEmpty" : "predict.saved", file);
    }

    /**
     * Returns the file name a pupil's own answers are offered under: their name, with each
     * character a file name cannot hold on some system (/ \ : * ? " < > | and control characters)
     * and any leading dots (which would hide the file) as "_", then "-answers.csv": "Ada-answers.csv".
     */
    static String fileName(String pupil) {
        String name = pupil.replaceAll("[/\\\\:*?\"<>|\\p{Cntrl}]", "_").strip().replaceAll("^\\.+", "_"); // not shown
        return (name.isEmpty() ? "pupil" : name) + "-answers.csv";
    }

    private void follow() {
        Commands.sync(toggle);
        Question question = mode.question();
        int offered = question == null ? 0 : question.choices().size();
        for (int i = 0; i < answers.size(); i++) {
            answers.get(i).setEnabled(i < offered);
            answers.get(i).putValue(Action.SHORT_DESCRIPTION, i < offered
                    ? Texts.format("predict.choiceTip", question.choices().get(i).label(), i + 1) : Texts.format("predict.answerTip", i + 1));
        }
        carryOn.setEnabled(mode.canCarryOn());
        replay.setEnabled(mode.replay().offered());
    }

    /** Returns the mode these commands work: on or off, its stage, its question. */
    public PredictMode mode() {
        return mode;
    }

    /** Runs one tick of the app's timer: the playground's steps, and the next step of Explain's replay while it plays. */
    public void tick() {
        model.tick();
        mode.replay().frame();
    }

    /**
     * Binds the answer keys and Continue's Enter and Space on {@code root} for whatever has the
     * focus inside, ahead of the menus' keys: a disabled one passes its key on to them.
     */
    public void bindKeys(JRootPane root) {
        for (int i = 0; i < answers.size(); i++) {
            bind(root, (KeyStroke) answers.get(i).getValue(Action.ACCELERATOR_KEY), "predictAnswer" + (i + 1), answers.get(i));
            bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_NUMPAD1 + i, 0), "predictAnswer" + (i + 1), answers.get(i));
        }
        bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "predictContinue", carryOn);
        bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0), "predictContinue", carryOn);
        bind(root, (KeyStroke) replay.getValue(Action.ACCELERATOR_KEY), "predictReplay", replay);
    }

    private static void bind(JRootPane root, KeyStroke key, String name, Action action) {
        root.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(key, name);
        root.getActionMap().put(name, action);
    }

    /**
     * Makes {@code canvas}'s paused banner say Predict's keys while it asks or reveals, redrawn
     * with the lesson's marks (the gap a question is about) as the mode changes.
     */
    public void hintOn(CanvasPanel canvas) {
        canvas.pauseHint(() -> hint(mode, model), () -> hints(mode));
        mode.addListener(canvas::statusChanged);
        mode.addListener(canvas::repaint);
    }

    /**
     * Returns what the canvas's paused banner says for {@code mode} now: while Predict asks, the
     * stage and its answer keys; once it reveals, Continue's keys (the playback keys would withdraw the question
     * or mean Continue); null at other times, and after a failure, whose banner says what to do.
     */
    static String hint(PredictMode mode, Playground model) {
        if (model.failure() != null) {
            return null;
        }
        return switch (mode.phase()) {
            case PREDICT -> Texts.format("hint.predictAsk", keys(mode.question().choices().size()));
            case OBSERVE -> Texts.format("hint.predictObserve", keys(mode.question().choices().size()));
            case EXPLAIN -> Texts.format("hint.predictExplain", keys(mode.question().choices().size()));
            case REVEALED -> Texts.text("hint.predictRevealed");
            case RUNNING -> mode.canCarryOn() ? Texts.text("hint.predictNext") : null;
            case OFF -> null;
        };
    }

    /**
     * Returns every banner {@link #hint} may give while {@code mode} is on, for each stage and count
     * of answers: the canvas's strip keeps the height of the longest, so the world under it keeps
     * its size from one stage to the next. None while the mode is off.
     */
    static List<String> hints(PredictMode mode) {
        List<String> hints = new ArrayList<>();
        if (mode.on()) {
            for (int count = 1; count <= MOST_ANSWERS; count++) {
                for (String key : List.of("hint.predictAsk", "hint.predictObserve", "hint.predictExplain")) {
                    hints.add(Texts.format(key, keys(count)));
                }
            }
            hints.add(Texts.text("hint.predictRevealed"));
            hints.add(Texts.text("hint.predictNext"));
        }
        return hints;
    }

    /** Returns the answer keys of {@code count} answers in words: "1", "1 or 2", "1, 2 or 3". */
    private static String keys(int count) {
        String most = Integer.toString(count);
        String first = IntStream.range(1, count).mapToObj(Integer::toString).collect(Collectors.joining(", "));
        return count == 1 ? most : Texts.format("panel.keysOr", first, most);
    }
}
