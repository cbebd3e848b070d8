package org.spriteplayground.ui.predict;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingUtilities;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.predict.Question;
import org.spriteplayground.predict.Scores;
import org.spriteplayground.ui.WrappingRow;
import org.spriteplayground.ui.KeyboardAccess;
import org.spriteplayground.ui.side.ScrollingPart;
import org.spriteplayground.ui.side.Wrap;

/**
 * The strip above the canvas while Predict is on: the question and its answer buttons (each with
 * its key; where the answers are sentences, as an observation's and an explanation's are, they are
 * listed under the question, numbered, and the buttons show the numbers; while Explain asks why, Replay too), or the reveal and Continue; the pupil and their score, Pupil… and Export class CSV…,
 * the buttons and score in as many rows as the strip's width needs, so that large type on a small
 * screen cuts nothing off; where Pupil… and Export would take a row of their own they give way
 * to the menus, which hold them too. Its buttons take no focus, as the playback bar's do, so the keys keep reaching the canvas.
 * It is as high as the tallest stage of the rounds asked in the lesson ({@link PredictMode#stages()}), so the canvas under
 * it keeps its size while the class looks at it, from the question to the truth.
 */
public final class PredictStrip extends JPanel {

    private final transient PredictMode mode;
    /** The question or the reveal, wrapped to the strip's width: a three-outcomes question is long. */
    private final JTextArea text = Wrap.text(" ", "predictText");
    private final JLabel score = new JLabel(" ");
    private final JButton[] answers = new JButton[PredictActions.MOST_ANSWERS];
    private final JButton carryOn;
    /** Replay, while Explain asks why: shows the steps before the moment again. */
    private final JButton replay;
    /** Pupil… and Export class CSV…, also in the View and File menus: shown only where they fit on the answers' row. */
    private final JButton[] extras;
    private final JPanel row = new WrappingRow(UIScale.scale(6));
    /**
     * A copy of this strip, never shown, in which each stage of the rounds asked is laid out to
     * measure it ({@link #steady}); null in the copy itself.
     */
    private final PredictStrip twin;
    /** The height of the tallest stage of {@link PredictMode#stages()}, how many of them it has measured, and at what width and type. */
    private int steady;
    private int measured;
    private transient List<Object> steadyFor = List.of();
    /** The width, at UI scale 1, from which Pupil… and Export always show. */
    private static final int WIDE = 560;
    /** Shows the question or the reveal, scrolled where the window leaves the strip less room than it needs; the answers' row stays in view under it. */
    private final JScrollPane scroller = new JScrollPane(new ScrollingPart(new MigLayout("insets 0, fillx", "[grow, fill]")),
            ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
        /** Not a validate root, as scroll panes are: the strip's height follows its text, and the window lays out afresh. */
        @Override
        public boolean isValidateRoot() {
            return false;
        }
    };

    public PredictStrip(PredictActions actions) {
        this(actions.mode, actions.answers, actions.carryOn, actions.replay, actions.pupil, actions.exportCsv);
    }

    /** Shows {@code mode} with these commands: the answers (key 1 first), Continue, Replay, the pupil's name and the class CSV. */
    PredictStrip(PredictMode mode, List<Action> answerActions, Action carryOnAction, Action replayAction, Action pupil, Action exportCsv) {
        this(mode, answerActions, carryOnAction, replayAction, pupil, exportCsv, new PredictStrip(mode, answerActions, carryOnAction, replayAction, pupil, exportCsv, null));
        mode.addListener(this::follow);
        follow();
    }

    /** Shows {@code mode}'s stages with these commands, measuring each stage in {@code twin}; a twin itself, when that is null. */
    private PredictStrip(PredictMode mode, List<Action> answerActions, Action carryOnAction, Action replayAction, Action pupil, Action exportCsv, PredictStrip twin) {
        super(new MigLayout(
                "insets 4 8 4 8, fillx, wrap 1, hidemode 3", // layout: a hidden button leaves no gap
                "[grow, fill]",                             // columns: one, as wide as the canvas
                "[grow, fill]2[]"));                        // rows: question or reveal, the first to give way; answers or Continue, pupil and score
        this.mode = mode;
        setName("predictStrip");
        score.setName("predictScore");
        scroller.setBorder(BorderFactory.createEmptyBorder());
        scroller.setOpaque(false);
        scroller.getViewport().setOpaque(false);
        ((JComponent) scroller.getViewport().getView()).setOpaque(false);
        ((JComponent) scroller.getViewport().getView()).add(text, "wmin 10");
        add(scroller, "wmin 0, hmin 0");
        // The answers, Continue, the pupil's score, Pupil… and Export, in as many rows as the width
        // needs: at UI scale 2 on a small screen one row would cut the last ones off.
        for (int i = 0; i < answers.length; i++) {
            answers[i] = unfocusable(new JButton(answerActions.get(i)), "predict:" + (i + 1));
            row.add(answers[i]);
        }
        carryOn = unfocusable(new JButton(carryOnAction), "predictContinue");
        row.add(carryOn);
        replay = unfocusable(new JButton(replayAction), "predictReplay");
        row.add(replay);
        row.add(score);
        extras = new JButton[] {unfocusable(new JButton(pupil), "predictPupil"), unfocusable(new JButton(exportCsv), "predictExport")};
        for (JButton extra : extras) {
            row.add(extra);
        }
        add(row, "wmin 0");
        this.twin = twin;
    }

