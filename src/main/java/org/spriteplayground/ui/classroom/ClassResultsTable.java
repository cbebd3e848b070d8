package org.spriteplayground.ui.classroom;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.spriteplayground.classroom.Answer.Stage;
import org.spriteplayground.classroom.AnswersCsv;
import org.spriteplayground.classroom.ClassResults;

/**
 * The class's results on show: every answer read so far, in the order read, with the problems
 * found, and the table of {@link ClassResults} over them: the question's number, as the chart
 * marks its group, the question, pupils, and each stage's "2 of 3 (67 %)". Files added later merge in, so that a pupil's later answer replaces an earlier one.
 */
public final class ClassResultsTable extends AbstractTableModel {

    private AnswersCsv.Read read = new AnswersCsv.Read(List.of(), List.of(), 0);
    private List<ClassResults.Row> rows = List.of();

    /** Adds {@code more}, read after what is on show, and works the table out again. */
    public void add(AnswersCsv.Read more) {
        read = read.and(more);
        rows = ClassResults.of(read.answers());
        fireTableDataChanged();
    }

    /** Returns one row per question, as the chart shows them. */
    public List<ClassResults.Row> rows() {
        return rows;
    }

    /** Returns one plain line for each file or line left out so far. */
    public List<String> problems() {
        return read.problems();
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return ClassResults.columns().size();
    }

    @Override
    public String getColumnName(int column) {
        return ClassResults.columns().get(column);
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column <= 2 && column != 1 ? Integer.class : String.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        ClassResults.Row r = rows.get(row);
        return switch (column) {
            case 0 -> row + 1;
            case 1 -> r.name();
            case 2 -> r.pupils();
            default -> r.tally(Stage.values()[column - 3]).text();
        };
    }
}
