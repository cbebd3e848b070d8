package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
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
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.side.WrappedText;

/**
 * Tools &gt; Experiment &gt; Run, jet against jet with the default trials, in the window's
 * default size (its content's preferred size before the run, as {@code pack()} gives it, kept
 * within a 1600 &times; 1000 or a 1024 &times; 768 screen less a title bar), in each language:
 * every row and every column of the results shows without scrolling.
 */
class ExperimentTableFitTest {

    private static final SpriteLibrary LIBRARY = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite()));
    private static final Experiment.Result RESULT = Experiment.run(LIBRARY.get("jet"), LIBRARY.get("jet"), ExperimentLimits.DEFAULT_TRIALS, 1);

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    /** In a window made narrower than the table, the sideways scroll bar takes room of its own, under the last row. */
    @ParameterizedTest(name = "{0} in a window {1} px wide")
    @CsvSource({"en, 640", "de, 700"})
    void aNarrowWindowScrollsSidewaysBelowTheLastRow(String language, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            JComboBox<String> spriteA = new JComboBox<>(new String[] {"jet"});
            JComboBox<String> spriteB = new JComboBox<>(new String[] {"jet"});
            FalseAlarmMapPanel map = new FalseAlarmMapPanel(LIBRARY, spriteA, spriteB);
            ExperimentTable table = new ExperimentTable();
            JPanel content = ExperimentLayout.content(new ExperimentLayout.Parts(spriteA, spriteB, new JSpinner(), new JSpinner(),
                    new JButton(Texts.text("experimentui.run")), new JButton(Texts.text("experimentui.cancel")), new JButton(Texts.text("experimentui.export")),
                    new JProgressBar(), new WrappedText(Texts.text("experimentui.start"), "experimentStatus"), table, new JTextArea(3, 60), new ExperimentChart(),
                    map, map.toggle()));
            map.stop();
            SpriteAnalysis jet = LIBRARY.get("jet");
            table.show(RESULT, Theory.of(jet, jet));
            content.setSize(width, 900);
            OffScreenLook.layOut(content);
            OffScreenLook.layOut(content);
            JViewport rows = (JViewport) table.getParent();
            assertThat(rows.getWidth()).as("a view narrower than the table").isLessThan(table.getPreferredSize().width);
            assertThat(rows.getHeight()).as("the view's height for %d rows of %d px", table.getRowCount(), table.getRowHeight())
                    .isGreaterThanOrEqualTo(table.getRowCount() * table.getRowHeight());
        });
    }

    @ParameterizedTest(name = "{0} on a {1} × {2} screen")
    @CsvSource({"en, 1600, 1000", "de, 1600, 1000", "fr, 1600, 1000", "en, 1024, 768", "de, 1024, 768", "fr, 1024, 768"})
    void everyRowAndColumnShowsAfterARun(String language, int screenWidth, int screenHeight) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            JComboBox<String> spriteA = new JComboBox<>(new String[] {"jet"});
            JComboBox<String> spriteB = new JComboBox<>(new String[] {"jet"});
            FalseAlarmMapPanel map = new FalseAlarmMapPanel(LIBRARY, spriteA, spriteB);
            ExperimentTable table = new ExperimentTable();
            ExperimentChart chart = new ExperimentChart();
            JTextArea theory = new JTextArea(3, 60);
            theory.setLineWrap(true);
            theory.setWrapStyleWord(true);
            WrappedText status = new WrappedText(Texts.text("experimentui.start"), "experimentStatus");
            JPanel content = ExperimentLayout.content(new ExperimentLayout.Parts(spriteA, spriteB,
                    new JSpinner(new SpinnerNumberModel(ExperimentLimits.DEFAULT_TRIALS, 1, ExperimentLimits.MAX_TRIALS, 1)),
                    new JSpinner(new SpinnerNumberModel(1, 0, 1_000, 1)), new JButton(Texts.text("experimentui.run")),
                    new JButton(Texts.text("experimentui.cancel")), new JButton(Texts.text("experimentui.export")), new JProgressBar(), status,
                    table, theory, chart, map, map.toggle()));
            map.stop();
            Dimension packed = content.getPreferredSize();
            int width = Math.min(packed.width, screenWidth - 16);
            int height = Math.min(packed.height, screenHeight - 40);
            SpriteAnalysis jet = LIBRARY.get("jet");
            Theory exact = Theory.of(jet, jet);
            table.show(RESULT, exact);
            theory.setText(Texts.format("experimentui.theory", exact.gap(RESULT)));
            chart.show(RESULT);
            status.setText(Texts.format("experimentui.done", RESULT.trials(), "jet", "jet", "1", Texts.text("experimentui.noMisses")));
            content.setSize(width, height);
            OffScreenLook.layOut(content);
            OffScreenLook.layOut(content);
            JViewport rows = (JViewport) table.getParent();
            assertThat(table.getPreferredSize().width).as("the table's columns within its view %d px wide, in a window %d px wide", rows.getWidth(), width)
                    .isLessThanOrEqualTo(rows.getWidth());
            assertThat(rows.getHeight()).as("the view's height for %d rows of %d px", table.getRowCount(), table.getRowHeight())
                    .isGreaterThanOrEqualTo(table.getRowCount() * table.getRowHeight());
        });
    }
}
