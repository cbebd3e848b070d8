package org.spriteplayground.classroom;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.predict.Answers;

/**
 * Reads answers CSVs: RFC 4180 (fields with commas, quotes or line breaks quoted, quotes doubled),
 * UTF-8, the {@link #HEADER} first. A bad line (the wrong number of fields, a right/wrong that is
 * neither {@code true}, {@code false} nor empty, no pupil, lesson or question, a time that is not
 * ISO-8601) is named with its line number and left out, every other line kept; a file that cannot
 * be read (missing, a folder, a device or pipe, too large) or is not an answers CSV is named and
 * left out whole. Files are read through {@link SafeFiles#read}, so a pipe or a device never hangs
 * the reading nor fills the memory.
 */
public final class AnswersCsv {

    /** The first line of every answers CSV. */
    public static final String HEADER = Answers.HEADER;
    /** The largest file read: a class of 40 answering 500 questions each writes about 4 MB. */
    static final long CAP = 64L << 20;
    private static final String[] COLUMNS = HEADER.split(",");
    private static final int PUPIL = 0;
    private static final int LESSON = 1;
    private static final int QUESTION = 2;
    private static final int SCENE = 3;
    private static final int[] RIGHT = {5, 7, 9};
    private static final int ANSWERED_AT = 10;
    /** How the file writes right and wrong, in every language. */
    private static final String TRUE = "true"; // not shown: the file's word
    private static final String FALSE = "false"; // not shown: the file's word

    private AnswersCsv() {
    }

    /** The answers read, in file and row order, one plain line for each line or file left out, and how many files were read. */
    public record Read(List<Answer> answers, List<String> problems, int files) {
        public Read {
            answers = List.copyOf(answers);
            problems = List.copyOf(problems);
        }

        /** Returns these answers and problems followed by {@code later}'s. */
        public Read and(Read later) {
            List<Answer> a = new ArrayList<>(answers);
            a.addAll(later.answers);
            List<String> p = new ArrayList<>(problems);
            p.addAll(later.problems);
            return new Read(a, p, files + later.files);
        }
    }

    /** Reads {@code files} in the order given, telling {@code done} after each how many are read. */
    public static Read read(List<Path> files, IntConsumer done) {
        Read all = new Read(List.of(), List.of(), 0);
        for (int i = 0; i < files.size(); i++) {
            all = all.and(read(files.get(i)));
            done.accept(i + 1);
        }
        return all;
    }

    /** Reads one file. */
    public static Read read(Path file) {
        String name = SafeFiles.shown(file);
        try {
            return parse(name, new String(SafeFiles.read(file, CAP), StandardCharsets.UTF_8));
        } catch (FileProblem e) {
            return new Read(List.of(), List.of(Texts.format("classes.fileLeftOut", e.getMessage())), 0);
        }
    }

    /** Reads the text of an answers CSV, {@code name} (the file, as messages show it) naming it in each problem. */
    public static Read parse(String name, String text) {
        List<Record> records = records(text.startsWith("\uFEFF") ? text.substring(1) : text);
        if (records.isEmpty()) {
            return new Read(List.of(), List.of(Texts.format("classes.emptyFile", name)), 0);
        }
        if (!String.join(",", records.get(0).fields()).equals(HEADER) || records.get(0).problem() != null) {
            return new Read(List.of(), List.of(Texts.format("classes.notAnswers", name, HEADER)), 0);
        }
        List<Answer> answers = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Record record : records.subList(1, records.size())) {
            String problem = record.problem() != null ? record.problem() : problem(record.fields());
            if (problem != null) {
                problems.add(Texts.format("classes.badLine", name, record.line(), problem));
            } else {
                answers.add(answer(record.fields()));
            }
        }
        return new Read(answers, problems, 1);
    }

    /** Returns what is wrong with a row's {@code fields}, in plain words, or null if nothing is. */
    private static String problem(List<String> f) {
        if (f.size() != COLUMNS.length) {
            return Texts.format("classes.fieldCount", f.size(), COLUMNS.length);
        }
        for (int column : new int[] {PUPIL, LESSON, QUESTION}) {
            if (f.get(column).isBlank()) {
                return Texts.format("classes.emptyField", COLUMNS[column]);
            }
        }
        for (int column : RIGHT) {
            String right = f.get(column);
            if (!right.isEmpty() && !right.equals(TRUE) && !right.equals(FALSE)) {
                return Texts.format("classes.notTrueFalse", Shown.name(right), COLUMNS[column], TRUE, FALSE);
            }
        }
        try {
            LocalDateTime.parse(f.get(ANSWERED_AT));
            return null;
        } catch (DateTimeParseException e) {
            return Texts.format("classes.badDate", Shown.name(f.get(ANSWERED_AT)), COLUMNS[ANSWERED_AT]);
        }
    }

    private static Answer answer(List<String> f) {
        return new Answer(f.get(PUPIL).strip(), f.get(LESSON).strip(), f.get(QUESTION).strip(), f.get(SCENE),
                right(f.get(RIGHT[0])), right(f.get(RIGHT[1])), right(f.get(RIGHT[2])), LocalDateTime.parse(f.get(ANSWERED_AT)));
    }

    private static Boolean right(String field) {
        return field.isEmpty() ? null : Boolean.valueOf(field);
    }

    /** One record of the file: the line it starts on, its fields, and what is wrong with its quoting (null if nothing). */
    private record Record(int line, List<String> fields, String problem) {
    }

    /** Splits {@code text} into RFC 4180 records; a line holding nothing is skipped. */
    private static List<Record> records(String text) {
        List<Record> records = new ArrayList<>();
        int n = text.length();
        int i = 0;
        int line = 1;
        while (i < n) {
            int start = line;
            List<String> fields = new ArrayList<>();
            String problem = null;
            StringBuilder field = new StringBuilder();
            while (true) {
                if (i < n && text.charAt(i) == '"') {
                    boolean closed = false;
                    for (i++; i < n; i++) {
                        char c = text.charAt(i);
                        if (c == '"' && i + 1 < n && text.charAt(i + 1) == '"') {
                            field.append('"');
                            i++;
                        } else if (c == '"') {
                            closed = true;
                            i++;
                            break;
                        } else {
                            line += c == '\n' ? 1 : 0;
                            field.append(c);
                        }
                    }
                    problem = closed ? problem : Texts.text("classes.openQuote");
                    if (i < n && !ends(text.charAt(i)) && problem == null) {
                        problem = Texts.text("classes.afterQuote");
                    }
                }
                for (; i < n && !ends(text.charAt(i)); i++) {
                    field.append(text.charAt(i));
                }
                fields.add(field.toString());
                field.setLength(0);
                if (i < n && text.charAt(i) == ',') {
                    i++;
                    continue;
                }
                i += i < n && text.charAt(i) == '\r' ? 1 : 0;
                i += i < n && text.charAt(i) == '\n' ? 1 : 0;
                line++;
                break;
            }
            if (!(fields.size() == 1 && fields.get(0).isEmpty() && problem == null)) {
                records.add(new Record(start, fields, problem));
            }
        }
        return records;
    }

    private static boolean ends(char c) {
        return c == ',' || c == '\n' || c == '\r';
    }
}
