package org.spriteplayground.ui;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;

/** Breaks a text into lines at its spaces, as a label wraps: shared by the notice line and the wrapping check box. */
final class WordWrap {

    private WordWrap() {
    }

    /**
     * Returns {@code text}'s words in lines no wider than {@code room} pixels in {@code fm}, filled in
     * order; a word wider than a line has one to itself.
     */
    static List<String> lines(String text, FontMetrics fm, int room) {
        List<String> lines = new ArrayList<>();
        String line = null;
        for (String word : text.split(" ")) {
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
}
