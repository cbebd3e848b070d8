package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;

/**
 * German and French say everything English says, no more, with the same placeholders; menu names
 * carry at most one mnemonic each and no two items of a menu share one.
 */
class BundlesTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+[^}]*}");
    private static final Pattern LONE_APOSTROPHE = Pattern.compile("(?<!')'(?!')");
    private static final Pattern MENU_NAME = Pattern.compile("(menubar)\\.[^.]+|menu\\.([^.]+)\\..+");

    @ParameterizedTest
    @ValueSource(strings = {"de", "fr"})
    void aTranslationHasEveryEnglishKeyAndNoOther(String language) throws IOException {
        for (String family : Texts.FAMILIES) {
            Properties english = file(family, "");
            Properties translated = file(family, "_" + language);
            assertThat(translated.stringPropertyNames()).as("keys of %s_%s", family, language).isEqualTo(english.stringPropertyNames());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "_de", "_fr"})
    void noTextIsBlank(String suffix) throws IOException {
        for (String family : Texts.FAMILIES) {
            Properties bundle = file(family, suffix);
            assertThat(bundle.stringPropertyNames()).allSatisfy(key -> assertThat(bundle.getProperty(key)).as(key).isNotBlank());
        }
        assertThat(file(Texts.BUNDLE, suffix).stringPropertyNames()).isNotEmpty();
    }

    @Test
    void noKeyIsInTwoFamilies() throws IOException {
        Map<String, String> home = new HashMap<>();
        List<String> clashes = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            for (String key : file(family, "").stringPropertyNames()) {
                String other = home.put(key, family);
                if (other != null) {
                    clashes.add(key + " in " + other + " and " + family);
                }
            }
        }
        assertThat(clashes).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"de", "fr"})
    void aTranslationFillsTheSamePlaceholders(String language) throws IOException {
        for (String family : Texts.FAMILIES) {
            Properties english = file(family, "");
            Properties translated = file(family, "_" + language);
            for (String key : english.stringPropertyNames()) {
                assertThat(placeholders(translated.getProperty(key, ""))).as("placeholders of %s in %s_%s", key, family, language)
                        .isEqualTo(placeholders(english.getProperty(key)));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "_de", "_fr"})
    void patternsParseAndApostrophesAreWrittenForHowTheTextIsRead(String suffix) throws IOException {
        for (String family : Texts.FAMILIES) {
            patternsParse(file(family, suffix));
        }
    }

    private static void patternsParse(Properties bundle) {
        for (String key : bundle.stringPropertyNames()) {
            String text = bundle.getProperty(key);
            if (PLACEHOLDER.matcher(text).find()) {
                assertThat(LONE_APOSTROPHE.matcher(text).find()).as("a MessageFormat pattern writes an apostrophe twice: %s", key).isFalse();
                assertThat(new MessageFormat(text).getFormatsByArgumentIndex()).as(key).isNotEmpty();
            } else {
                assertThat(text).as("a plain text writes an apostrophe once: %s", key).doesNotContain("''");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "_de", "_fr"})
    void noTwoItemsOfAMenuShareAMnemonic(String suffix) throws IOException {
        Properties bundle = file(Texts.BUNDLE, suffix);
        Map<String, Map<Character, String>> menus = new HashMap<>();
        List<String> problems = new ArrayList<>();
        for (String key : new TreeSet<>(bundle.stringPropertyNames())) {
            Matcher name = MENU_NAME.matcher(key);
            if (!name.matches() || key.endsWith(".tip")) {
                continue;
            }
            String text = bundle.getProperty(key);
            int mark = text.indexOf('&');
            if (mark < 0) {
                continue;
            }
            if (text.indexOf('&', mark + 1) >= 0 || mark + 1 == text.length() || !Character.isLetterOrDigit(text.charAt(mark + 1)) || text.charAt(mark + 1) > 127) {
                problems.add(key + ": one & before an ASCII letter or digit, was '" + text + "'");
                continue;
            }
            String menu = name.group(1) != null ? name.group(1) : name.group(2);
            String other = menus.computeIfAbsent(menu, m -> new HashMap<>()).put(Character.toUpperCase(text.charAt(mark + 1)), key);
            if (other != null) {
                problems.add(key + " and " + other + " share " + text.charAt(mark + 1));
            }
        }
        assertThat(problems).isEmpty();
        assertThat(menus).as("the menu bar and the menus").containsKeys("menubar", "file", "edit", "view", "sim", "tools", "help", "presentation", "language");
        assertThat(menus.get("menubar")).as("every menu of the bar has its key").hasSize(7);
    }

    @Test
    void everyLessonHasATitleAndEveryTitleALesson() throws IOException {
        Set<String> titled = new TreeSet<>();
        file(Texts.BUNDLE, "").stringPropertyNames().stream().filter(k -> k.startsWith("lesson.")).forEach(k -> titled.add(k.substring("lesson.".length())));
        assertThat(titled).isEqualTo(new TreeSet<>(Lessons.ALL.stream().map(Lessons.Entry::id).toList()));
    }

    /** Reads one bundle file as it stands (without the English it falls back to), as UTF-8. */
    static Properties file(String family, String suffix) throws IOException {
        String name = "/" + family.replace('.', '/') + suffix + ".properties";
        try (InputStream in = BundlesTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return properties;
        }
    }

    private static Set<String> placeholders(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }
}
