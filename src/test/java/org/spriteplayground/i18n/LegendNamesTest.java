package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;

/**
 * No two entries of a lesson's canvas legend ({@code legend.LESSON.INK}, and for a lesson that
 * names its inks per method {@code legend.LESSON.METHOD.INK}) read alike, in any language: an
 * entry may name two things ("ruler, or Q pushed out"), and no such thing may be named by another
 * entry of the lesson too, else the pupil cannot tell which colour is which. Words are compared by
 * their first four letters, so "Q's push out" and "Q pushed out" read alike.
 */
class LegendNamesTest {

    @ParameterizedTest
    @CsvSource({"'', or", "_de, oder", "_fr, ou"})
    void noTwoEntriesOfALessonsLegendNameTheSameThing(String suffix, String or) throws IOException {
        Properties dialogs = BundlesTest.file("org.spriteplayground.i18n.dialogs", suffix);
        List<String> alike = new ArrayList<>();
        int lessons = 0;
        for (Lessons.Entry lesson : Lessons.ALL) {
            String prefix = "legend." + lesson.id() + ".";
            Map<String, String> named = new HashMap<>();
            for (String key : new TreeSet<>(dialogs.stringPropertyNames())) {
                if (!key.startsWith(prefix)) {
                    continue;
                }
                for (String thing : things(dialogs.getProperty(key), or)) {
                    String other = named.put(thing, key);
                    if (other != null) {
                        alike.add(key + " and " + other + " both name '" + thing + "'");
                    }
                }
            }
            lessons += named.isEmpty() ? 0 : 1;
        }
        assertThat(lessons).as("lessons with legend entries of their own").isGreaterThan(Lessons.ALL.size() / 2);
        assertThat(alike).isEmpty();
    }

    /** Returns the things an entry names, split at the language's "or", each as its words' first four letters. */
    static List<String> things(String entry, String or) {
        return Arrays.stream(entry.toLowerCase(Locale.ROOT).split(",?\\s+" + or + "\\s+"))
                .map(thing -> Arrays.stream(thing.replaceAll("['’]s\\b", "").split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty())
                        .map(w -> w.substring(0, Math.min(4, w.length()))).collect(Collectors.joining(" ")))
                .toList();
    }

    @Test
    void entriesReadAlikeWhenTheyNameOneThing() {
        assertThat(things("axis direction, or Q's push out", "or")).containsExactly("axis dire", "q push out");
        assertThat(things("ruler, or Q pushed out", "or")).containsExactly("rule", "q push out");
        assertThat(things("circle, apart from the box", "or")).containsExactly("circ apar from the box");
    }
}
