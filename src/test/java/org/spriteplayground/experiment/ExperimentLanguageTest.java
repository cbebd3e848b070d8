package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** The experiment's words read in German and French on screen, while its CSV stays English and locale-neutral. */
class ExperimentLanguageTest {

    private static <T> T in(Locale locale, Supplier<T> work) {
        Texts.use(locale);
        try {
            return work.get();
        } finally {
            Texts.use(null);
        }
    }

    @Test
    void limitMessagesReadInTheLanguageWithItsNumbers() {
        assertThat(in(Locale.GERMAN, () -> ExperimentLimits.trialsProblem("0"))).isEqualTo("muss eine ganze Zahl von 1 bis 100.000.000 sein, war „0“");
        assertThat(in(Locale.FRENCH, () -> ExperimentLimits.seedProblem("x"))).isEqualTo("doit être un nombre entier (négatif autorisé), reçu «\u00A0x\u00A0»");
        assertThat(ExperimentLimits.trialsProblem("0")).isEqualTo("must be a whole number from 1 to 100,000,000, was '0'");
        assertThat(in(Locale.GERMAN, () -> ExperimentLimits.parse("100.000"))).isEqualTo(100_000L);
        assertThat(in(Locale.GERMAN, () -> ExperimentLimits.parse("1,5"))).as("a German decimal comma is no thousands separator").isNull();
        assertThat(in(Locale.FRENCH, () -> ExperimentLimits.parse("100\u202f000"))).isEqualTo(100_000L);
    }

    @Test
    void helpWordsReadInTheLanguage() {
        assertThat(in(Locale.GERMAN, Experiment::timing)).startsWith("Nanosekunden pro Test").contains("4.000 Platzierungen");
        assertThat(in(Locale.FRENCH, Experiment::falseAlarmRate)).startsWith("fausses alertes / collisions");
        assertThat(Experiment.timing()).contains("the same 4,000 placements");
    }

    @Test
    void theWorkingReadsInTheLanguageButTheCsvStaysEnglishWithDots() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        Theory theory = Theory.of(jet, jet);
        Experiment.Result measured = Experiment.run(jet, jet, 2_000, 3);
        assertThat(in(Locale.GERMAN, () -> theory.of(BoundKind.HULL).how())).startsWith("kinematische Formel").contains("zusammen reichen sie");
        assertThat(in(Locale.FRENCH, () -> theory.of(BoundKind.AABB).how())).contains("coupée au disque d’échantillonnage");
        assertThat(in(Locale.GERMAN, () -> theory.gap(measured))).startsWith("Die Pixel trafen sich").contains("1.788 von 2.825\u00A0px²");
        List<String> csv = in(Locale.GERMAN, () -> theory.csvLines(measured));
        assertThat(in(Locale.GERMAN, () -> theory.of(BoundKind.CIRCLE).how())).endsWith("= 1 / 1,3^2");
        assertThat(String.join("\n", csv)).contains("kinematic formula", "1,788 of 2,825 px^2", "= 1 / 1.3^2").doesNotContain("Formel", "1.788");
    }
}
