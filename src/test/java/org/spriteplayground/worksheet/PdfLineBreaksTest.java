package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;

/**
 * The worksheet's line breaker breaks a paragraph at ordinary spaces only: never at a no-break
 * space (a number and its unit, a French colon and its word) nor after an apostrophe, at any width,
 * and the no-break space prints as itself.
 */
class PdfLineBreaksTest {

    @Test
    void noLineOfAFrenchParagraphEndsAtANoBreakSpaceOrAfterAnApostrophe() {
        String text = Texts.inLanguage(Locale.FRENCH, () -> Texts.text("tunnel.explanation"))
                + " " + Texts.inLanguage(Locale.FRENCH, () -> Texts.text("glossary.intro"));
        assertThat(text).contains("\u00A0px", "\u00A0:", "’");

        for (float width = 20; width <= 500; width += 7) {
            List<String> lines = PdfText.wrap(text, PdfText.REGULAR, 10, width);

            assertThat(String.join(" ", lines)).as("width " + width).isEqualTo(text.strip().replaceAll(" +", " "));
            for (int i = 0; i < lines.size() - 1; i++) {
                assertThat(lines.get(i)).as("width " + width).doesNotEndWith("’").doesNotEndWith("\u00A0");
                assertThat(lines.get(i + 1)).as("width " + width).doesNotStartWith(":").doesNotStartWith("px").doesNotStartWith("\u00A0");
            }
        }
    }

    @Test
    void aNoBreakSpacePrintsAsItself() {
        assertThat(PdfText.safe("4\u00A0px", PdfText.REGULAR)).isEqualTo("4\u00A0px");
    }
}
