package org.spriteplayground.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import java.util.stream.Stream;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.classroom.AnswersCsv;
import org.spriteplayground.ui.LaidOut;
import org.spriteplayground.ui.Presentation;

/**
 * The class results table, as wide as the window gives it on a 1024 × 768 screen, in every
 * language and presentation size: no header or cell is cut ("Beobachtung rich…"), and a space
 * parts each from the next column ("3 1 of 3"): every column is wider than its header's and its
 * cells' preferred width by at least a space. It asks for the room of all its rows, whole.
 */
class ClassColumnsFitTest {

    /** The table's width in the window at 1024 × 768: the window is 900 px wide, less its insets. */
    private static final int WIDTH = 860;

    static Stream<Arguments> cases() {
        return Stream.of("en", "de", "fr").flatMap(l -> Stream.of(Presentation.values()).map(size -> Arguments.of(l, size)));
    }

    @AfterEach
    void reset() throws Exception {
        SwingUtilities.invokeAndWait(LaidOut::reset);
    }

    @ParameterizedTest(name = "{0} at presentation {1}")
    @MethodSource("cases")
    void noHeaderOrCellIsCutOrTouchesTheNext(String language, Presentation size) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            LaidOut.use(language, size);
            ClassResultsTable model = new ClassResultsTable();
            JTable table = ClassResultsView.table(model);
            for (String pupil : new String[] {"pupil-ada.csv", "pupil-ben.csv", "pupil-chloe.csv"}) {
                model.add(read(pupil));
            }
            JScrollPane scroll = new JScrollPane(table);
            scroll.setSize(WIDTH, scroll.getPreferredSize().height);
            LaidOut.layOut(scroll, 3);
            int space = table.getFontMetrics(table.getFont()).stringWidth(" ") + table.getIntercellSpacing().width;
            for (int c = 0; c < table.getColumnCount(); c++) {
                int width = table.getColumnModel().getColumn(c).getWidth();
                Component header = table.getTableHeader().getDefaultRenderer()
                        .getTableCellRendererComponent(table, table.getColumnName(c), false, false, -1, c);
                assertThat(width).as("%s: header \"%s\"", language, table.getColumnName(c)).isGreaterThanOrEqualTo(header.getPreferredSize().width + space);
                for (int r = 0; r < table.getRowCount(); r++) {
                    Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                    assertThat(width).as("%s: cell \"%s\"", language, table.getValueAt(r, c)).isGreaterThanOrEqualTo(cell.getPreferredSize().width + space);
                }
            }
            assertThat(table.getPreferredScrollableViewportSize().height).as("every question, whole").isEqualTo(table.getRowCount() * table.getRowHeight());
        });
    }

    private static AnswersCsv.Read read(String name) {
        try {
            return AnswersCsv.read(Path.of(ClassColumnsFitTest.class.getResource("/org/spriteplayground/classroom/" + name).toURI()));
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
