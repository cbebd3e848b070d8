package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Seed 000's own verdicts (NO_COLLISION, TOUCHING, OVERLAPPING) are quoted in one form per
 * language wherever a text names them: the form its readout shows ({@code three.seedSays.*}),
 * its gloss included, in the readouts, the tips and the teacher's note alike. And the three
 * verdicts a pupil chooses between are one word each per language, words of one kind that read
 * alike side by side ("séparés, en contact, en chevauchement").
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

    /**
     * Each verdict is the same word, but for its capital, in three-outcomes' readout, robustness'
     * choices, Predict's answer buttons and words, and the legend's inks, and in the gloss of the seed's own name where
     * that name is the verdict's word (TOUCHING, OVERLAPPING; NO_COLLISION is glossed as "no
     * collision"); Predict's two questions that list the verdicts use these words.
     */
    @Test
    void eachVerdictIsOneWordWhereverAPupilChoosesOrReadsIt() {
        Map<String, String> outcome = Map.of("NO_COLLISION", "APART", "TOUCHING", "TOUCHING", "OVERLAPPING", "OVERLAPPING");
        Pattern gloss = Pattern.compile("\\((.*)\\)");
        List<String> other = new ArrayList<>();
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            Texts.inLanguage(language, () -> {
                for (String verdict : outcome.keySet()) {
                    Map<String, String> words = new TreeMap<>();
                    for (String key : List.of("three.verdict." + verdict, "robust.verdict." + verdict, "predict.words." + outcome.get(verdict),
                            "predict.answer." + outcome.get(verdict).toLowerCase(Locale.ROOT), "legend.ink." + outcome.get(verdict))) {
                        words.put(key, Texts.text(key).toLowerCase(language));
                    }
                    if (!verdict.equals("NO_COLLISION")) {
                        Matcher m = gloss.matcher(Texts.text("three.seedSays." + verdict));
                        words.put("three.seedSays." + verdict, m.find() ? m.group(1) : "");
                    }
                    if (new HashSet<>(words.values()).size() != 1) {
                        other.add(language + " " + verdict + ": " + words);
                    }
                    String word = words.get("three.verdict." + verdict);
                    for (String question : List.of("predict.outcome", "predict.outcome.fixed")) {
                        if (!Texts.text(question).toLowerCase(language).contains(word)) {
                            other.add(language + " " + question + " lacks '" + word + "': " + Texts.text(question));
                        }
                    }
                }
                return null;
            });
        }
        assertThat(other).isEmpty();
    }
}
