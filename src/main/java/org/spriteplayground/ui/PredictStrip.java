package org.spriteplayground.ui;

import javax.swing.AbstractButton;
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
 * its key), or the reveal and Continue; the pupil and their score, Pupil… and Export class CSV….
 * Its buttons take no focus, as the playback bar's do, so the keys keep reaching the canvas.
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
        super(new MigLayout(
                "insets 4 8 4 8, fillx, wrap 1, hidemode 3", // layout: a hidden button leaves no gap
                "[grow, fill]",                             // columns: one, as wide as the canvas
                "[]2[]"));                                  // rows: question or reveal; answers or Continue, pupil and score
        this.mode = actions.mode();
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
        JPanel row = new JPanel(new MigLayout(
                "insets 0, hidemode 3",                   // layout: a hidden button leaves no gap
                "",                                       // columns: answers, Continue, then at the right the pupil's score, Pupil…, Export
                "[]"));                                   // rows
        for (int i = 0; i < answers.length; i++) {
            answers[i] = unfocusable(new JButton(actions.answer(i + 1)), "predict:" + (i + 1));
            row.add(answers[i]);
        }
        carryOn = unfocusable(new JButton(actions.carryOn()), "predictContinue");
        row.add(carryOn);
        row.add(score, "pushx, alignx right, wmin 0");
        row.add(unfocusable(new JButton(actions.pupil()), "predictPupil"));
        row.add(unfocusable(new JButton(actions.exportCsv()), "predictExport"));
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
