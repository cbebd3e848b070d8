package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.ui.canvas.ValueText;
import org.spriteplayground.ui.dialogs.HelpDialogs;
import org.spriteplayground.ui.experiment.ExperimentTable;
import org.spriteplayground.ui.experiment.NumberSpinners;
import org.spriteplayground.ui.side.Mnemonics;
import org.spriteplayground.worksheet.ReadoutsCsv;

/** The dialogs, help and exports in German and French: their words, typed numbers and the CSV's numbers. */
class DialogsLanguageTest {

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @Test
    void theExperimentsTrialsReadBackInEveryLanguage() {
        for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
            String shown = shownTrials(language);
            assertThat(ExperimentLimits.parse(shown)).as("%s reads back %s", language, shown).isEqualTo(ExperimentLimits.DEFAULT_TRIALS);
        }
        assertThat(shownTrials(Locale.GERMAN)).isEqualTo("100.000");
    }

    private static String shownTrials(Locale language) {
        Texts.use(language);
        // As the Experiment dialog makes its trials field.
        javax.swing.JSpinner trials = new javax.swing.JSpinner(new javax.swing.SpinnerNumberModel(ExperimentLimits.DEFAULT_TRIALS, ExperimentLimits.MIN_TRIALS,
                ExperimentLimits.MAX_TRIALS, 10_000));
        NumberSpinners.keepTyped(trials, () -> { });
        return NumberSpinners.field(trials).getText();
    }

    @Test
    void germanValueDialogReadsAndWritesADecimalComma() {
        Texts.use(Locale.GERMAN);
        assertThat(ValueText.problem("12,5")).isNull();
        assertThat(ValueText.parse("12,5")).isEqualTo(12.5);
        assertThat(ValueText.parse("12.5")).isEqualTo(12.5);
        assertThat(ValueText.plain(123.25)).isEqualTo("123,25");
        assertThat(ValueText.problem("abc")).isEqualTo("Keine Zahl: Ziffern eingeben, etwa 123,25.");
        assertThat(ValueText.problem("")).isEqualTo("Bitte eine Zahl eingeben.");
    }

    @Test
    void frenchValueDialogReadsADecimalCommaAndSaysWhatIsWrongInFrench() {
        Texts.use(Locale.FRENCH);
        assertThat(ValueText.parse(" -0,75 ")).isEqualTo(-0.75);
        assertThat(ValueText.plain(-4.5)).isEqualTo("-4,5");
        assertThat(ValueText.problem("Infinity")).isEqualTo("Saisissez un nombre fini, par exemple 123,25.");
    }

    @Test
    void englishStillReadsOnlyADot() {
        assertThat(ValueText.parse("12.5")).isEqualTo(12.5);
        assertThat(ValueText.problem("12,5")).startsWith("Not a number");
        assertThat(ValueText.plain(12.5)).isEqualTo("12.5");
    }

    @Test
    void readoutsCsvKeepsDotDecimalsAndAnEnglishHeaderInGerman() {
        Texts.use(Locale.GERMAN);
        Supplier<List<ReadoutTable>> tables = () -> List.of(new ReadoutTable("t", List.of("c"),
                List.of(new ReadoutTable.Row("r", "r", "", List.of(String.format(Texts.numbers(), "%,.1f", 1979449.5))))));
        assertThat(tables.get().get(0).rows().get(0).values().get(0)).isEqualTo("1.979.449,5");
        List<String> lines = ReadoutsCsv.lines(ReadoutsCsv.neutral(tables));
        assertThat(lines).containsExactly(ReadoutsCsv.HEADER, "t,r,c,1979449.5,");
    }

    @Test
    void helpTableSpeaksTheLanguage() {
        Texts.use(Locale.GERMAN);
        assertThat(HelpDialogs.gestures("drag").get(0)).containsExactly("Ziehen", "Verschieben", "Eine Figur, einen Kreis, ein Rechteck, eine Wand oder einen Punkt ziehen, den die Lektion anbietet");
        assertThat(HelpDialogs.gestures("export").get(0)[0]).isEqualTo("Alt+" + Mnemonics.EXPORT);
        Texts.use(Locale.FRENCH);
        assertThat(HelpDialogs.gestures("wheel").get(0)[1]).isEqualTo("Redimensionner");
        assertThat(Texts.text("help.keys.title")).isEqualTo("Touches et souris");
        Texts.use(null);
        assertThat(HelpDialogs.gestures("steer").get(0)[2]).isEqualTo("Steer the dot in Dot and wall: circle versus box (seed 001) (there → does not step)");
    }

    @Test
    void experimentTableAndChartsSpeakTheLanguageWithItsNumbers() {
        Texts.use(Locale.GERMAN);
        assertThat(ExperimentTable.titles()).contains("Fehlalarme", "Trefferquote");
        assertThat(ExperimentTable.tips().get(8)).contains("R = 1,3 (r<sub>A</sub> + r<sub>B</sub>)");
        assertThat(Texts.format("chart.tightness.crossovers", 26.565, 63.435)).startsWith("Kreis und AABB sind bei 26,6° und 63,4°");
        assertThat(Texts.format("map.tooLarge", "a", "b", 4_000_000)).contains("4.000.000");
        Texts.use(Locale.FRENCH);
        assertThat(ExperimentTable.titles().get(3)).isEqualTo("fausses alertes");
        Texts.use(null);
        assertThat(ExperimentTable.titles().get(5)).isEqualTo("share of hits that were false");
        assertThat(Texts.format("map.tooLarge", "a", "b", 4_000_000)).isEqualTo("a and b are too large to map: more than 4,000,000 places of B's centre.");
    }
}
