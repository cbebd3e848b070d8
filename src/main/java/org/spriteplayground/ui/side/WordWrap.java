package org.spriteplayground.ui.side;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;

/**
 * Breaks a text into lines at its spaces, as a label wraps: shared by the notice line, the wrapping
 * check box and long tooltips. A space after an opening bracket or guillemet, and before a closing
 * one or French punctuation ({@code :}, {@code ;}, {@code !}, {@code ?}), never breaks, so that
 * the selection note's "[ and ]" never splits into a "[" ending one line and "and ]" starting the next.
 */
public final class WordWrap {

    private WordWrap() {
    }

    /**
     * Returns {@code text}'s words in lines no wider than {@code room} pixels in {@code fm}, filled in
     * order; a word wider than a line has one to itself.
     */
    public static List<String> lines(String text, FontMetrics fm, int room) {
        List<String> lines = new ArrayList<>();
        String line = null;
        for (String word : units(text)) {
            String longer = line == null ? word : line + " " + word;
            if (line != null && fm.stringWidth(longer) > room) {
                lines.add(line);
                line = word;
            } else {
                line = longer;
            }
        }
        lines.add(line);
        return lines;
    }

    /** Returns {@code text}'s words, those a space must not part joined by theirs. */
    static List<String> units(String text) {
        List<String> units = new ArrayList<>();
        boolean glued = false; // the last unit ends with an opening mark: the next word joins it
        for (String word : text.split(" ", -1)) {
            boolean closing = !word.isEmpty() && ":;!?]»)".indexOf(word.charAt(0)) >= 0;
            if (!units.isEmpty() && (glued || closing)) {
                units.set(units.size() - 1, units.get(units.size() - 1) + " " + word);
            } else {
                units.add(word);
            }
            glued = word.equals("[") || word.equals("«") || word.equals("(");
        }
        return units;
    }
}
