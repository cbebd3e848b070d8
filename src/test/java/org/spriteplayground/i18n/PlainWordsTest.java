package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Words a pupil of fifteen can read: no text writes a number as code does ("1e-9") without saying
 * at once what it means ("3.5527e-15 = 3.5527 × 10⁻¹⁵"); no text a pupil reads ({@link PupilTexts})
 * names a method after a person (the teacher's notes cite them); and the French texts call the
 * drawing area and the broad phase by a French pupil's words; only the glossary's entry for such a
 * word names the technical term, so that a reader who meets it elsewhere can look it up.
 */
class PlainWordsTest {

    /** A number in a program's exponent notation, unless "=" follows it with what it means. */
    private static final Pattern CODE_NUMBER = Pattern.compile("\\d[eE][-+]?\\d+(?![\\d.]| = )");

    /** A person's name with an English possessive, inside a sentence: "Paul Bourke's method". */
    private static final Pattern PERSONS = Pattern.compile("(?<=[\\p{L},]\\s)([A-Z][a-z]+)'s\\b");

    /** French technical words and what a pupil says instead. */
    private static final Map<String, String> FRENCH_JARGON = Map.of("canevas", "zone de dessin", "phase large", "premier tri");

    @ParameterizedTest
    @ValueSource(strings = {"", "_de", "_fr"})
    void noTextWritesANumberAsCodeDoes(String suffix) throws IOException {
        List<String> found = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            Properties bundle = BundlesTest.file(family, suffix);
            for (String key : new TreeSet<>(bundle.stringPropertyNames())) {
                Matcher m = CODE_NUMBER.matcher(bundle.getProperty(key));
                while (m.find()) {
                    found.add(key + ": " + m.group());
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void noTextAPupilReadsNamesAMethodAfterAPerson() throws IOException {
        Set<String> persons = new TreeSet<>();
        for (String family : Texts.FAMILIES) {
            Properties english = BundlesTest.file(family, "");
            for (String key : english.stringPropertyNames()) {
                Matcher m = PERSONS.matcher(english.getProperty(key));
                while (m.find()) {
                    persons.add(m.group(1));
                }
            }
        }
        assertThat(persons).as("people the teacher's notes cite").contains("Bourke");
        List<String> found = new ArrayList<>();
        for (String suffix : new String[] {"", "_de", "_fr"}) {
            PupilTexts.of(suffix).forEach((key, text) -> persons.stream().filter(p -> Pattern.compile("\\b" + p).matcher(text).find())
                    .forEach(p -> found.add(suffix + " " + key + ": " + p)));
        }
        assertThat(found).isEmpty();
    }

    @Test
    void frenchSaysWhatAFrenchPupilSays() throws IOException {
        List<String> found = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            Properties french = BundlesTest.file(family, "_fr");
            for (String key : new TreeSet<>(french.stringPropertyNames())) {
                String text = french.getProperty(key).toLowerCase(java.util.Locale.FRENCH);
                FRENCH_JARGON.forEach((jargon, plain) -> {
                    if (text.contains(jargon) && !plain.equals(french.getProperty(key.replaceFirst("\\.[^.]+$", ".term")))) {
                        found.add(key + ": " + jargon + ", say " + plain);
                    }
                });
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void theScansFindWhatTheyLookFor() {
        assertThat(CODE_NUMBER.matcher("a gap of at most 1e-9 px").find()).isTrue();
        assertThat(CODE_NUMBER.matcher("shown as 3.5527e-15 = 3.5527 × 10⁻¹⁵").find()).isFalse();
        assertThat(PERSONS.matcher("Paul Bourke's method").find()).isTrue();
        assertThat(PERSONS.matcher("Seed's start").find()).isFalse();
    }
}
