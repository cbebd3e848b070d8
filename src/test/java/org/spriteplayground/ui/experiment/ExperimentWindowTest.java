package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.table.TableColumn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.ui.LaidOut;
import org.spriteplayground.ui.Presentation;

/**
 * Tools &gt; Experiment as it opens on a screen (packed, kept within the screen less its frame), in
 * every language and presentation size, before a run and after one with the false-alarm map
 * shown: no text cut, no control out of the window or on another; the table's columns and titles
 * whole (every line of a title within the titles' height) with no sideways scroll, and at least {@link ExperimentLayout#FEWEST_ROWS} rows (or all)
 * in view; after a run the chart's plot readable and the map's switch whole. Also in the smallest
 * windows a person may size it to, where the table still keeps its rows.
 */
class ExperimentWindowTest {

    /** The fewest rows of pixels of the chart's plot that make its bars readable. */
    private static final int READABLE_PLOT = 80;

    @AfterEach
    void reset() throws Exception {
        SwingUtilities.invokeAndWait(LaidOut::reset);
    }

    static Stream<Arguments> screens() {
        List<Arguments> cases = new ArrayList<>();
        for (int[] screen : new int[][] {{1024, 768}, {1600, 1000}}) {
            LaidOut.languagesAndSizes().forEach(ls -> {
                cases.add(Arguments.of(ls[0], ls[1], screen[0], screen[1], false));
                cases.add(Arguments.of(ls[0], ls[1], screen[0], screen[1], true));
            });
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} at presentation {1} on a {2} × {3} screen, after a run: {4}")
    @MethodSource("screens")
    void opensWithNothingCutAndTheTableAndChartInView(String language, Presentation size, int screenWidth, int screenHeight, boolean run)
            throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            LaidOut.use(language, size);
            ExperimentParts parts = new ExperimentParts();
            parts.map.stop();
            parts.openOn(screenWidth, screenHeight);
            assertWhole(parts);
            if (run) {
                parts.showRun();
                assertWhole(parts);
                assertThat(parts.plotRowsSeen()).as("rows of the chart's plot in view (the chart seen at %s)", parts.seen(parts.chart))
                        .isGreaterThanOrEqualTo(READABLE_PLOT);
                parts.map.toggle().doClick();
                parts.map.stop();
                parts.layOut();
                assertWhole(parts);
            }
        });
    }

    /** The least sizes the window is laid out in after a run with the map shown: the table keeps its rows. */
    @ParameterizedTest(name = "{0} in a {1} × {2} window")
    @MethodSource("smallWindows")
    void inASmallWindowTheTableKeepsItsRows(String language, int width, int height) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            LaidOut.use(language, Presentation.OFF);
            ExperimentParts parts = new ExperimentParts();
            parts.showRun();
            parts.map.toggle().doClick();
            parts.map.stop();
            parts.content.setSize(width, height);
            parts.layOut();
            assertRows(parts);
        });
    }

    static Stream<Arguments> smallWindows() {
        return LaidOut.LANGUAGES.stream().flatMap(language -> Stream.of(Arguments.of(language, 512, 354), Arguments.of(language, 512, 300),
                Arguments.of(language, 640, 450)));
    }

    private static void assertWhole(ExperimentParts parts) {
        assertThat(LaidOut.problems(parts.content)).as("what is wrong in the window %s", parts.content.getSize()).isEmpty();
        JViewport rows = (JViewport) parts.table.getParent();
        assertThat(parts.table.getPreferredSize().width).as("the table's columns within its view").isLessThanOrEqualTo(rows.getWidth());
        for (int i = 0; i < parts.table.getColumnCount(); i++) {
            TableColumn column = parts.table.getColumnModel().getColumn(i);
            int title = column.getHeaderRenderer().getTableCellRendererComponent(parts.table, column.getHeaderValue(), false, false, -1, i)
                    .getPreferredSize().width;
            assertThat(column.getWidth()).as("column \"%s\" against its title", column.getHeaderValue()).isGreaterThanOrEqualTo(title);
            int lines = parts.table.getTableHeader().getDefaultRenderer().getTableCellRendererComponent(parts.table, column.getHeaderValue(), false, false, -1, i)
                    .getPreferredSize().height;
            assertThat(parts.table.getTableHeader().getHeight()).as("the titles' height against \"%s\"", column.getHeaderValue()).isGreaterThanOrEqualTo(lines);
        }
        assertRows(parts);
        Rectangle toggle = LaidOut.in(parts.map.toggle(), parts.content);
        assertThat(new Rectangle(parts.content.getSize()).contains(toggle)).as("the map's switch %s in view", toggle).isTrue();
        JScrollPane lower = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, parts.chart);
        if (parts.table.getRowCount() == 0) {
            assertThat(lower.getVerticalScrollBar().isVisible()).as("a scroll bar beside the part under the table before a run").isFalse();
            javax.swing.JComponent waiting = (javax.swing.JComponent) java.util.Arrays.stream(parts.table.getComponents())
                    .filter(c -> "experimentTableWaiting".equals(c.getName())).findFirst().orElseThrow();
            assertThat(parts.seen(waiting).height).as("the words on what Run counts, seen in the table's place").isGreaterThanOrEqualTo(waiting.getPreferredSize().height);
        }
    }

    /** At least the fewest rows, or every row, in view, and none under the window's edge. */
    private static void assertRows(ExperimentParts parts) {
        JViewport rows = (JViewport) parts.table.getParent();
        int shown = rows.getHeight() / parts.table.getRowHeight();
        int wanted = Math.min(ExperimentLayout.FEWEST_ROWS, Math.max(1, parts.table.getRowCount()));
        assertThat(shown).as("rows of the table in view, each %d px", parts.table.getRowHeight()).isGreaterThanOrEqualTo(wanted);
        assertThat(LaidOut.in(rows, parts.content).getMaxY()).as("the table's rows within the window").isLessThanOrEqualTo(parts.content.getHeight());
    }
}
