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
 * such as {@code Collisions.overlaps}, nor a CSV column's name such as {@code hull_false_alarm_share}
 * (the experiment window names its columns by their headings). Only the command line's usage
 * ({@code cli.*}) names the columns of the CSV it writes, and a glossary term's forms
 * ({@code *.forms}) are matched in texts, never shown.
 */
class NoCodeNamesTest {

    /** A class name, a dot and a method or field name, as Java writes them. */
    private static final Pattern CODE_NAME = Pattern.compile("\\b\\p{Lu}\\p{Ll}[a-zA-Z]*\\.\\p{Ll}[a-zA-Z]*\\b");

    /** A name in snake case, as the CSV columns are written. */
    private static final Pattern SNAKE_NAME = Pattern.compile("\\b[a-z]+(_[a-z0-9]+)+\\b");

    /** A program's constant: capitals joined by "_", as seed 000 names its outcome NO_COLLISION. */
    private static final Pattern CONSTANT = Pattern.compile("(?<![\\p{L}_])\\p{Lu}{2,}(?:_\\p{Lu}{2,})+(?![\\p{L}_])");

    /** A word in capitals (TOUCHING), or a constant, not followed by words of its own in brackets. */
    private static final Pattern ALONE = Pattern.compile("(?<![\\p{L}_])\\p{Lu}{4,}(?:_\\p{Lu}{2,})*(?![\\p{L}_])(?! \\()");

    /**
     * A pupil reads their own words ("Apart", "berührend"), never a program's constant alone: where a
     * lesson quotes seed 000, its constants stand as code with the pupil's words beside them in
     * brackets ("NO_COLLISION (apart)"). So a text that holds a constant (capitals joined by "_")
     * follows it, and every word in capitals it quotes with it (TOUCHING beside NO_COLLISION), with
     * words in brackets. Only the command line's usage ({@code cli.*}) names its arguments in capitals.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "_de", "_fr"})
    void noTextShowsAConstantWithoutThePupilsWordsBesideIt(String suffix) throws IOException {
        List<String> alone = new ArrayList<>();
        int quoting = 0;
        for (String family : Texts.FAMILIES) {
            Properties bundle = bundle(family, suffix);
            for (String key : new TreeSet<>(bundle.stringPropertyNames())) {
                String text = bundle.getProperty(key);
                if (key.startsWith("cli.") || !CONSTANT.matcher(text).find()) {
                    continue;
                }
                quoting++;
                ALONE.matcher(text).results().forEach(m -> alone.add(key + ": " + m.group() + " in \"" + text + "\""));
            }
        }
        assertThat(quoting).as("texts that quote seed 000's constants").isGreaterThanOrEqualTo(3);
        assertThat(alone).isEmpty();
    }

    private static Properties bundle(String family, String suffix) throws IOException {
        String name = "/" + family.replace('.', '/') + suffix + ".properties";
        Properties bundle = new Properties();
        try (InputStream in = NoCodeNamesTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            bundle.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return bundle;
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "_de", "_fr"})
    void noTextNamesAClassAndMethodOrAColumn(String suffix) throws IOException {
        List<String> found = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            Properties bundle = bundle(family, suffix);
            for (String key : new TreeSet<>(bundle.stringPropertyNames())) {
                boolean namesColumns = key.startsWith("cli.") || key.endsWith(".forms");
                if (CODE_NAME.matcher(bundle.getProperty(key)).find() || !namesColumns && SNAKE_NAME.matcher(bundle.getProperty(key)).find()) {
                    found.add(key + "=" + bundle.getProperty(key));
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
