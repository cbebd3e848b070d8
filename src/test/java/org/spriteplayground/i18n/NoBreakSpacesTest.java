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
 * Every text as {@link Texts} gives it leaves no space a line may break at where the language
 * never breaks: between a number (or a placeholder for one) and its unit in any language, and in
 * French before : ; ? ! », after « and inside a number's digit groups ("10 000"). A line breaks at
 * an ordinary space, never at a no-break one, in Swing and in the worksheet alike.
 */
class NoBreakSpacesTest {

    /** An ordinary space between a number or placeholder and a unit symbol. */
    private static final Pattern LOOSE_UNIT = Pattern.compile("[\\d}][ \\t]+(px|ms|s|%|°|MB|Mo|fps|Hz)(?!\\p{L})");

    /** An ordinary space before a French two-part sign or closing guillemet, after an opening one, or in a number's digit groups. */
    private static final Pattern LOOSE_FRENCH = Pattern.compile("[ \\t]+[:;?!»]|«[ \\t]|\\d[ \\t]+\\d{3}(?!\\d)");

    @Test
    void noTextInAnyLanguageLetsALineBreakBetweenANumberAndItsUnit() {
        List<String> loose = new ArrayList<>();
        int units = 0;
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            for (String key : keys()) {
                String text = Texts.inLanguage(language, () -> Texts.text(key));
                units += Pattern.compile("[\\d}]\u00A0px").matcher(text).results().count();
                loose.addAll(found(LOOSE_UNIT, language + " " + key, text));
            }
        }
        assertThat(units).as("numbers held to px").isPositive();
        assertThat(loose).isEmpty();
    }

    @Test
    void noFrenchTextLetsALineStartWithAColonASemicolonAMarkOrAGuillemet() {
        List<String> loose = new ArrayList<>();
        int held = 0;
        for (String key : keys()) {
            String text = Texts.inLanguage(Locale.FRENCH, () -> Texts.text(key));
            held += Pattern.compile("\u00A0[:;?!»]").matcher(text).results().count();
            loose.addAll(found(LOOSE_FRENCH, key, text));
        }
        assertThat(held).as("French signs held to their word").isGreaterThan(100);
        assertThat(loose).isEmpty();
    }

    @Test
    void aGlossaryEntryHoldsItsHeadwordToItsColonInFrench() {
        String entry = Texts.inLanguage(Locale.FRENCH, () -> Texts.format("glossary.entry", "8-DOP", "une forme"));

        assertThat(entry).isEqualTo("8-DOP\u00A0: une forme");
    }

    private static List<String> keys() {
        return Texts.FAMILIES.stream()
                .flatMap(family -> ResourceBundle.getBundle(family, Locale.ROOT, Texts.CONTROL).keySet().stream()).sorted().toList();
    }

    private static List<String> found(Pattern pattern, String where, String text) {
        List<String> found = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            found.add(where + ": …" + text.substring(Math.max(0, m.start() - 15), Math.min(text.length(), m.end() + 10)) + "…");
        }
        return found;
    }
}
