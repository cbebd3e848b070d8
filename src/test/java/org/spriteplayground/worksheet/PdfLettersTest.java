package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/** Every character the app's texts use, in every language, prints as itself on a worksheet: Greek letters, subscripts, the minus sign. */
class PdfLettersTest {

    private static final List<String> FAMILIES = List.of("messages", "seedlessons", "morelessons", "dialogs", "panels", "files");

    @Test
    void everyCharacterOfEveryBundleInEveryLanguagePrintsAsItself() throws IOException {
        TreeSet<Integer> characters = new TreeSet<>();
        for (String family : FAMILIES) {
            for (String suffix : List.of("", "_de", "_fr")) {
                Properties bundle = new Properties();
                try (InputStream in = getClass().getResourceAsStream("/org/spriteplayground/i18n/" + family + suffix + ".properties")) {
                    assertThat(in).as(family + suffix).isNotNull();
                    bundle.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                }
                bundle.values().forEach(v -> v.toString().codePoints().filter(c -> c >= ' ').forEach(characters::add));
            }
        }
        // Numbers as French groups them, and the signs readouts write around numbers.
        String.format(Locale.FRENCH, "%,d", 1_979_449).codePoints().forEach(characters::add);
        "−²√≈≠≤≥×·°…".codePoints().forEach(characters::add);
        StringBuilder all = new StringBuilder();
        characters.forEach(all::appendCodePoint);
        List<String> missing = new ArrayList<>();
        for (PdfText.Face face : PdfText.Face.values()) {
            String printed = PdfText.safe(all.toString(), face);
            all.codePoints().filter(c -> printed.indexOf(c) < 0).forEach(c -> missing.add(face + " U+" + Integer.toHexString(c) + " " + Character.toString(c)));
        }
        assertThat(all.toString()).contains("α", "β", "₁", "−");
        assertThat(missing).isEmpty();
    }

    @Test
    void theBorderCrossingsWorksheetPrintsItsSubscriptsAndMinusSign() throws Exception {
        Lesson lesson = Lessons.byId("border-crossings").orElseThrow().factory().apply(SpriteLibrary.bundled());
        try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
            String page1 = PdfPages.text(doc, 1);
            assertThat(page1).contains("r₀ + r₁", "|r₀ − r₁|", "P₂").doesNotContain("r?", "P?", " ? ");
        }
    }
}
