package org.spriteplayground.i18n;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text taken from input (a name in a scene, a file's path, a system's reason) as a message shows
 * it: on one line, with nothing that could steer a terminal or turn the line's direction, and of
 * a length a reader takes in. Control characters (line breaks, ESC, ...) and bidirectional
 * controls are written as escapes such as {@code \n} or {@code \u202E}; a long name is cut.
 */
public final class Shown {

    /** Control characters (C0, DEL, C1, the line and paragraph separators) and bidirectional controls. */
    private static final Pattern UNSAFE = Pattern.compile("[\\p{Cc}\\u2028\\u2029\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]");

    /** About how many characters of a name a message shows. */
    public static final int LONGEST = 80;

    private Shown() {
    }

    /** Returns {@code text} escaped and, if longer than {@value #LONGEST} characters, its start and "…". */
    public static String name(String text) {
        String line = escaped(text);
        return line.length() <= LONGEST ? line : line.substring(0, cut(line, LONGEST - 1)) + "…";
    }

    /** Returns a file's {@code path} escaped and, if long, "…" and its end, where the file's own name is. */
    public static String path(String path) {
        String line = escaped(path);
        if (line.length() <= 2 * LONGEST) {
            return line;
        }
        int from = line.length() - (2 * LONGEST - 1);
        if (Character.isLowSurrogate(line.charAt(from))) {
            from++;
        }
        return "…" + line.substring(from);
    }

    /** The longest message {@link #line} keeps whole. */
    public static final int LONGEST_LINE = 400;

    /**
     * Returns a whole message as one line: escaped, and if longer than {@value #LONGEST_LINE}
     * characters, its start and its end with "…" between, so that where it happened (a line and
     * column at the end) is kept.
     */
    public static String line(String message) {
        String line = escaped(message);
        if (line.length() <= LONGEST_LINE) {
            return line;
        }
        int head = cut(line, LONGEST_LINE / 2);
        int tail = line.length() - (LONGEST_LINE / 2 - 1);
        if (Character.isLowSurrogate(line.charAt(tail))) {
            tail++;
        }
        return line.substring(0, head) + "…" + line.substring(tail);
    }

    /** Returns {@code text} with every control and bidirectional control character written as an escape. */
    public static String escaped(String text) {
        if (text == null) {
            return "null";
        }
        return UNSAFE.matcher(text).replaceAll(found -> Matcher.quoteReplacement(switch (found.group().charAt(0)) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> String.format("\\u%04X", (int) found.group().charAt(0));
        }));
    }

    /** Returns where to cut {@code line} at about {@code at} without splitting a surrogate pair. */
    private static int cut(String line, int at) {
        return Character.isHighSurrogate(line.charAt(at - 1)) ? at - 1 : at;
    }
}
