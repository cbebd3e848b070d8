package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.spriteplayground.i18n.Texts;

/**
 * Every question, choice and feedback of every lesson's quiz, in every language, reads as a
 * sentence of its own: it starts with a capital (or a digit or sign), never with a readout's word
 * in lower case ("apart", "nein", "coin"), and holds no fragment of the window's lead-in for its
 * next preset ("Next:", "Als Nächstes:", "Suivant :", nor the "Ensuite :" that French once used).
 */
class QuizSentencesTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyTextStartsWithACapitalAndHoldsNoLeadIn(Locale language) {
        List<String> leads = new ArrayList<>(List.of("Ensuite :"));
        for (Locale l : LANGUAGES) {
            leads.add(spaced(Texts.find("predict.lead", l).replace("{0}", "")).strip());
        }
        for (QuizCases.Case c : QuizCases.all(language)) {
            for (Item item : c.bank().items()) {
                List<String> texts = new ArrayList<>(List.of(item.text(), item.feedback()));
                if (item.answer() instanceof Item.Choices ch) {
                    texts.addAll(ch.choices());
                }
                for (String text : texts) {
                    assertThat(Character.isLowerCase(text.codePointAt(0))).as("%s (%s) starts in lower case: %s", item.name(), language, text).isFalse();
                    for (String lead : leads) {
                        assertThat(spaced(text)).as("%s (%s)", item.name(), language).doesNotContain(lead);
                    }
                }
            }
        }
    }

    /** Returns {@code text} with its no-break spaces plain, as the lead-ins are compared. */
    private static String spaced(String text) {
        return text.replaceAll("[\\u00a0\\u202f]", " ");
    }
}
