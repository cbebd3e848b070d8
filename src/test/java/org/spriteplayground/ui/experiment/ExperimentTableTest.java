package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.MouseEvent;
import org.junit.jupiter.api.Test;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** The Experiment table's theory columns, headless. */
class ExperimentTableTest {

    @Test
    void theExactRatesStandBesideTheMeasuredOnesAndSayHowTheyAreWorkedOut() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        Experiment.Result result = Experiment.run(jet, jet, 2_000, 1);
        ExperimentTable table = new ExperimentTable();
        table.show(result, Theory.of(jet, jet));
        assertThat(table.getColumnCount()).isEqualTo(10);
        assertThat(table.shownAt(0, 0)).isEqualTo("bounding circle");
        assertThat(table.shownAt(0, 7)).as("2,000 trials: an error of about a point").matches("\\d\\d\\.\\d ± 1\\.\\d %");
        assertThat(table.shownAt(0, 8)).isEqualTo("59.2 %");
        assertThat(table.shownAt(0, 9)).matches("\\d\\d\\.\\d %");
        assertThat(table.shownAt(5, 0)).isEqualTo("convex hull");
        assertThat(table.shownAt(5, 9)).as("the hull is the convex truth").isEqualTo("0.0 %");
        assertThat(table.shownAt(8, 9)).as("the truth raises no alarm").isEmpty();
        assertThat(table.shownAt(8, 8)).as("no formula for the pixels of a shape that is not convex").isEmpty();
        assertThat(table.getPreferredScrollableViewportSize().height).as("every kind's row in view").isEqualTo(9 * table.getRowHeight());
        assertThat(ExperimentTable.tips()).hasSameSizeAs(ExperimentTable.COLUMNS);
        assertThat(ExperimentTable.tips().get(8)).contains("kinematic formula").contains("R = 1.3 (r<sub>A</sub> + r<sub>B</sub>)");
        table.setSize(table.getPreferredSize());
        java.awt.Rectangle cell = table.getCellRect(1, 8, true);
        MouseEvent at = new MouseEvent(table, MouseEvent.MOUSE_MOVED, 0, 0, cell.x + 2, cell.y + 2, 0, false);
        assertThat(table.getToolTipText(at)).startsWith("mean over whole degrees of (w_A + w_B)(h_A + h_B), the turned images' boxes");
        for (int row = 0; row < table.getRowCount(); row++) {
            javax.swing.JLabel kind = (javax.swing.JLabel) table.prepareRenderer(table.getCellRenderer(row, 0), row, 0);
            assertThat(kind.getHorizontalAlignment()).as("%s on the left", kind.getText()).isEqualTo(javax.swing.SwingConstants.LEFT);
        }
        javax.swing.JLabel tests = (javax.swing.JLabel) table.prepareRenderer(table.getCellRenderer(0, 1), 0, 1);
        assertThat(tests.getHorizontalAlignment()).as("a count on the right").isEqualTo(javax.swing.SwingConstants.RIGHT);
    }
}
