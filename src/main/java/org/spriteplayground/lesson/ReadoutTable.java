package org.spriteplayground.lesson;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.i18n.Texts;

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

    /** Returns a table of one value a row, under the heading "value" in the language in force. */
    public static ReadoutTable ofValues(String title, Row... rows) {
        return new ReadoutTable(title, List.of(Texts.text("lessoncommon.value")), List.of(rows));
    }

    /**
     * Returns this table without its rows that tell a verdict ({@link Row#verdict}), for a pupil
     * asked what they saw; empty if every row tells one.
     */
    public Optional<ReadoutTable> withoutVerdicts() {
        List<Row> kept = rows.stream().filter(r -> !r.verdict()).toList();
        return kept.isEmpty() ? Optional.empty() : Optional.of(new ReadoutTable(title, columns, kept));
    }

    /**
     * One labelled row.
     *
     * @param key the row's stable name, the same in every language: the bundle key its label
     *     comes from. Worksheet answers find their rows by it, so rewording a label never loses one.
     * @param label what is measured, with its unit
     * @param help a sentence on how it is computed, for a tooltip
     * @param values the formatted values, one per column
     * @param verdict whether the row says what the step brought (an outcome, a tally of hits), or the
     *     working that decides it (a gap, a difference of squares):
     *     hidden while the canvas shows no verdicts ({@link ReadoutTable#withoutVerdicts})
     */
    public record Row(String key, String label, String help, List<String> values, boolean verdict) {
        public Row {
            values = List.copyOf(values);
        }

        /** Returns a row that tells no verdict. */
        public Row(String key, String label, String help, List<String> values) {
            this(key, label, help, values, false);
        }

        /** Returns this row as one that says what the step brought. */
        public Row asVerdict() {
            return new Row(key, label, help, values, true);
        }

        /** Returns a row labelled with bundle key {@code key}'s text in the language in force, and keyed by it. */
        public static Row keyed(String key, String help, List<String> values) {
            return new Row(key, Texts.text(key), help, values);
        }

        /** Returns a row keyed and labelled by bundle key {@code key}, with the help sentence of key {@code key.tip}. */
        public static Row of(String key, List<String> values) {
            return keyed(key, Texts.text(key + ".tip"), values);
        }

        /** Returns a row keyed and labelled by bundle key {@code key}, with the help sentence of key {@code key.tip}. */
        public static Row of(String key, String... values) {
            return of(key, List.of(values));
        }
    }
}
