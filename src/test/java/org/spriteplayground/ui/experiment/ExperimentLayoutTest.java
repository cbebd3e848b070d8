package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.side.WrappedText;

/**
 * The Experiment window's content laid out, off screen, in the room a screen gives it, after a run
 * and with the false-alarm map shown: the results table always shows a few rows. At UI scale 2
 * every size doubles, so a 1024 &times; 768 screen at scale 2 is laid out as a 512 &times; 384 one
 * at scale 1 (less a title bar); 640 &times; 480 is the window tests' screen. It runs under
 * Swing's own look, set here so that no earlier test's look decides it: under FlatLaf the same
 * sizes below 1024 &times; 738 keep three rows, not four, beside the chart's least readable height
 * (the Experiment window's layout is to be redone on the libraries, issue 24).
 */
class ExperimentLayoutTest {

    @org.junit.jupiter.api.extension.RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    private static final SpriteLibrary LIBRARY = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite()));

    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"512, 354", "512, 300", "640, 450", "1024, 738"})
    void theTableShowsAFewRowsWhateverElseIsShown(int width, int height) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            try {
                javax.swing.UIManager.setLookAndFeel(new javax.swing.plaf.metal.MetalLookAndFeel());
            } catch (javax.swing.UnsupportedLookAndFeelException e) {
                throw new IllegalStateException(e);
            }
            JComboBox<String> spriteA = new JComboBox<>(new String[] {"jet"});
            JComboBox<String> spriteB = new JComboBox<>(new String[] {"jet"});
            FalseAlarmMapPanel map = new FalseAlarmMapPanel(LIBRARY, spriteA, spriteB);
            ExperimentTable table = new ExperimentTable();
            ExperimentChart chart = new ExperimentChart();
            JTextArea theory = new JTextArea(3, 60);
            theory.setLineWrap(true);
            theory.setWrapStyleWord(true);
            JPanel content = ExperimentLayout.content(new ExperimentLayout.Parts(spriteA, spriteB, new JSpinner(new SpinnerNumberModel(100_000, 1, 10_000_000, 1)),
                    new JSpinner(new SpinnerNumberModel(1, 0, 1_000, 1)), new JButton("Run"), new JButton("Cancel"), new JButton("Export CSV…"),
                    new JProgressBar(), new WrappedText("100,000 placements of jet near jet, seed 1. No enclosing bound missed a pixel hit.", "experimentStatus"), table, theory,
                    chart, map, map.toggle()));
            SpriteAnalysis jet = LIBRARY.get("jet");
            Experiment.Result result = Experiment.run(jet, jet, 2_000, 1);
            Theory exact = Theory.of(jet, jet);
            table.show(result, exact);
            theory.setText(exact.gap(result) + " Exact hit rates are areas over the area of the disc B's pivot is drawn in"
                    + " (point at a column's title for how); pixels' is the hulls' kinematic formula A₁ + A₂ + P₁P₂/2π.");
            chart.show(result);
            map.toggle().doClick();
            map.stop();
            content.setSize(width, height);
            OffScreenLook.layOut(content);
            JViewport rows = (JViewport) table.getParent();
            assertThat(rows.getHeight() / table.getRowHeight()).as("rows of the table in view, each %d px", table.getRowHeight())
                    .isGreaterThanOrEqualTo(ExperimentLayout.FEWEST_ROWS);
            assertThat(SwingUtilities.convertRectangle(rows, new java.awt.Rectangle(rows.getSize()), content).getMaxY()).as("the table's rows within the window")
                    .isLessThanOrEqualTo(height);
        });
    }

}
