package org.spriteplayground.ui;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A lesson's headline as the canvas strip shows it: whole, on as many lines as the room needs,
 * broken between its parts (" &middot; ") and, where one part is too long for a line, between
 * its words. Nothing is cut, so at UI scale 2 on a small screen no number is lost. The lines kept
 * for it are counted with every number at seven digits, so the strip, and the world under it,
 * do not move as the counts grow and shrink.
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
            if (!line.isEmpty()) {
                lines.add(line);
            }
            line = "";
            for (String word : part.split(" ")) {
                String longer = line.isEmpty() ? word : line + " " + word;
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

    /**
     * Returns how many lines to keep for {@code headline} in {@code room} pixels: as many as it
     * takes with every number seven digits wide, or more if it takes more as it is.
     */
    static int rows(String headline, FontMetrics fm, int room) {
        String wide = NUMBER.matcher(headline).replaceAll(WIDE_NUMBER);
        return Math.max(of(wide, fm, room).size(), of(headline, fm, room).size());
    }
}
