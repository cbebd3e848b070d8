package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.table.TableCellRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * Tools &gt; Experiment &gt; Run, jet against jet with the default trials, in a window a person
 * made narrower than the table: the table scrolls sideways, its scroll bar under the last row.
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
            ExperimentLayout parts = new ExperimentLayout(LIBRARY, "jet", () -> { });
            parts.map.stop();
            ExperimentTable table = parts.table;
            JPanel content = parts.content;
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

    /**
     * A layout at the width the table was last fitted to measures no cell again (every cell's
     * renderer is measured per fit, the HTML titles among them, and a window lays out often);
     * new rows are measured.
     */
    @Test
    void theSameWidthMeasuresNoCellAgainAndNewRowsAreMeasured() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", "en");
            ExperimentTable table = new ExperimentTable();
            TableCellRenderer cells = table.getDefaultRenderer(Object.class);
            int[] measured = {0};
            table.setDefaultRenderer(Object.class, (t, value, selected, focused, row, column) -> {
                measured[0]++;
                return cells.getTableCellRendererComponent(t, value, selected, focused, row, column);
            });
            SpriteAnalysis jet = LIBRARY.get("jet");
            table.show(RESULT, Theory.of(jet, jet));
            table.fitWidth(640);
            assertThat(measured[0]).as("the first fit measures the cells").isPositive();
            measured[0] = 0;
            table.fitWidth(640);
            assertThat(measured[0]).as("cells measured again at the same width").isZero();
            table.show(RESULT, Theory.of(jet, jet));
            assertThat(measured[0]).as("new rows measured").isPositive();
        });
    }
}
