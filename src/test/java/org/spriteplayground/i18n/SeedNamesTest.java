package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The five seeds the lessons are built from have one name in each language, the one the lesson
 * titles and the glossary use: German "Vorlage", French "modèle". Every word written just before a
 * seed's number (000 to 004) in every text of the language, on screen, in a teacher's note, on a
 * worksheet or in the help, is that name, or a word of a range ("von 000 bis 004"); and no text calls
 * a seed a tutorial.
 */
class SeedNamesTest {

    /** A word and the seed number after it. */
    private static final Pattern NAMED = Pattern.compile("(\\p{L}+)\\s+00[0-4]\\b");

    @ParameterizedTest
    @CsvSource({"de, Vorlage, von bis, Tutorial", "fr, modèle, de à, tutoriel"})
    void everyTextNamesASeedByTheLanguagesOneName(String language, String name, String rangeWords, String otherName) throws IOException {
        Set<String> range = Set.of(rangeWords.split(" "));
        Pattern other = Pattern.compile("(?iu)\\b(?:" + otherName + "|tutorial)");
        List<String> found = new ArrayList<>();
        int named = 0;
        for (String family : Texts.FAMILIES) {
            Properties bundle = BundlesTest.file(family, "_" + language);
            for (String key : new TreeSet<>(bundle.stringPropertyNames())) {
                String text = bundle.getProperty(key);
                Matcher word = NAMED.matcher(text);
                while (word.find()) {
                    if (word.group(1).equalsIgnoreCase(name)) {
                        named++;
                    } else if (!range.contains(word.group(1))) {
                        found.add(key + ": " + word.group());
                    }
                }
                if (other.matcher(text).find()) {
                    found.add(key + ": " + otherName);
                }
            }
        }
        assertThat(named).as("seeds named %s", name).isGreaterThan(20);
        assertThat(found).isEmpty();
    }
}
