package org.spriteplayground.lesson;

import java.util.List;

/**
 * A small table of live numbers, already formatted for display.
 *
 * @param title the heading
 * @param columns the column headings after the label column (one per value of each row)
 * @param rows the rows; each has as many values as there are columns
 */
public record ReadoutTable(String title, List<String> columns, List<Row> rows) {

    public ReadoutTable {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        for (Row row : rows) {
            if (row.values().size() != columns.size()) {
                throw new IllegalArgumentException("row '" + row.label() + "' has " + row.values().size() + " values for " + columns.size() + " columns");
            }
        }
    }

    /**
     * One labelled row.
     *
     * @param label what is measured, with its unit
     * @param help a sentence on how it is computed, for a tooltip
     * @param values the formatted values, one per column
     */
    public record Row(String label, String help, List<String> values) {
        public Row {
            values = List.copyOf(values);
        }
    }
}
