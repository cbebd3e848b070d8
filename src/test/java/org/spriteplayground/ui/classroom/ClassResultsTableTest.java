package org.spriteplayground.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.event.TableModelEvent;
import org.junit.jupiter.api.Test;
import org.spriteplayground.classroom.AnswersCsv;

/** The Class results window's table shows the numbers of the files read, and files added later merge in. */
class ClassResultsTableTest {

    private static AnswersCsv.Read sample(String name) throws Exception {
        return AnswersCsv.read(Path.of(ClassResultsTableTest.class.getResource("/org/spriteplayground/classroom/" + name).toURI()));
    }

    @Test
    void theTableShowsEachQuestionsPupilsAndStagesAsTheCommandPrintsThem() throws Exception {
        ClassResultsTable table = new ClassResultsTable();
        List<TableModelEvent> events = new ArrayList<>();
        table.addTableModelListener(events::add);
        table.add(sample("pupil-ada.csv"));
        table.add(sample("pupil-ben.csv"));
        table.add(sample("pupil-chloe.csv"));
        assertThat(events).hasSize(3);
        assertThat(table.getColumnCount()).isEqualTo(6);
        assertThat(table.getColumnName(3)).isEqualTo("Predicted right");
        assertThat(table.getRowCount()).isEqualTo(2);
        assertThat(row(table, 0)).containsExactly(1, "Flying jets · the contact at step 431", 3, "2 of 3 (67\u00a0%)", "3 of 3 (100\u00a0%)", "2 of 3 (67\u00a0%)");
        assertThat(row(table, 1)).containsExactly(2, "Three outcomes · Worked example", 3, "2 of 3 (67\u00a0%)", "not asked", "not asked");
        assertThat(table.problems()).singleElement().asString().contains("pupil-chloe.csv, line 3");
    }

    @Test
    void aFileAddedLaterReplacesAPupilsEarlierAnswer() throws Exception {
        ClassResultsTable table = new ClassResultsTable();
        table.add(sample("pupil-chloe.csv"));
        assertThat(table.getValueAt(0, 3)).isEqualTo("0 of 1 (0\u00a0%)");
        table.add(AnswersCsv.parse("retry.csv", AnswersCsv.HEADER + "\nChloé,flying-jets,next-contact,step 431,hit-false-alarm,true,,,,,2026-11-30T10:00:00\n"));
        assertThat(table.getRowCount()).isEqualTo(2);
        assertThat(row(table, 0)).containsExactly(1, "Flying jets · the contact at step 431", 1, "1 of 1 (100\u00a0%)", "not asked", "not asked");
        assertThat(table.problems()).hasSize(1);
    }

    private static List<Object> row(ClassResultsTable table, int row) {
        List<Object> cells = new ArrayList<>();
        for (int c = 0; c < table.getColumnCount(); c++) {
            cells.add(table.getValueAt(row, c));
        }
        return cells;
    }
}
