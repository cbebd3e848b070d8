package org.spriteplayground.i18n;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spriteplayground.geometry.CollisionResult;

/**
 * What a seed's own program prints, where a text quotes it: seed 000's outcomes NO_COLLISION,
 * TOUCHING and OVERLAPPING, always with the pupil's words beside them ("TOUCHING (berührend)").
 * They are found at show time, as {@link Glossary#find} finds glossary terms, and never marked in
 * the bundles: each surface (Swing text, the worksheet's PDF, a quiz's HTML) sets a name found here
 * as code, in a monospaced font, and the words round it in its own.
 */
public final class SeedOutput {

    /** The names a seed prints, as it spells them: seed 000's outcomes. */
    public static final List<String> NAMES = Arrays.stream(CollisionResult.values()).map(Enum::name).toList();

    /** One of {@link #NAMES} as a whole word: not part of a longer name or word. */
    private static final Pattern NAME = Pattern.compile("(?<![\\p{L}\\p{N}_])(?:" + String.join("|", NAMES) + ")(?![\\p{L}\\p{N}_])");

    private SeedOutput() {
    }

    /** A piece of a text: a seed's output ({@code code}) or the words between. */
    public record Run(String text, boolean code) {
    }

    /** Returns whether {@code text} quotes a seed's output. */
    public static boolean holds(String text) {
        return text != null && NAME.matcher(text).find();
    }

    /** Returns {@code text} cut into runs, in order: each name a seed prints, and the text between them; none empty. */
    public static List<Run> runs(String text) {
        List<Run> runs = new ArrayList<>();
        Matcher m = NAME.matcher(text);
        int from = 0;
        while (m.find()) {
            if (m.start() > from) {
                runs.add(new Run(text.substring(from, m.start()), false));
            }
            runs.add(new Run(m.group(), true));
            from = m.end();
        }
        if (from < text.length()) {
            runs.add(new Run(text.substring(from), false));
        }
        return runs;
    }
}
