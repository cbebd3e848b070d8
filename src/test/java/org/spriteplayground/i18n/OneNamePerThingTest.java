package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing a pupil may mix up is called by one name in each language, the glossary's: every text
 * that names the bounding circle, the turned box, a seed lesson or a random seed writes the
 * glossary term's name (in any of its inflections), its abbreviation, or a description of it
 * (four words or more, "circle through the corners"), never a second name such as "Umkreis"
 * beside "Begrenzungskreis"; and a seed lesson and the random seed are two terms, with no form
 * in common and neither named in the other's definition.
 */
class OneNamePerThingTest {

    /** The terms checked: those a text has called by a second name. */
    private static final List<String> TERMS = List.of("boundingCircle", "turnedBox", "seed", "randomSeed");

    /** Letters of a term's name a form must start with to be an inflection of it. */
    private static final int STEM = 5;

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyTextNamesTheseThingsByTheGlossarysName(String language) {
        Locale locale = Locale.forLanguageTag(language);
        List<String> other = new ArrayList<>();
        int named = Texts.inLanguage(locale, () -> {
            int count = 0;
            for (String family : Texts.FAMILIES) {
                if (family.equals(Glossary.BUNDLE)) {
                    continue;
                }
                for (String key : ResourceBundle.getBundle(family, Locale.ROOT, Texts.CONTROL).keySet()) {
                    String text = Texts.text(key);
                    for (Glossary.Found f : Glossary.find(text)) {
                        if (TERMS.contains(f.term().id())) {
                            count++;
                            String written = text.substring(f.start(), f.end());
                            if (!isName(written, f.term().name())) {
                                other.add(key + ": " + written + " for " + f.term().name());
                            }
                        }
                    }
                }
            }
            return count;
        });
        assertThat(other).isEmpty();
        assertThat(named).as("texts naming these things").isGreaterThan(20);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void aSeedLessonAndARandomSeedAreTwoTermsThatDoNotMention(String language) {
        Texts.inLanguage(Locale.forLanguageTag(language), () -> {
            Glossary.Term lesson = Glossary.term("seed");
            Glossary.Term random = Glossary.term("randomSeed");
            assertThat(Collections.disjoint(lesson.forms(), random.forms())).isTrue();
            assertThat(Glossary.find(lesson.definition())).extracting(f -> f.term().id()).doesNotContain("randomSeed");
            assertThat(Glossary.find(random.definition())).extracting(f -> f.term().id()).doesNotContain("seed");
            return null;
        });
    }

    private static boolean isName(String written, String name) {
        String stem = name.toLowerCase(Locale.ROOT).substring(0, Math.min(STEM, name.length()));
        return written.toLowerCase(Locale.ROOT).startsWith(stem) || written.equals(written.toUpperCase(Locale.ROOT))
                || written.split("\\s+").length >= 4;
    }
}
