package org.spriteplayground.worksheet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;

/**
 * A lesson's readouts as CSV, one line per value: {@value #HEADER}. A value is a plain machine
 * number (dot decimal, no thousands separators, no unit) that a spreadsheet reads as a number,
 * or a word such as "yes"; a unit shown beside the number (as in "22.8 %") goes to the unit
 * column, and the others are in the row's name, as on screen ("circle area (px²)"). A point
 * "(x, y)" is two lines, its column followed by " x" and " y"; "—" (no value yet) is left empty.
 * A field holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
public final class ReadoutsCsv {

    /** The header line. */
    public static final String HEADER = "table,row,column,value,unit";

    /** A number as the side panel shows it: an optional sign, thousands separators, decimals, an exponent. */
    private static final Pattern NUMBER = Pattern.compile("([-−]?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:e[-+]?\\d+)?)(?: (%))?");

    /** A point as the side panel shows it: "(12.5, -3)". */
    private static final Pattern POINT = Pattern.compile("\\((\\S+), (\\S+)\\)");

    private ReadoutsCsv() {
    }

    /**
     * Returns the readout tables {@code readouts} makes as they read in English with plain
     * numbers (dot decimal, comma thousands), whatever language is shown: what {@link #lines}
     * expects, so that a CSV file reads the same in every language.
     */
    public static List<ReadoutTable> neutral(Supplier<List<ReadoutTable>> readouts) {
        return Texts.inLanguage(Locale.ENGLISH, () -> Texts.neutrally(readouts));
    }

    /** Returns the CSV lines of {@code tables} (made by {@link #neutral}), header first. */
    public static List<String> lines(List<ReadoutTable> tables) {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        for (ReadoutTable table : tables) {
            for (ReadoutTable.Row row : table.rows()) {
                for (int c = 0; c < row.values().size(); c++) {
                    String prefix = Csv.field(table.title()) + "," + Csv.field(row.label()) + ",";
                    String column = table.columns().get(c);
                    String shown = row.values().get(c).strip();
                    Matcher point = POINT.matcher(shown);
                    if (point.matches() && NUMBER.matcher(point.group(1)).matches() && NUMBER.matcher(point.group(2)).matches()) {
                        lines.add(prefix + Csv.field(column + " x") + "," + cell(point.group(1)));
                        lines.add(prefix + Csv.field(column + " y") + "," + cell(point.group(2)));
                    } else {
                        lines.add(prefix + Csv.field(column) + "," + cell(shown));
                    }
                }
            }
        }
        return lines;
    }

    /** Writes the CSV of {@code tables} to {@code file} as UTF-8. */
    public static void write(Path file, List<ReadoutTable> tables) throws IOException {
        Csv.write(file, lines(tables));
    }

    /** Returns the value and unit fields of one shown value. */
    private static String cell(String shown) {
        Matcher number = NUMBER.matcher(shown);
        if (number.matches()) {
            String plain = number.group(1).replace(",", "").replace('−', '-');
            return plain + "," + (number.group(2) != null ? Csv.field(number.group(2)) : "");
        }
        return (shown.equals("—") ? "" : Csv.field(shown)) + ",";
    }
}
