package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No text of the app names its code: a pupil reads "the app's own test", never a class and method
 * such as {@code Collisions.overlaps}.
 */
class NoCodeNamesTest {

    /** A class name, a dot and a method or field name, as Java writes them. */
    private static final Pattern CODE_NAME = Pattern.compile("\\b\\p{Lu}\\p{Ll}[a-zA-Z]*\\.\\p{Ll}[a-zA-Z]*\\b");

    @ParameterizedTest
    @ValueSource(strings = {"", "_de", "_fr"})
    void noTextNamesAClassAndMethod(String suffix) throws IOException {
        List<String> found = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            String name = "/" + family.replace('.', '/') + suffix + ".properties";
            Properties bundle = new Properties();
            try (InputStream in = NoCodeNamesTest.class.getResourceAsStream(name)) {
                assertThat(in).as(name).isNotNull();
                bundle.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            for (String key : new TreeSet<>(bundle.stringPropertyNames())) {
                if (CODE_NAME.matcher(bundle.getProperty(key)).find()) {
                    found.add(key + "=" + bundle.getProperty(key));
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
