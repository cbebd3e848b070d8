package org.spriteplayground.ui.canvas;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A lesson's headline as the canvas strip shows it: whole, on as many lines as the room needs,
 * broken between its parts (" &middot; ") and, where one part is too long for a line, between
 * its words, never between a word and the number after it. Nothing is cut, so at UI scale 2 on a
 * small screen no number is lost. The lines kept for it are counted with every number at seven
 * digits, so the strip, and the world under it, do not move as the counts grow and shrink.
 */
final class HeadlineLines {

    private static final String PARTS = " · ";
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[,.]\\d+)*");
    /** The width a number is counted at when keeping room: seven digits. */
    private static final String WIDE_NUMBER = "9,999,999";

    private HeadlineLines() {
    }

    /** Returns {@code headline} in lines no wider than {@code room} pixels (a single word wider than that has a line of its own). */
    static List<String> of(String headline, FontMetrics fm, int room) {
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String part : headline.split(Pattern.quote(PARTS))) {
            String joined = line.isEmpty() ? part : line + PARTS + part;
            if (fm.stringWidth(joined) <= room) {
                line = joined;
                continue;
            }
            if (!line.isEmpty() && fm.stringWidth(part) <= room) {
                lines.add(line);
                line = part;
                continue;
            }
            // Too long for a line of its own: its words follow on where the line stands.
            String gap = PARTS;
            for (String word : words(part)) {
                String longer = line.isEmpty() ? word : line + gap + word;
                gap = " ";
                if (line.isEmpty() || fm.stringWidth(longer) <= room) {
                    line = longer;
                } else {
                    lines.add(line);
                    line = word;
                }
            }
        }
        if (!line.isEmpty()) {
            lines.add(line);
        }
        return lines;
    }

    /** Returns the words of {@code part}, a number kept with the word before it ("grid 1,807,"), as a pupil reads them. */
    private static List<String> words(String part) {
        List<String> words = new ArrayList<>();
        for (String word : part.split(" ")) {
            if (!words.isEmpty() && !word.isEmpty() && Character.isDigit(word.charAt(0))) {
                words.set(words.size() - 1, words.get(words.size() - 1) + " " + word);
            } else {
                words.add(word);
            }
        }
        return words;
    }

    /**
     * Returns how many lines to keep for {@code headline} in {@code room} pixels: as many as it
     * takes with every number seven digits wide, or more if it takes more as it is.
     */
    static int rows(String headline, FontMetrics fm, int room) {
        String wide = NUMBER.matcher(headline).replaceAll(WIDE_NUMBER);
        return Math.max(of(wide, fm, room).size(), of(headline, fm, room).size());
    }
}
