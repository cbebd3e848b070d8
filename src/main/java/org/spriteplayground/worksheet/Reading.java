package org.spriteplayground.worksheet;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.WorksheetQuestion;

/**
 * One answer being worked out from a lesson: the readout cells it reads are kept, so that the
 * pupils' page can leave out exactly the values the answer key gives away.
 */
final class Reading implements WorksheetQuestion.Answers {

    /**
     * A readout value by its place: table, row and column, as {@link Lesson#readouts()} lists them.
     *
     * @param table the table's index
     * @param row the row's index in the table
     * @param column the value's index in the row
     * @param value the value as shown
     */
    record Cell(int table, int row, int column, String value) {
    }

    private final Lesson lesson;
    private final List<Cell> read = new ArrayList<>();
    private boolean consulted;

    Reading(Lesson lesson) {
        this.lesson = lesson;
    }

    @Override
    public Lesson lesson() {
        return lesson;
    }

    /** Returns the cells the answer has read so far, in the order read. */
    List<Cell> read() {
        return List.copyOf(read);
    }

    /**
     * Returns whether the answer is worked out from the readouts: it read a value, kept one as
     * telling, or consulted one for {@link #context} (a count it divides by gives nothing away,
     * yet the answer still follows from it).
     */
    boolean fromReadouts() {
        return consulted || !read.isEmpty();
    }

    /**
     * Returns value {@code column} of the readout row keyed {@code key} (see {@link #find}), or
     * "-", and keeps its cell as one the answer gives away.
     */
    @Override
    public String readout(String key, int column) {
        Cell cell = find(lesson, key, column);
        if (cell == null) {
            return "-";
        }
        read.add(cell);
        return withUnit(cell.value(), lesson.readouts().get(cell.table()).rows().get(cell.row()).label());
    }

    /** A readout label's closing unit: "(px)", "(px²)", "(°)", "(ms)", "(px / step)" in any language; no digits, as in "(1 px, 1°)". */
    private static final Pattern UNIT = Pattern.compile("\\(([^()\\d]*(?:px|°|ms|%)[^()\\d]*)\\)$"); // not shown
    /** A value that already says its unit ("22.8 %", "45°"). */
    private static final Pattern OWN_UNIT = Pattern.compile("(?:%|°|px|ms)$"); // not shown

    /**
     * Returns {@code value} as an answer gives it: a number, or a point, read from a row whose
     * label ends in a unit carries that unit ("14 px", "2,500.000 px²", "(10, 10) px", "45°", "−5.9117 × 10⁻¹² px²"), so
     * that no measurement in an answer key stands bare; words ("yes", "TOUCHING") and values that
     * already say their unit stay as they are.
     */
    static String withUnit(String value, String label) {
        Matcher unit = UNIT.matcher(label);
        boolean number = value.matches(".*[\\d⁰¹²³⁴⁵⁶⁷⁸⁹]\\)?"); // not shown
        if (!unit.find() || !number || OWN_UNIT.matcher(value).find()) {
            return value;
        }
        String symbol = unit.group(1).strip();
        return symbol.equals("°") ? value + symbol : value + " " + symbol; // not shown
    }

    /**
     * Keeps every value of each row keyed {@code keys} as one the answer gives away though it does
     * not read it: a row that settles the question as plainly as the answer
     * ("d² == (r₁ + r₂)² ? yes" for "which outcome?"), or one the answer follows from by a sum or
     * difference ("flights flown" and "stopped" for "how many passed?"). Returns this reading.
     */
    @Override
    public Reading telling(String... keys) {
        for (String key : keys) {
            for (int column = 0; ; column++) {
                Cell cell = find(lesson, key, column);
                if (cell == null) {
                    break;
                }
                read.add(cell);
            }
        }
        return this;
    }

    @Override
    public Reading telling(int column, String... keys) {
        for (String key : keys) {
            Cell cell = find(lesson, key, column);
            if (cell != null) {
                read.add(cell);
            }
        }
        return this;
    }

    /** As {@link #readout}, for a value that only says what the answer is about: it is not kept, only noted as consulted. */
    @Override
    public String context(String key, int column) {
        Cell cell = find(lesson, key, column);
        consulted |= cell != null;
        return cell == null ? "-" : cell.value();
    }

    /**
     * Returns the cell at value {@code column} of the first readout row keyed {@code key} (its
     * {@link ReadoutTable.Row#key()}, the same in every language), with its value as the lesson
     * shows it in the language in force, or null if there is none.
     */
    static Cell find(Lesson lesson, String key, int column) {
        List<ReadoutTable> shown = lesson.readouts();
        for (int t = 0; t < shown.size(); t++) {
            List<ReadoutTable.Row> rows = shown.get(t).rows();
            for (int r = 0; r < rows.size(); r++) {
                List<String> values = rows.get(r).values();
                if (rows.get(r).key().equals(key) && column < values.size()) {
                    return new Cell(t, r, column, values.get(column));
                }
            }
        }
        return null;
    }
}
