package org.spriteplayground.ui;

import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.predict.Question;
import org.spriteplayground.predict.Scores;

/**
 * The strip above the canvas while Predict is on: the question and its answer buttons (each with
 * its key), or the reveal and Continue; the pupil and their score, Pupil… and Export class CSV….
 * Its buttons take no focus, as the playback bar's do, so the keys keep reaching the canvas.
 */
final class PredictStrip extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient PredictMode mode;
    private final JLabel text = new JLabel(" ");
    private final JLabel score = new JLabel(" ");
    private final JButton[] answers = new JButton[PredictActions.MOST_ANSWERS];
    private final JButton carryOn;

    PredictStrip(PredictActions actions) {
        super(new MigLayout(
                "insets 4 8 4 8, fillx, hidemode 3",  // layout: a hidden button leaves no gap
                "[grow, fill][][][][]",              // columns: the text, the answers or Continue
                "[][]"));                           // rows: question or reveal; pupil and score
        this.mode = actions.mode();
        setName("predictStrip");
        text.setName("predictText");
        score.setName("predictScore");
        add(text, "wmin 0");
        for (int i = 0; i < answers.length; i++) {
            answers[i] = unfocusable(new JButton(actions.answer(i + 1)), "predict:" + (i + 1));
            add(answers[i]);
        }
        carryOn = unfocusable(new JButton(actions.carryOn()), "predictContinue");
        add(carryOn, "wrap");
        add(score, "wmin 0");
        add(unfocusable(new JButton(actions.pupil()), "predictPupil"), "span 2, right");
        add(unfocusable(new JButton(actions.exportCsv()), "predictExport"), "span 3, right");
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
            case RUNNING -> "On to the next contact step: it pauses just before it.";
            case OFF -> " ";
        });
        text.setToolTipText(text.getText());
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
