package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Seed 000's own verdicts (NO_COLLISION, TOUCHING, OVERLAPPING) are quoted in one form per
 * language wherever a text names them: the form its readout shows ({@code three.seedSays.*}),
 * its gloss included, in the readouts, the tips and the teacher's note alike.
 */
class SeedVerdictNamesTest {

    /** A verdict of the seed with the gloss that may follow it. */
    private static final Pattern VERDICT = Pattern.compile("\\b(NO_COLLISION|TOUCHING|OVERLAPPING)\\b( \\([^()]*\\))?");

    @Test
    void everyTextQuotesTheSeedsVerdictsAsItsReadoutDoes() {
        List<String> other = new ArrayList<>();
        int quoted = 0;
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            for (String family : Texts.FAMILIES) {
                for (String key : ResourceBundle.getBundle(family, Locale.ROOT, Texts.CONTROL).keySet()) {
                    String text = Texts.inLanguage(language, () -> Texts.text(key));
                    Matcher m = VERDICT.matcher(text);
                    while (m.find()) {
                        String shown = Texts.inLanguage(language, () -> Texts.text("three.seedSays." + m.group(1)));
                        quoted++;
                        if (!m.group().equals(shown)) {
                            other.add(language + " " + key + ": " + m.group() + " instead of " + shown);
                        }
                    }
                }
            }
        }
        assertThat(quoted).as("verdicts quoted").isGreaterThan(10);
        assertThat(other).isEmpty();
    }
}
