package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Each language writes its apostrophes and quotes one way. French writes the typographic
 * apostrophe ’ everywhere: it is the French norm, and unlike the straight one, which a
 * {@code MessageFormat} pattern must double and a plain text must not, it reads the same in both.
 * German quotes „so“: no straight double quote, no guillemets, every „ closed by “.
 */
class QuotesTest {

    @Test
    void frenchWritesTheTypographicApostrophe() throws IOException {
        List<String> straight = new ArrayList<>();
        int typographic = 0;
        for (String family : Texts.FAMILIES) {
            Properties french = BundlesTest.file(family, "_fr");
            for (String key : new TreeSet<>(french.stringPropertyNames())) {
                String text = french.getProperty(key);
                typographic += text.chars().filter(c -> c == '’').count();
                if (text.indexOf('\'') >= 0) {
                    straight.add(key + ": " + text.substring(Math.max(0, text.indexOf('\'') - 12), Math.min(text.length(), text.indexOf('\'') + 12)));
                }
            }
        }
        assertThat(typographic).as("typographic apostrophes in the French texts").isGreaterThan(100);
        assertThat(straight).isEmpty();
    }

    @Test
    void germanQuotesOpenLowAndCloseHigh() throws IOException {
        List<String> wrong = new ArrayList<>();
        int quoted = 0;
        for (String family : Texts.FAMILIES) {
            Properties german = BundlesTest.file(family, "_de");
            for (String key : new TreeSet<>(german.stringPropertyNames())) {
                String text = german.getProperty(key);
                long open = text.chars().filter(c -> c == '„').count();
                quoted += open;
                if (text.matches("(?s).*[\"«»”].*") || open != text.chars().filter(c -> c == '“').count()) {
                    wrong.add(key + ": " + text);
                }
            }
        }
        assertThat(quoted).as("German quotations").isPositive();
        assertThat(wrong).isEmpty();
    }
}
