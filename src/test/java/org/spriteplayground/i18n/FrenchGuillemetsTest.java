package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * French guillemets hold their words with no-break spaces (U+00A0 or U+202F) inside them, so a
 * line never ends on « or starts with », as the stress lesson's French text would split
 * « Sur cet ordinateur » across two lines.
 */
class FrenchGuillemetsTest {

    /** An opening guillemet not followed by a no-break space, or a closing one not preceded by one. */
    private static final Pattern LOOSE = Pattern.compile("«(?![\u00A0\u202F])|(?<![\u00A0\u202F])»");

    @Test
    void everyGuillemetInEveryFrenchTextHoldsOnWithANoBreakSpace() throws IOException {
        List<String> loose = new ArrayList<>();
        int guillemets = 0;
        for (String family : Texts.FAMILIES) {
            Properties french = french(family);
            for (String key : french.stringPropertyNames()) {
                String text = french.getProperty(key);
                guillemets += text.chars().filter(c -> c == '«' || c == '»').count();
                Matcher m = LOOSE.matcher(text);
                while (m.find()) {
                    loose.add(family + " " + key + ": …" + text.substring(Math.max(0, m.start() - 12), Math.min(text.length(), m.end() + 12)) + "…");
                }
            }
        }
        assertThat(guillemets).as("guillemets in the French bundles").isPositive();
        assertThat(loose).isEmpty();
    }

    private static Properties french(String family) throws IOException {
        String name = "/" + family.replace('.', '/') + "_fr.properties";
        try (InputStream in = FrenchGuillemetsTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return properties;
        }
    }
}
