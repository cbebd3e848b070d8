package org.spriteplayground.ui;

import com.formdev.flatlaf.util.UIScale;
import java.util.List;
import java.util.stream.IntStream;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.predict.Question;
import org.spriteplayground.predict.Scores;

/**
 * The strip above the canvas while Predict is on: the question and its answer buttons (each with
 * its key), or the reveal and Continue; the pupil and their score, Pupil… and Export class CSV…,
 * the buttons and score in as many rows as the strip's width needs, so that large type on a small
 * screen cuts nothing off. Its buttons take no focus, as the playback bar's do, so the keys keep reaching the canvas.
 */
final class PredictStrip extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient PredictMode mode;
    /** The question or the reveal, wrapped to the strip's width: a three-outcomes question is long. */
    private final JTextArea text = new JTextArea(" ");
    private final JLabel score = new JLabel(" ");
    private final JButton[] answers = new JButton[PredictActions.MOST_ANSWERS];
    private final JButton carryOn;

    PredictStrip(PredictActions actions) {
        this(actions.mode(), IntStream.rangeClosed(1, PredictActions.MOST_ANSWERS).mapToObj(actions::answer).toList(),
                actions.carryOn(), actions.pupil(), actions.exportCsv());
    }

    /** Shows {@code mode} with these commands: the answers (key 1 first), Continue, the pupil's name and the class CSV. */
    PredictStrip(PredictMode mode, List<Action> answerActions, Action carryOnAction, Action pupil, Action exportCsv) {
        super(new MigLayout(
                "insets 4 8 4 8, fillx, wrap 1, hidemode 3", // layout: a hidden button leaves no gap
                "[grow, fill]",                             // columns: one, as wide as the canvas
                "[]2[]"));                                  // rows: question or reveal; answers or Continue, pupil and score
        this.mode = mode;
        setName("predictStrip");
        text.setName("predictText");
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setEditable(false);
        text.setFocusable(false);
        text.setOpaque(false);
        text.setFont(UIManager.getFont("Label.font"));
        score.setName("predictScore");
        add(text, "wmin 10");
        // The answers, Continue, the pupil's score, Pupil… and Export, in as many rows as the width
        // needs: at UI scale 2 on a small screen one row would cut the last ones off.
        JPanel row = new JPanel();
        FlowRows.install(row, UIScale.scale(6));
        for (int i = 0; i < answers.length; i++) {
            answers[i] = unfocusable(new JButton(answerActions.get(i)), "predict:" + (i + 1));
            row.add(answers[i]);
        }
        carryOn = unfocusable(new JButton(carryOnAction), "predictContinue");
        row.add(carryOn);
        row.add(score);
        row.add(unfocusable(new JButton(pupil), "predictPupil"));
        row.add(unfocusable(new JButton(exportCsv), "predictExport"));
        add(row, "wmin 0");
        mode.addListener(this::follow);
        follow();
    }

    private static <B extends AbstractButton> B unfocusable(B button, String name) {
        button.setFocusable(false);
        button.setName(name);
        return button;
    }

    private void follow() {
        setVisible(mode.on());
        Question question = mode.question();
        text.setText(switch (mode.phase()) {
            case ASKING -> question.prompt();
            case REVEALED -> mode.reveal();
            case RUNNING -> "On to the next question: it pauses shortly before a contact step.";
            case OFF -> " ";
        });
        for (int i = 0; i < answers.length; i++) {
            boolean offered = question != null && i < question.choices().size();
            answers[i].setVisible(offered);
            if (offered) {
                answers[i].setText(question.choices().get(i).label() + " (" + (i + 1) + ")");
            }
        }
        carryOn.setVisible(mode.phase() == PredictMode.Phase.REVEALED);
        Scores.Tally tally = mode.scores().of(mode.pupil());
        score.setText(mode.pupil() + ": " + tally.right() + " of " + tally.asked() + " right");
        revalidate();
        repaint();
    }
}
