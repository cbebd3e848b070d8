package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every text that names false alarms / hits calls it by the glossary's own term ("share of hits
 * that were false"), or by its CSV column {@code false_alarm_share}: never by an older form such
 * as "false-alarm rate", which the glossary keeps only so that it still explains the word where a
 * reader meets it elsewhere. A "rate" would read as the share of all tests.
 */
class GlossaryNamesTest {

    /** The CSV columns that hold the share, as a file names them; the term's first two forms are its name and plural. */
    private static final Set<String> COLUMNS = Set.of("false_alarm_share", "hull_false_alarm_share");

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyTextNamesTheShareByTheGlossarysTerm(String language) throws IOException {
        Texts.use(Locale.forLanguageTag(language));
        Glossary.Term share = Glossary.term("falseAlarmShare");
        Set<String> names = Set.of(share.forms().get(0).toLowerCase(Locale.ROOT), share.forms().get(1).toLowerCase(Locale.ROOT));
        assertThat(names).contains(share.name().toLowerCase(Locale.ROOT));
        List<String> found = new ArrayList<>();
        int named = 0;
        for (String family : Texts.FAMILIES) {
            if (family.equals(Glossary.BUNDLE)) {
                continue;
            }
            Properties bundle = BundlesTest.file(family, language.equals("en") ? "" : "_" + language);
            for (String key : new TreeSet<>(bundle.stringPropertyNames())) {
                String text = bundle.getProperty(key);
                for (Glossary.Found f : Glossary.find(text)) {
                    if (f.term().id().equals(share.id())) {
                        String written = text.substring(f.start(), f.end());
                        named++;
                        if (!names.contains(written.toLowerCase(Locale.ROOT)) && !COLUMNS.contains(written)) {
                            found.add(key + ": " + written);
                        }
                    }
                }
            }
        }
        assertThat(found).isEmpty();
        assertThat(named).as("texts naming the share").isGreaterThanOrEqualTo(8);
    }

}
