package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;

/** Predict asks, answers and reveals in German and French. */
class PredictLanguageTest {

    @AfterEach
    void backToEnglish() {
        Texts.use(null);
    }

    @Test
    void theQuestionsAndTheirAnswersReadInFrench() {
        Texts.use(Locale.FRENCH);
        Question circle = Question.circle(0.34);
        assertThat(circle.prompt()).isEqualTo("Les cercles englobants sont à 0,34\u00A0px l’un de l’autre. "
                + "Au prochain pas, signaleront-ils une collision\u00a0?");
        assertThat(circle.choices()).extracting(Question.Choice::label).containsExactly("Collision", "Pas de collision");
        assertThat(circle.choices().get(0).then().choices()).extracting(Question.Choice::label).containsExactly("Vraie", "Fausse alerte");
    }

    @Test
    void theRevealReadsInGerman() {
        Texts.use(Locale.GERMAN);
        assertThat(Stages.line(Lessons.defaultLesson().factory().apply(LookAheadTest.SPRITES).prediction().orElseThrow(), Outcome.REAL_HIT, Outcome.FALSE_ALARM))
                .isEqualTo("Der Kreis meldete einen Treffer, die Pixel keinen: ein Fehlalarm. Vorhergesagt war: ein echter Treffer.");
        assertThat(PredictMode.firstPupil()).isEqualTo("Schüler/in 1");
        Playground model = new Playground(Lessons.defaultLesson(), LookAheadTest.SPRITES);
        assertThat(PredictMode.unavailableIn(Lessons.byId("stress").orElseThrow().factory().apply(LookAheadTest.SPRITES)))
                .startsWith("Vorhersage gibt es in");
        assertThat(new PredictMode(model).between()).isEqualTo("Weiter zur nächsten Frage: Kurz vor einem Kontaktschritt wird angehalten.");
    }

    @Test
    void aThreeOutcomesQuestionWritesItsNumbersTheGermanWay() {
        Texts.use(Locale.GERMAN);
        Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), LookAheadTest.SPRITES);
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        assertThat(mode.question().prompt())
                .isEqualTo("Als Nächstes: P bei (30; 20)\u00a0px mit r = 37\u00a0px, Q bei (180; 145)\u00a0px mit r = 50\u00a0px, Berührung innerhalb 1 × 10⁻⁹ um r₁ + r₂."
                        + " Getrennt, berührend oder überlappend?");
        assertThat(mode.question().choices()).extracting(Question.Choice::label).containsExactly("Getrennt", "Berührend", "Überlappend");
    }
}
