package org.spriteplayground.worksheet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.lesson.ReadoutTable;

/**
 * A lesson's readouts as CSV, one line per value: {@value #HEADER}. The values are as the side
 * panel shows them (locale-neutral, dot decimals); a field holding a comma, a quote or a line
 * break is quoted, its quotes doubled.
 */
public final class ReadoutsCsv {

    /** The header line. */
    public static final String HEADER = "table,row,column,value";

    private ReadoutsCsv() {
    }

    /** Returns the CSV lines of {@code tables}, header first. */
    public static List<String> lines(List<ReadoutTable> tables) {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        for (ReadoutTable table : tables) {
            for (ReadoutTable.Row row : table.rows()) {
                for (int c = 0; c < row.values().size(); c++) {
                    lines.add(String.join(",", field(table.title()), field(row.label()), field(table.columns().get(c)), field(row.values().get(c))));
                }
            }
        }
        return lines;
    }

    /** Writes the CSV of {@code tables} to {@code file} as UTF-8. */
    public static void write(Path file, List<ReadoutTable> tables) throws IOException {
        Csv.write(file, lines(tables));
    }

    /** Returns {@code text} as one CSV field. */
    static String field(String text) {
        if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")) {
            return "\"" + text.replace("\"", "\"\"") + "\"";
        }
        return text;
    }
}
