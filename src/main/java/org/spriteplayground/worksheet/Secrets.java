package org.spriteplayground.worksheet;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sim.Ink;

/**
 * What the pupils' page must not show: the answers of its questions and the readout values they
 * were worked out from. A readout cell is left blank because an answer read it (by its place, not
 * its value), and so is the same measure of the other thing in that row when it reads the same
 * (the waiting jet's "22.8 %" circle fill when the flyer's is asked: it is the same sprite), and
 * any value in which an answer with words in it stands as whole words ("TOUCHING", "none"). A bare
 * number elsewhere that only equals an answer ("0" tight-box hits when "0" resets is asked) stays
 * printed: nothing ties it to the question, and blanking it asked for answers no question wants. A figure label is
 * left out when any of them stands in it, numbers too, so that the page asks and the answer key
 * alone tells; but not for a question whose answer is read off the figure
 * ({@link org.spriteplayground.lesson.WorksheetQuestion#onFigure()}: the separating axis is one
 * ruler's number among every axis's), whose values only leave their readouts blank. Besides
 * readouts, a question declares the figure's inks and the explanation's sentences that give its
 * answer away ({@link org.spriteplayground.lesson.WorksheetQuestion.GivenAway}): the figure draws
 * lines in those inks plainly and leaves out their points and labels ({@link #plain}), and the
 * page prints the explanation without those sentences ({@link #withheld}).
 */
final class Secrets {

    /** What each question, in order, gives away: its cells, rows with a value, and answers as words. */
    private record Given(Set<Reading.Cell> cells, Set<Reading.Cell> rows, List<List<String>> words) {
    }

    private final List<Given> given = new ArrayList<>();
    /** The words no figure label may hold: those of every question not read off the figure. */
    private final List<List<String>> words = new ArrayList<>();
    /** Every question's answer as words in lower case, for the legend's names ({@link #answers}). */
    private final List<List<String>> answers = new ArrayList<>();
    /** Each ink a question's marks give away, with the ink its lines are drawn in instead. */
    private final Map<Ink, Ink> plain = new EnumMap<>(Ink.class);
    /** The explanation's sentences that give an answer away, in the language in force. */
    private final List<String> sentences = new ArrayList<>();

    /** The secrets of {@code questions}, with their answers as they now stand. */
    Secrets(List<Questions.Question> questions) {
        for (Questions.Question q : questions) {
            Given g = new Given(new HashSet<>(), new HashSet<>(), new ArrayList<>());
            add(g.words(), q.answer());
            for (Reading.Cell cell : q.read()) {
                g.cells().add(new Reading.Cell(cell.table(), cell.row(), cell.column(), ""));
                g.rows().add(new Reading.Cell(cell.table(), cell.row(), -1, cell.value()));
                add(g.words(), cell.value());
            }
            given.add(g);
            List<String> answer = lower(q.answer());
            if (!answer.isEmpty()) {
                answers.add(answer);
            }
            q.away().inks().forEach(ink -> plain.putIfAbsent(ink, q.away().plain()));
            q.away().sentences().stream().map(Texts::text).filter(t -> !sentences.contains(t)).forEach(sentences::add);
            if (!q.onFigure()) {
                g.words().stream().filter(w -> !words.contains(w)).forEach(words::add);
            }
        }
    }

    /**
     * Returns the ink in which the pupils' figure draws a line, outline or fill the lesson draws in
     * {@code ink}: {@code ink} itself, or, when a question's marks in it give its answer away, the
     * plain ink that question names; null for a point or label in such an ink, which is left out.
     */
    Ink plain(Ink ink, boolean pointOrLabel) {
        Ink instead = plain.get(ink);
        return instead == null ? ink : pointOrLabel ? null : instead;
    }

    /** Returns {@code explanation} without the sentences a question declares give its answer away. */
    String withheld(String explanation) {
        String out = explanation;
        for (String sentence : sentences) {
            out = out.replace(sentence, "");
        }
        return out.replaceAll(" {2,}", " ").strip();
    }

    private static void add(List<List<String>> to, String secret) {
        List<String> w = words(secret);
        if (!w.isEmpty() && !to.contains(w)) {
            to.add(w);
        }
    }

