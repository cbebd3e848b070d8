package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.sprite.BoundKind;

/** Every glossary term is named and defined in one sentence in each language, and is found where a text writes it. */
class GlossaryTest {

    /** A sentence's end inside a text: a full stop, question or exclamation mark, then a space and a capital. */
    private static final Pattern INNER_END = Pattern.compile("[.?!]\\s+\\p{Lu}");

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyTermHasANameFormsAndADefinitionOfOneSentence(String language) {
        Texts.use(Locale.forLanguageTag(language));
        List<Glossary.Term> terms = Glossary.terms();
        // A glossary a pupil can read through: about three terms a lesson, four at most.
        assertThat(terms).hasSizeBetween(15, 4 * org.spriteplayground.lesson.Lessons.ALL.size());
        Map<String, String> formOwner = new HashMap<>();
        for (Glossary.Term term : terms) {
            assertThat(term.name()).as(term.id()).isNotBlank();
            assertThat(term.forms()).as(term.id()).isNotEmpty().allSatisfy(form -> assertThat(form).isNotBlank().isEqualTo(form.strip()));
            assertThat(term.definition()).as(term.id()).matches("\\p{Lu}.*[.?]").doesNotContainPattern(INNER_END);
            for (String form : term.forms()) {
                String other = formOwner.put(form.toLowerCase(Locale.ROOT), term.id());
                assertThat(other).as("%s is a form of %s and %s", form, other, term.id()).isNull();
            }
            assertThat(Glossary.find(term.forms().get(0))).as("the first form of %s", term.id())
                    .extracting(f -> f.term().id()).containsExactly(term.id());
        }
    }

    /**
     * The words a lesson's text, readouts and legends use with a meaning of their own each have an
     * entry of their own, found where those texts write them: the text's key and the entry's id.
     */
    private static final Map<String, String> USED = Map.of(
            "bits.explanation", "pixelMask",
            "legend.bitmasks.CONSTRUCTION", "wordBoundary",
            "minkowski.row.direction", "searchDirection",
            "tunnel.label.discrete", "pointInTime",
            "jets.circleFill", "fill",
            "legend.robustness.CONSTRUCTION", "numberLine",
            "robust.line.ticks", "neighbouringDoubles");

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyWordTheLessonsUseWithAMeaningOfItsOwnHasItsOwnEntry(String language) {
        Texts.use(Locale.forLanguageTag(language));
        USED.forEach((key, id) -> assertThat(Glossary.find(Texts.text(key))).as("%s: \"%s\"", key, Texts.text(key))
                .extracting(f -> f.term().id()).contains(id));
    }

    /** Every bound kind a readout or the experiment names has an entry named by the whole of its label; the pixels are the truth, "opaque pixels". */
    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyBoundKindIsAnEntry(String language) {
        Texts.use(Locale.forLanguageTag(language));
        for (BoundKind kind : BoundKind.values()) {
            if (kind != BoundKind.PIXELS) {
                assertThat(Glossary.definitionOf(kind.label())).as(kind.label()).isNotNull();
            }
        }
    }

    @Test
    void theBoundingCircleGoesThroughThePicturesCornersAndIsNotTheSmallestCircle() {
        for (String language : List.of("en", "de", "fr")) {
            Texts.use(Locale.forLanguageTag(language));
            Glossary.Term circle = Glossary.term("boundingCircle");
            assertThat(circle.definition()).as(language).doesNotContainIgnoringCase(BoundKind.MIN_CIRCLE.label())
                    .containsIgnoringCase(circle.forms().get(circle.forms().size() - 1)); // the circle through the corners
        }
    }

    @Test
    void theFalseAlarmShareIsOfHitsNotOfAllTests() {
        assertThat(Glossary.term("falseAlarmShare").definition()).contains("divided by all hits").contains("not the share of all tests");
        assertThat(Glossary.find("the false_alarm_rate column")).extracting(f -> f.term().id()).containsExactly("falseAlarmShare");
    }

    @Test
    void aLongerFormWinsAndWordsAreWhole() {
        List<Glossary.Found> found = Glossary.find("A false alarm rate of 3 false alarms; unhit, hits.");
        assertThat(found).extracting(f -> f.term().id()).containsExactly("falseAlarmShare", "falseAlarm", "hit");
        assertThat(found.get(0).start()).isEqualTo(2);
        assertThat(found.get(0).end()).isEqualTo(2 + "false alarm rate".length());
    }

    @Test
    void aTermIsFoundInAnyCaseInTheLanguageInForce() {
        Texts.use(Locale.GERMAN);
        assertThat(Glossary.find("Der Begrenzungskreis und die Fehlalarmquote")).extracting(f -> f.term().name())
                .containsExactly("Begrenzungskreis", "Anteil falscher Treffer");
        assertThat(Glossary.definitionOf("Fehlalarme")).isEqualTo(Glossary.term("falseAlarm").definition());
    }
}
