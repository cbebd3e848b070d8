package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

/**
 * No answer of the key can be read off page 1, in every lesson and language, as it opens and after
 * the run the sheet states: no number it asks for is the sum or difference of two values page 1
 * prints side by side in one readout column ("flights flown 10", "stopped 7" over "how many
 * passed?"); no number it asks for other than 0 stands as a whole word in a value page 1 prints
 * ("distance so far 41.7" over "how far apart, as GJK finds it?"); no value of a row a question declares its answer follows from is printed; no sentence
 * of the explanation a question declares states its answer is printed, and the key shows it; the
 * figure draws nothing in an ink a question declares its answer given away by (the crossing point
 * where two circles touch), and the plain ink it draws those marks in instead is one the lesson names
 * (angle-radius' circle is a "circle", not the general "bounding circle").
 */
class GivenAwayTest {


    @AfterEach
    void english() {
        Texts.use(null);
    }

    @Test
    void noAnswerCanBeReadOffPageOne() throws Exception {
        List<String> found = new ArrayList<>();
        Sheets.eachLessonAndLanguage((where, lesson) -> check(where, lesson, found));
        assertThat(found).isEmpty();
    }

    private static void check(String where, Lesson lesson, List<String> found) throws Exception {
        List<Questions.Question> questions = Questions.of(lesson);
        Secrets secrets = new Secrets(questions);
        List<String> pieces;
        String page1;
        String key;
        try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps()).document()) {
            pieces = NoAnswerOnPageOneTest.pieces(doc);
            page1 = PdfPages.flat(PdfPages.text(doc, 1));
            key = PdfPages.flat(PdfPages.text(doc, doc.getNumberOfPages()));
        }
        List<ReadoutTable> tables = lesson.readouts();
        for (Questions.Question q : questions) {
            Long asked = whole(q.answer());
            for (int t = 0; t < tables.size() && asked != null; t++) {
                List<ReadoutTable.Row> rows = tables.get(t).rows();
                for (int c = 0; c < 4; c++) {
                    for (int a = 0; a < rows.size(); a++) {
                        for (int b = 0; b < rows.size(); b++) {
                            Long x = printed(secrets, pieces, t, a, c, rows);
                            Long y = printed(secrets, pieces, t, b, c, rows);
                            if (a != b && x != null && y != null && x != 0 && y != 0 && (x - y == asked || a < b && x + y == asked)) {
                                found.add(where + ": \"" + q.text() + "\" " + q.answer() + " follows from " + rows.get(a).label() + " and " + rows.get(b).label());
                            }
                        }
                    }
                }
            }
            String number = number(q.answer());
            List<List<Integer>> shown = secrets.printed(tables);
            for (int t = 0; t < tables.size() && number != null; t++) {
                List<ReadoutTable.Row> rows = tables.get(t).rows();
                for (int r : shown.get(t)) {
                    for (int c = 0; c < rows.get(r).values().size(); c++) {
                        String value = rows.get(r).values().get(c);
                        if (!secrets.hides(t, r, c, value) && Secrets.words(value).contains(number)) {
                            found.add(where + ": \"" + q.text() + "\" " + q.answer() + " stands in " + rows.get(r).label() + " " + value + ", printed");
                        }
                    }
                }
            }
            for (Reading.Cell cell : q.read()) {
                String value = tables.get(cell.table()).rows().get(cell.row()).values().get(cell.column());
                if (value.chars().anyMatch(Character::isDigit) && !secrets.hides(cell.table(), cell.row(), cell.column(), value)) {
                    found.add(where + ": \"" + q.text() + "\" follows from " + value + ", printed");
                }
            }
            for (String sentence : q.away().sentences()) {
                String text = PdfPages.flat(Texts.text(sentence));
                if (!PdfPages.flat(lesson.explanation()).contains(text) || page1.contains(text) || !key.contains(text)) {
                    found.add(where + ": \"" + text + "\" is not in the explanation, stands on page 1, or is missing from the key");
                }
            }
            if (!q.away().inks().isEmpty() && lesson.legendName(q.away().plain()) == null) {
                found.add(where + ": the figure draws what answers \"" + q.text() + "\" in " + q.away().plain()
                        + ", which the lesson does not name, so its legend gives the ink's general name");
            }
            RecordingDraw drawn = new RecordingDraw();
            new PupilsFigure(lesson, secrets, Overlays.DEFAULT, 400, 200).draw(drawn, Overlays.DEFAULT);
            for (Ink ink : q.away().inks()) {
                if (drawn.marks().stream().anyMatch(m -> m.ink() == ink) || drawn.labels().stream().anyMatch(l -> l.ink() == ink)) {
                    found.add(where + ": the figure draws in " + ink + ", which answers \"" + q.text() + "\"");
                }
            }
        }
    }

    /** Returns the value at row {@code row}, column {@code column} as a whole number if page 1 prints it (a verdict's row it prints only as blanks, or not), else null. */
    private static Long printed(Secrets secrets, List<String> pieces, int table, int row, int column, List<ReadoutTable.Row> rows) {
        List<String> values = rows.get(row).values();
        if (column >= values.size() || rows.get(row).verdict() || secrets.hides(table, row, column, values.get(column)) || !pieces.contains(PdfText.safe(values.get(column), PdfText.REGULAR))) {
            return null;
        }
        return whole(values.get(column));
    }

    /** Returns the one number in {@code answer} if it is a number other than 0 with at most a unit ("41.7", "4", "12,5\u00a0px"), else null. */
    private static String number(String answer) {
        Matcher m = Pattern.compile("(\\d(?:[\\d.,\u00a0\u202f]*\\d)?)(?:[\\s\u00a0\u202f]*\\p{L}+²?)?").matcher(answer.strip());
        return m.matches() && !m.group(1).matches("[0.,]+") ? m.group(1) : null;
    }

    /** Returns {@code text} as a whole number if it is one (digits and group separators only), else null. */
    private static Long whole(String text) {
        String bare = text.strip();
        return bare.matches("\\d{1,3}([.,\u00a0\u202f ]?\\d{3})*") ? Long.valueOf(bare.replaceAll("\\D", "")) : null;
    }
}
