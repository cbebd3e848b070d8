package org.spriteplayground.predict;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;

/** How many questions each pupil was asked and got right in this session, in the order they were first named. */
public final class Scores {

    /** The class CSV's header. */
    public static final String HEADER = "pupil,asked,right,percent";

    /**
     * One pupil's count.
     *
     * @param asked questions answered
     * @param right of those, the ones predicted right
     */
    public record Tally(int asked, int right) {
    }

    private final Map<String, Tally> byPupil = new LinkedHashMap<>();

    /** Counts one answer of {@code pupil}'s, right or not. */
    public void record(String pupil, boolean right) {
        Tally was = of(pupil);
        byPupil.put(pupil, new Tally(was.asked() + 1, was.right() + (right ? 1 : 0)));
    }

    /** Returns whether no pupil has answered anything yet. */
    public boolean isEmpty() {
        return byPupil.isEmpty();
    }

    /** Returns {@code pupil}'s count (0 of 0 for a pupil not asked yet). */
    public Tally of(String pupil) {
        return byPupil.getOrDefault(pupil, new Tally(0, 0));
    }

    /**
     * Returns the class CSV's lines: {@link #HEADER}, then one row per pupil asked anything, the
     * percent right to one decimal ("66.7"), a name with a comma, quote or line break quoted.
     */
    public List<String> csvLines() {
        List<String> lines = new ArrayList<>(List.of(HEADER));
        byPupil.forEach((pupil, t) -> lines.add(String.format(Locale.ROOT, "%s,%d,%d,%.1f",
                field(pupil), t.asked(), t.right(), 100.0 * t.right() / t.asked())));
        return lines;
    }

    /** Writes the {@linkplain #csvLines lines} to {@code file} atomically ({@link SafeFiles}): a failed export leaves the old file whole. */
    public void write(Path file) throws FileProblem {
        SafeFiles.writeLines(file, csvLines());
    }

    private static String field(String text) {
        return text.matches("(?s).*[,\"\r\n].*") ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }
}
