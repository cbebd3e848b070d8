package org.spriteplayground.worksheet;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;

/** A column of readout tables on a worksheet's first page: names left, values right-aligned, blanks where a question asks. */
final class ReadoutColumn {

    /** The share of a readout column's width that a blank takes, with its label and unit. */
    private static final float BLANK_SHARE = 0.85f;
    /** A readout value that is a number followed by a unit without digits, a tiny number's power of ten ("× 10⁻⁸") before it or not: the unit is group 1. */
    private static final Pattern NUMBER_THEN_UNIT = Pattern.compile("[+\\-\\u2212]?\\d[\\d.,\\s\\u00a0\\u202f]*((?:\\u00d7 10[^\\d\\s]+)?[^\\d]*)"); // not shown

    private ReadoutColumn() {
    }

    /**
     * Returns the unit that follows the number in a readout value ("%" of "22.8 %", "°" of
     * "45.0°", "px" of "12 px"), with the power of ten a tiny number is written in ("× 10⁻⁸" of
     * "3.5527 × 10⁻⁸", {@link org.spriteplayground.lesson.Text#tiny}), so that a pupil writes in
     * the blank the digits the screen shows before it; or "" for a bare number or a value in words.
     */
    static String unit(String value) {
        Matcher m = NUMBER_THEN_UNIT.matcher(value.strip());
        return m.matches() && m.group(1) != null ? m.group(1).strip() : "";
    }

    /** Returns {@code value} cut into pieces no wider than {@code room}, each as long as fits: a number of 50 digits in a narrow column. */
    private static List<String> fitted(String value, float room) {
        List<String> parts = new ArrayList<>();
        String rest = value;
        while (!rest.isEmpty()) {
            int end = rest.length();
            while (end > 1 && PdfText.widthOf(rest.substring(0, end), PdfText.REGULAR, WorksheetWriter.SMALL) > room) {
                end--;
            }
            parts.add(rest.substring(0, end));
            rest = rest.substring(end);
        }
        return parts;
    }

    /**
     * Writes tables {@code from} to {@code to} (exclusive) one under another in a column
     * {@code width} points wide starting at {@code x}: the row names on the left, and the values
     * right-aligned in their columns over the right part, so that their digits line up; only the
     * rows {@code shown} lists of each, and no heading over none; a blank starts a space after a
     * row name that reaches into it, so that its label reads on its own, and a value too long to
     * stand beside its row's name goes on the line under it.
     */
    static void write(PdfText text, List<ReadoutTable> tables, List<List<Integer>> shown, int from, int to, Secrets secrets, float x, float width) throws IOException {
        float valuesFrom = x + width * 0.5f;
        for (int t = from; t < to; t++) {
            ReadoutTable table = tables.get(t);
            if (shown.get(t).isEmpty()) {
                continue;
            }
            String heading = table.title() + (table.columns().size() > 1 ? " (" + String.join(" / ", table.columns()) + ")" : "");
            text.line(PdfText.BOLD, WorksheetWriter.SMALL + 1, x, heading);
            text.down((WorksheetWriter.SMALL + 1) * 1.3f);
            float columnWidth = (x + width - valuesFrom) / Math.max(1, table.columns().size());
            for (int r : shown.get(t)) {
                ReadoutTable.Row row = table.rows().get(r);
                text.line(PdfText.REGULAR, WorksheetWriter.SMALL, x + 8, row.label());
                float named = x + 8 + PdfText.widthOf(row.label(), PdfText.REGULAR, WorksheetWriter.SMALL) + WorksheetWriter.SMALL;
                for (int c = 0; c < row.values().size(); c++) {
                    float right = valuesFrom + (c + 1) * columnWidth;
                    String value = row.values().get(c);
                    int asking = secrets.asking(t, r, c, value);
                    if (asking > 0) {
                        text.blank(Texts.format("worksheet.blank", asking), unit(value), Math.max(right - columnWidth * BLANK_SHARE, named), right, WorksheetWriter.SMALL);
                    } else {
                        float at = right - PdfText.widthOf(value, PdfText.REGULAR, WorksheetWriter.SMALL);
                        if (at < named) { // a long value would cover the row's name: it takes the lines under it
                            named = x + 8;
                            for (String part : fitted(value, right - named)) {
                                text.down(WorksheetWriter.SMALL * 1.3f);
                                text.line(PdfText.REGULAR, WorksheetWriter.SMALL, right - PdfText.widthOf(part, PdfText.REGULAR, WorksheetWriter.SMALL), part);
                            }
                            continue;
                        }
                        text.line(PdfText.REGULAR, WorksheetWriter.SMALL, at, value);
                    }
                }
                text.down(WorksheetWriter.SMALL * 1.3f);
            }
            text.down(3);
        }
    }
}
