package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.app.Main;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;

/** The worksheet in German and French, written as {@code worksheet LESSON --out FILE.pdf} writes it, and read back. */
class WorksheetLanguageTest {

    @TempDir
    Path folder;

    @Test
    void thePageFontShowsGermanAndFrenchLettersAndTheFrenchThousandsSpace() {
        String letters = "äöüß ÄÖÜ éèàçœ « » „“ l’angle";
        assertThat(PdfText.safe(letters, PdfText.REGULAR)).isEqualTo(letters);
        assertThat(PdfText.safe(letters, PdfText.BOLD)).isEqualTo(letters);
        String french = String.format(Locale.FRENCH, "%,d", 1_979_449);
        assertThat(PdfText.safe(french, PdfText.REGULAR)).isEqualTo(french);
    }

    @Test
    void aGermanWorksheetReadsInGerman() throws Exception {
        String text = worksheet(Locale.GERMAN, "flying-jets");
        assertThat(text).contains("Arbeitsblatt: ").contains("Fragen")
                .contains("Bei welchem Winkel (0° bis 359°) ist das AABB am kleinsten?")
                .contains("Wie viele Treffer des Begrenzungskreises waren Fehlalarme?")
                .contains("„jetzt“").contains("Lösungen: ")
                .doesNotContain("Worksheet").doesNotContain("Answer key").doesNotContain("?0");
        // The answer key answers the translated questions with the lesson's numbers: the AABB's turns.
        assertThat(text).contains("am kleinsten?\n0°, 90°, 180°, 270°");
    }

    @Test
    void aFrenchWorksheetReadsInFrench() throws Exception {
        String text = worksheet(Locale.FRENCH, "flying-jets");
        assertThat(text).contains("Fiche d’exercices\u00A0: ").contains("Corrigé\u00A0: ")
                .contains("À quel angle (0° à 359°) l’AABB est-elle la plus petite\u00A0?")
                .contains("Combien des collisions du cercle englobant étaient de fausses alertes\u00A0?")
                .contains("«\u00A0maintenant\u00A0»").doesNotContain("Worksheet");
        // The chart's page names the bounding shapes, not "enveloppes", the word of its convex hull's curve.
        assertThat(text.replace('\n', ' ')).contains("Ajustement des formes englobantes de la figurine «\u00A0avion\u00A0»\u00A0: aire selon la rotation Chaque courbe est l’aire d’une forme englobante ");
    }

    @Test
    void readoutsCsvReadsTheSameInEveryLanguage() {
        Supplier<List<ReadoutTable>> readouts = () -> List.of(new ReadoutTable(Texts.locale().getLanguage().equals("de") ? "Treffer" : "hits",
                List.of("flying"), List.of(new ReadoutTable.Row("count", "count", "", List.of(String.format(Texts.numbers(), "%,.1f", 1_979_449.5))))));
        Texts.use(Locale.GERMAN);
        try {
            assertThat(readouts.get().get(0).rows().get(0).values()).containsExactly("1.979.449,5");
            assertThat(ReadoutsCsv.lines(ReadoutsCsv.neutral(readouts))).containsExactly(ReadoutsCsv.HEADER, "hits,count,flying,1979449.5,");
        } finally {
            Texts.use(null);
        }
    }

    private String worksheet(Locale language, String lesson) throws Exception {
        Path file = folder.resolve(lesson + "-" + language + ".pdf");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Texts.use(language);
        try {
            int code = Main.run(new String[] {"worksheet", lesson, "--out", file.toString()}, new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        } finally {
            Texts.use(null);
        }
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            return new PDFTextStripper().getText(doc).replace("\r\n", "\n");
        }
    }
}