    /**
     * Shows Pupil… and Export class CSV… only where they fit on one row with the answers (or
     * Continue) and the score: large type on a small screen would otherwise spend two more rows of
     * the canvas's height on commands the menus hold too. Decided from preferred widths, which
     * do not depend on the decision, so the layout settles at once.
     */
    @Override
    public void doLayout() {
        int gap = UIScale.scale(6);
        int needed = score.getPreferredSize().width + Stream.concat(Stream.of(answers), Stream.of(carryOn, replay, extras[0], extras[1]))
                .filter(b -> b.isVisible() || List.of(extras).contains(b))
                .mapToInt(b -> b.getPreferredSize().width + gap).sum();
        // Where the strip is wide (the usual type in a usual window) they stay, on a row of their own if need be.
        boolean fit = getWidth() == 0 || needed <= getWidth() - getInsets().left - getInsets().right - UIScale.scale(16)
                || getWidth() >= UIScale.scale(WIDE);
        if (extras[0].isVisible() != fit) {
            List.of(extras).forEach(extra -> extra.setVisible(fit));
            // Asked again after this layout is over: the strip's height changes with its rows.
            SwingUtilities.invokeLater(this::revalidate);
        }
        super.doLayout();
    }

    /** A Tab stop that a click leaves the focus on the canvas for, so the answer keys keep working. */
    private static <B extends AbstractButton> B unfocusable(B button, String name) {
        button.setName(name);
        return KeyboardAccess.reachable(button, button.getText(), button.getToolTipText());
    }

    /** Returns the question's prompt over its answers, one a line, each after its key: "1. the circles met ...". */
    private static String listed(Question question) {
        StringBuilder text = new StringBuilder(question.prompt());
        for (int i = 0; i < question.choices().size(); i++) {
            text.append('\n').append(i + 1).append(". ").append(question.choices().get(i).label()); // not shown: a number before its answer
        }
        return text.toString();
    }

    private void follow() {
        setVisible(mode.on());
        Question question = mode.question();
        Scores.Tally tally = mode.scores().of(mode.pupil());
        show(switch (mode.phase()) {
            case PREDICT, OBSERVE, EXPLAIN -> question.listed() ? listed(question) : question.prompt();
            case REVEALED -> mode.reveal();
            case RUNNING -> mode.between();
            case OFF -> " ";
        }, question, mode.canCarryOn(), mode.replay().offered(), Texts.format("predict.score", mode.pupil(), tally.right(), tally.asked()));
        revalidate();
        repaint();
    }

    /** Shows {@code shown} over the answers to {@code question} (none where null), Continue and Replay where asked for, and the pupil's {@code tally}. */
    private void show(String shown, Question question, boolean carryOnShown, boolean replayShown, String tally) {
        text.setText(shown);
        text.setCaretPosition(0); // where the text scrolls, its first line in view: the caret left at its end would scroll to the last
        for (int i = 0; i < answers.length; i++) {
            boolean offered = question != null && i < question.choices().size();
            answers[i].setVisible(offered);
            if (offered) {
                answers[i].setText(question.listed() ? Integer.toString(i + 1) : question.choices().get(i).label() + " (" + (i + 1) + ")");
            }
        }
        carryOn.setVisible(carryOnShown);
        replay.setVisible(replayShown);
        score.setText(tally);
    }

    /**
     * As high as the tallest stage of the rounds asked in this lesson since Predict came on, at
     * least: the canvas under the strip keeps its size from one stage to the next and from one
     * round to the next, and the strip's height tells nothing of what the step brought.
     */
    @Override
    public Dimension getPreferredSize() {
        Dimension size = super.getPreferredSize();
        size.height = Math.max(size.height, steady());
        return size;
    }

    /**
     * Returns the height of the tallest of {@link PredictMode#stages()} laid out at the strip's
     * width in its type, each measured once in the {@link #twin}, whole (its text unscrolled); 0 in
     * the twin, before the first question and while Predict is off.
     */
    private int steady() {
        List<PredictMode.Stage> stages = mode.stages();
        int width = getWidth();
        // The stages only grow until the mode begins afresh (it came on again, or in another lesson) with another first question.
        List<Object> key = Arrays.asList(width, getFont(), UIScale.getUserScaleFactor(), stages.isEmpty() ? null : stages.get(0));
        if (!key.equals(steadyFor)) {
            steadyFor = key;
            steady = 0;
            measured = 0;
        }
        if (twin == null || width <= 0 || !mode.on()) {
            return 0;
        }
        for (; measured < stages.size(); measured++) {
            steady = Math.max(steady, twin.heightOf(stages.get(measured), width, score.getText()));
        }
        return steady;
    }

    /** Returns this strip's height {@code width} wide showing {@code stage}, the pupil's score reading {@code tally}. */
    private int heightOf(PredictMode.Stage stage, int width, String tally) {
        Question question = stage.question();
        show(question == null ? stage.reveal() : question.listed() ? listed(question) : question.prompt(), question,
                stage.phase() == PredictMode.Phase.REVEALED, stage.phase() == PredictMode.Phase.EXPLAIN, tally);
        setSize(width, Short.MAX_VALUE);
        for (int pass = 0; pass < 3; pass++) { // a row's breaks follow its width, and the wrapped text the width after that
            layOut(this);
        }
        return super.getPreferredSize().height;
    }

    /** Lays out {@code c} and everything in it, as a window's validation would. */
    private static void layOut(Container c) {
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof Container inner) {
                layOut(inner);
            }
        }
    }

    /** Gives the twin the look the strip takes: it is in no window that would give it. */
    @Override
    public void updateUI() {
        super.updateUI();
        if (twin != null) {
            SwingUtilities.updateComponentTreeUI(twin);
        }
    }
}
