package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The pupils' page prints no readout row that tells a verdict ({@link ReadoutTable.Row#verdict}):
 * by its value ("separated") or by standing there at all (the crossing points, there only where
 * the circles cross) it would answer a question on the same page. Such a row stands there only as
 * blanks for the questions that read each of its values; the answer key lists the rest with their
 * values. And the rows
 * are marked where it matters: in separating-axes and border-crossings, a row that reads
 * differently (stands or not, or says other words) in two states where a question's answer in
 * words differs is marked a verdict.
 */
class NoVerdictOnPageOneTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @Test
    void pageOnePrintsNoVerdictRowInAnyLessonPresetOrLanguage() throws Exception {
        List<String> found = new ArrayList<>();
        int verdictRows = 0;
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    List<Lesson> states = states(entry);
                    for (int s = 0; s < states.size(); s++) {
                        verdictRows += check(language + " " + entry.id() + " state " + s, states.get(s), found);
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(verdictRows).as("verdict rows seen").isGreaterThan(0);
        assertThat(found).isEmpty();
    }

    @Test
    void everyRowWhoseLookTellsAWordedAnswerIsMarkedAVerdict() {
        List<String> found = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL.stream().filter(e -> List.of("separating-axes", "border-crossings").contains(e.id())).toList()) {
            List<Lesson> states = states(entry);
            List<Map<String, String>> answers = states.stream().map(NoVerdictOnPageOneTest::wordedAnswers).toList();
            List<Map<String, ReadoutTable.Row>> rows = states.stream().map(NoVerdictOnPageOneTest::rows).toList();
            List<String> keys = rows.stream().flatMap(r -> r.keySet().stream()).distinct().toList();
            for (String question : answers.get(0).keySet()) {
                for (String key : keys) {
                    Map<String, java.util.Set<String>> answersByLook = new LinkedHashMap<>();
                    boolean marked = true;
                    for (int s = 0; s < states.size(); s++) {
                        ReadoutTable.Row row = rows.get(s).get(key);
                        marked &= row == null || row.verdict();
                        answersByLook.computeIfAbsent(look(row), k -> new java.util.HashSet<>()).add(answers.get(s).get(question));
                    }
                    boolean tells = answersByLook.size() > 1 && answersByLook.values().stream().allMatch(a -> a.size() == 1)
                            && answersByLook.values().stream().distinct().count() > 1;
                    if (tells && !marked) {
                        found.add(entry.id() + ": row " + key + " tells the answer to \"" + question + "\" by how it reads " + answersByLook + ", yet is no verdict");
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    /** Returns the lesson as its sheet starts (run to the sheet's step) and at each of its presets. */
    private static List<Lesson> states(Lessons.Entry entry) {
        List<Lesson> out = new ArrayList<>();
        Lesson start = entry.factory().apply(SPRITES);
        for (int i = 0; i < start.worksheetSteps(); i++) {
            start.step(Simulation.STEP_SECONDS);
        }
        out.add(start);
        int presets = PresetScenes.of(entry.factory().apply(SPRITES)).size();
        for (int p = 0; p < presets; p++) {
            Lesson lesson = entry.factory().apply(SPRITES);
            PresetScenes.of(lesson).get(p).apply().run();
            out.add(lesson);
        }
        return out;
    }

    /** Adds to {@code found} each verdict row page 1 prints other than as blanks its questions read; returns how many verdict rows the lesson has. */
    private static int check(String where, Lesson lesson, List<String> found) throws Exception {
        List<Questions.Question> questions = Questions.of(lesson);
        List<Reading.Cell> read = questions.stream().flatMap(q -> q.read().stream()).toList();
        List<String> pieces;
        StringBuilder key = new StringBuilder();
        try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, Sheets.IMAGES, lesson.worksheetSteps()).document()) {
            pieces = readouts(NoAnswerOnPageOneTest.pieces(doc), lesson);
            for (int page = 2; page <= doc.getNumberOfPages(); page++) {
                key.append(PdfPages.flat(PdfPages.text(doc, page))).append(' ');
            }
        }
        int verdicts = 0;
        List<ReadoutTable> tables = lesson.readouts();
        for (int t = 0; t < tables.size(); t++) {
            for (int r = 0; r < tables.get(t).rows().size(); r++) {
                ReadoutTable.Row row = tables.get(t).rows().get(r);
                if (!row.verdict()) {
                    continue;
                }
                verdicts++;
                int tt = t;
                int rr = r;
                boolean allRead = java.util.stream.IntStream.range(0, row.values().size())
                        .allMatch(c -> read.stream().anyMatch(x -> x.table() == tt && x.row() == rr && x.column() == c));
                if (!allRead && pieces.contains(PdfText.safe(row.label(), PdfText.REGULAR))) {
                    found.add(where + ": page 1 prints verdict row " + row.key() + " " + row.values());
                }
                String listed = PdfPages.flat(PdfText.safe(row.label() + " " + String.join(" / ", row.values()), PdfText.REGULAR));
                if (!allRead && !key.toString().contains(listed)) {
                    found.add(where + ": the answer key does not list verdict row " + row.key() + " as \"" + listed + "\"");
                }
            }
        }
        return verdicts;
    }

    /** Returns the part of page 1's {@code pieces} from the first readout table's heading to the questions' heading: the readouts (the legend may hold a row's name). */
    private static List<String> readouts(List<String> pieces, Lesson lesson) {
        int from = pieces.size();
        for (ReadoutTable table : lesson.readouts()) {
            String title = PdfText.safe(table.title(), PdfText.BOLD);
            for (int i = 0; i < from; i++) {
                if (pieces.get(i).startsWith(title)) {
                    from = i;
                }
            }
        }
        int to = pieces.lastIndexOf(PdfText.safe(Texts.text("worksheet.questions"), PdfText.BOLD));
        return from < to ? pieces.subList(from, to) : List.of();
    }

    /** Returns each question's answer in {@code lesson} where it is words (no digits), by question text. */
    private static Map<String, String> wordedAnswers(Lesson lesson) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Questions.Question q : Questions.of(lesson)) {
            out.put(q.text(), q.answer().matches(".*\\d.*") ? "a number" : q.answer());
        }
        return out;
    }

    private static Map<String, ReadoutTable.Row> rows(Lesson lesson) {
        Map<String, ReadoutTable.Row> out = new LinkedHashMap<>();
        lesson.readouts().forEach(t -> t.rows().forEach(r -> out.put(r.key(), r)));
        return out;
    }

    /** Returns how {@code row} reads apart from its numbers: absent, or its values with each number as "#". */
    private static String look(ReadoutTable.Row row) {
        return row == null ? "absent" : String.join(" | ", row.values().stream().map(v -> v.matches(".*\\d.*") ? "#" : v).toList());
    }
}
