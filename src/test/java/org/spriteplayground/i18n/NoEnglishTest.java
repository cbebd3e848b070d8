package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * German and French texts use no English: every value of every {@code _de} and {@code _fr}
 * bundle is scanned for English words that are neither German nor French words. The few English
 * identifiers a pupil may meet are allowed only as {@link #CODE}: a seed's own output written in
 * capitals with its translation beside it in brackets ("TOUCHING (berührend)"), the app's name,
 * command-line options and CSV column names (words joined by "_" or led by "--").
 */
class NoEnglishTest {

    /**
     * Common English words and the app's English terms that are not also German or French words
     * (so not "an", "as", "but", "die", "or", "so", "was", "will", "angle", "collision", "exact",
     * "intersection", "phase", "point", "radius", "start"). "Sprite" is here: the lessons call it
     * "Figur" and "figurine", and every text, a teacher's too, says the same; "Jet" is German, so
     * only French has it ({@link #ENGLISH_IN}); "Pixel" is a German and French word too.
     */
    private static final Set<String> ENGLISH = Set.of("the", "and", "of", "with", "you", "your", "that", "this", "these",
            "are", "is", "were", "be", "been", "has", "have", "not", "no", "yes", "it", "its", "which", "what", "when",
            "where", "how", "why", "from", "by", "into", "than", "then", "there", "they", "would", "should", "can", "only",
            "each", "every", "other", "more", "same", "both", "one", "two", "between", "about", "after", "before", "off",
            "up", "out", "new", "just", "to", "at", "for", "if", "seed", "seeds", "hit", "hits", "touching", "overlapping",
            "overlaps", "overlap", "box", "boxes", "circle", "circles", "bounding", "turned", "true", "false", "alarm",
            "alarms", "step", "steps", "tick", "dot", "sweep", "prune", "tree", "grid", "hull", "mask", "swept",
            "tunnelling", "tolerance", "playground", "flatlaf", "width", "height", "rate", "share", "broad", "narrow",
            "separating", "axis", "time", "inside", "wholly", "single", "edge", "twice", "sprite", "sprites");

    /**
     * Words that are English in one language only: French calls the jet "avion" (its "jet" is a
     * throw or a spray), while German writes "Jet" as a word of its own.
     */
    private static final Map<String, Set<String>> ENGLISH_IN = Map.of("de", Set.of(), "fr", Set.of("jet", "jets"));

    /**
     * What is English on purpose, removed before the scan: the app's name ("Sprite Playground",
     * its jar "sprite-playground.jar"); a seed's own output (CollisionResult's names) in capitals
     * with its translation beside it in brackets; command-line options ("--step") and CSV column
     * names ("false_alarm_share"), which a person types or reads in a file exactly so; HTML tags.
     */
    private static final Pattern CODE = Pattern.compile("Sprite[- ]Playground|sprite-playground\\.jar"
            + "|\\b(?:TOUCHING|OVERLAPPING|NO_COLLISION)\\b(?= \\()|--\\w[\\w-]*|\\w+_\\w+|<[^>]*>");

    /**
     * English words a key may use, each for a reason: the About text credits FlatLaf by its name;
     * a scene file's switches are JSON's own {@code true} and {@code false}, typed exactly so.
     */
    private static final Map<String, Set<String>> ALLOWED = Map.of("help.about.text", Set.of("flatlaf"),
            "scene.choice.toggle", Set.of("true", "false"), "scene.json.choiceValue", Set.of("true", "false"));

    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    /** The mark of an Alt key's letter in a menu's or button's text. */
    private static final Pattern MNEMONIC = Pattern.compile("&(?=\\p{L})");

    @ParameterizedTest
    @ValueSource(strings = {"de", "fr"})
    void noTranslatedTextHasAnEnglishWord(String language) throws IOException {
        List<String> found = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            Properties bundle = BundlesTest.file(family, "_" + language);
            for (String key : new java.util.TreeSet<>(bundle.stringPropertyNames())) {
                List<String> english = english(bundle.getProperty(key), ALLOWED.getOrDefault(key, Set.of()), ENGLISH_IN.get(language));
                if (!english.isEmpty()) {
                    found.add(family.substring(family.lastIndexOf('.') + 1) + "_" + language + " " + key + ": " + english);
                }
            }
        }
        assertThat(found).isEmpty();
    }

    /** The scan itself, on texts whose answer is known. */
    @ParameterizedTest
    @ValueSource(strings = {"le seed 000 dit TOUCHING", "Seed 004", "S&eed", "Rechtecke, Collisions.overlaps", "Gitter, Sweep and Prune",
            "Zwei Sprites wählen", "Sprite A", "les sprites ne sont pas convexes", "report SPRITE [--step GRAD]"})
    void findsEnglish(String text) {
        assertThat(english(text, Set.of())).isNotEmpty();
    }

    @Test
    void jetIsEnglishInFrenchOnly() {
        assertThat(english("500 jets", Set.of(), ENGLISH_IN.get("fr"))).containsExactly("jets");
        assertThat(english("500 Jets", Set.of(), ENGLISH_IN.get("de"))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"l'exemple 000 dit TOUCHING (en contact)", "Über Sprite Playground", "--step GRAD",
            "false_alarm_share ist {2}", "Die Figuren, ihre Pixel und Jets", "<html>Phase large</html>"})
    void passesCodeAndSharedWords(String text) {
        assertThat(english(text, Set.of())).isEmpty();
    }

    /** Returns {@code text} as a menu or button shows it: without the &amp; before its Alt key's letter ("S&amp;prites"). */
    private static String shown(String text) {
        return MNEMONIC.matcher(text).replaceAll("");
    }

    /** Returns the English words of {@code text} once code is removed, but for those {@code allowed}. */
    static List<String> english(String text, Set<String> allowed) {
        return english(text, allowed, Set.of());
    }

    /** As {@link #english(String, Set)}, with the words that are English in the text's language besides. */
    static List<String> english(String text, Set<String> allowed, Set<String> englishHere) {
        Matcher words = WORD.matcher(CODE.matcher(shown(text)).replaceAll(" "));
        List<String> found = new ArrayList<>();
        while (words.find()) {
            String word = words.group().toLowerCase(Locale.ROOT);
            if ((ENGLISH.contains(word) || englishHere.contains(word)) && !allowed.contains(word)) {
                found.add(words.group());
            }
        }
        return found;
    }

}
