package org.spriteplayground.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A label broken over more lines, for when it has no free place on one: a big label font (UI
 * scale 2) or a small window can make a one-line label wider than the whole view.
 */
final class LabelWrap {

    /** Most lines a label is broken into. */
    static final int MOST_LINES = 4;

    /** A word. */
    private static final Pattern WORD = Pattern.compile("\\S+");

    /** A word, or a name with its value ("h = 1.93649") kept on one line. */
    private static final Pattern NAMED_VALUE = Pattern.compile("\\S+(?: = \\S+)*");

    private LabelWrap() {
    }

    /**
     * Returns {@code text} broken at spaces into 2, 3, ... up to {@value #MOST_LINES} lines of
     * about equal length, in that order, each way once, never between a name and its value
     * ("h =" over "1.93649" reads worse than a label a little farther off); the spaces where a
     * line breaks are left out, those within a line kept. A text without such spaces has no ways.
     */
    static List<String> wraps(String text) {
        return wraps(text, NAMED_VALUE);
    }

    /**
     * Returns the ways of {@link #wraps} and also those that break at any space, a name's "="
     * included: for a crowded view, where a label kept whole would cover another.
     */
    static List<String> anyWraps(String text) {
        return wraps(text, WORD);
    }

    private static List<String> wraps(String text, Pattern word) {
        List<int[]> words = new ArrayList<>();
        Matcher m = word.matcher(text);
        while (m.find()) {
            words.add(new int[] {m.start(), m.end()});
        }
        List<String> ways = new ArrayList<>();
        for (int lines = 2; lines <= Math.min(MOST_LINES, words.size()); lines++) {
            String way = wrap(text, words, (text.length() + lines - 1) / lines);
            if (!way.equals(text) && !ways.contains(way)) {
                ways.add(way);
            }
        }
        return ways;
    }

    /** Breaks before each word that would take its line past {@code width} characters. */
    private static String wrap(String text, List<int[]> words, int width) {
        StringBuilder out = new StringBuilder();
        int lineStart = words.get(0)[0];
        int lineEnd = words.get(0)[1];
        for (int[] word : words.subList(1, words.size())) {
            if (word[1] - lineStart > width) {
                out.append(text, lineStart, lineEnd).append('\n');
                lineStart = word[0];
            }
            lineEnd = word[1];
        }
        return out.append(text, lineStart, lineEnd).toString();
    }
}