    /** Returns whether the value at {@code column} of row {@code row} of table {@code table} must be left blank. */
    boolean hides(int table, int row, int column, String value) {
        return asking(table, row, column, value) > 0;
    }

    /**
     * Returns the number (from 1) of the question whose answer the value at {@code column} of row
     * {@code row} of table {@code table} would give away (the first that read it or its row's
     * twin, else the first whose answer stands in it as words), so that its blank can say which
     * answer goes there; 0 if the value may be printed.
     */
    int asking(int table, int row, int column, String value) {
        for (int q = 0; q < given.size(); q++) {
            if (given.get(q).cells().contains(new Reading.Cell(table, row, column, "")) || given.get(q).rows().contains(new Reading.Cell(table, row, -1, value))) {
                return q + 1;
            }
        }
        List<String> w = words(value);
        for (int q = 0; q < given.size(); q++) {
            if (given.get(q).words().stream().anyMatch(secret -> secret.stream().anyMatch(Secrets::hasLetter) && Collections.indexOfSubList(w, secret) >= 0)) {
                return q + 1;
            }
        }
        return 0;
    }

    /**
     * Returns, for each of {@code tables}, the indexes of the rows the pupils' page prints: every
     * row but one that tells a verdict ({@link ReadoutTable.Row#verdict}), which by its value, or
     * by standing there at all, tells what the step brought and so answers a question about it
     * ("separated", the crossing points that stand only where circles cross). Such a row stands
     * only as blanks, where questions read each of its values; the answer key lists the rest ({@link #leftOff}).
     */
    List<List<Integer>> printed(List<ReadoutTable> tables) {
        List<List<Integer>> out = new ArrayList<>();
        for (int t = 0; t < tables.size(); t++) {
            int tt = t;
            List<ReadoutTable.Row> rows = tables.get(t).rows();
            out.add(IntStream.range(0, rows.size()).filter(r -> !rows.get(r).verdict()
                    || IntStream.range(0, rows.get(r).values().size()).allMatch(c -> hides(tt, r, c, rows.get(r).values().get(c)))).boxed().toList());
        }
        return out;
    }

    /** Returns the answer key's line that lists the rows of {@code tables} page 1 leaves out ({@link #printed}), with their values; none if it leaves out none. */
    List<String> leftOff(List<ReadoutTable> tables) {
        List<List<Integer>> printed = printed(tables);
        List<String> out = new ArrayList<>();
        for (int t = 0; t < tables.size(); t++) {
            for (int r = 0; r < tables.get(t).rows().size(); r++) {
                ReadoutTable.Row row = tables.get(t).rows().get(r);
                if (!printed.get(t).contains(r)) {
                    out.add(row.label() + " " + String.join(" / ", row.values()));
                }
            }
        }
        return out.isEmpty() ? List.of() : List.of(Texts.format("worksheet.key.verdicts", String.join("; ", out)));
    }

    static boolean hasLetter(String word) {
        return word.chars().anyMatch(Character::isLetter);
    }

    /** Returns whether {@code text} (a figure's label) holds an answer, or a value one was read from, as whole words. */
    boolean tells(String text) {
        List<String> w = words(text);
        return words.stream().anyMatch(secret -> Collections.indexOfSubList(w, secret) >= 0);
    }

    /**
     * Returns whether {@code text} (a name in the figure's legend) holds any question's answer as
     * whole words, in any case: the legend's "where both checks miss an overlap" tells the answer
     * "MISS" as plainly as a label would, and "nearest corner" the answer "corner".
     */
    boolean answers(String text) {
        List<String> w = lower(text);
        return answers.stream().anyMatch(answer -> Collections.indexOfSubList(w, answer) >= 0);
    }

    private static List<String> lower(String text) {
        return words(text).stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
    }

    /**
     * Returns the words of {@code text}: split at white space, each without the punctuation and
     * units around it ("(boxes)" is "boxes", "0.0°" is "0.0", "22.8 %" is one word), none empty.
     */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String part : text.split("\\s+")) {
            String word = part.replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$", "");
            if (!word.isEmpty()) {
                out.add(word);
            }
        }
        return out;
    }
}
