package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.MessageFormat;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The pseudo-locale accents and lengthens a text but leaves what code reads in it as it was. */
class PseudoTest {

    @Test
    void aWordIsAccentedBracketedAndAThirdLonger() {
        assertThat(Pseudo.of("Pause")).isEqualTo("[Ƥàüšé ··]");
        String sentence = "Save the lesson as it is now to open in class";
        String pseudo = Pseudo.of(sentence);
        assertThat(pseudo).startsWith("[Šàṽé ţĥé ĺéššöñ").endsWith("·]").doesNotContainPattern("[a-zA-Z]");
        assertThat(pseudo.length()).isGreaterThanOrEqualTo(Math.round(sentence.length() * 1.3f));
    }

    @Test
    void placeholdersStayAndThePatternStillFormats() {
        String pattern = Pseudo.of("N random placements (default {1,number,integer}, seed {0}); it''s {2,choice,0#none|1#one}");
        assertThat(pattern).contains("{1,number,integer}", "{0}", "{2,choice,0#none|1#one}", "''");
        assertThat(new MessageFormat(pattern, Locale.ROOT).format(new Object[] {7, 1200, 1})).contains("1,200", "7", "one", "'").doesNotContain("{");
    }

    @Test
    void theMnemonicLetterHtmlTagsAndEntitiesStay() {
        assertThat(Pseudo.of("Open &sprite…")).isEqualTo("[Öþéñ &sþŕîţé… ····]");
        assertThat(Pseudo.of("<html>Fly <b>A</b> &amp; B<br>here</html>")).isEqualTo("<html>[Ƒĺý <b>Å</b> &amp; Ɓ<br>ĥéŕé ····]</html>");
    }

    @Test
    void textsReadPseudoOnlyWhileItIsOn() {
        Texts.use(Locale.ENGLISH);
        try {
            Texts.pseudo(true);
            assertThat(Texts.text("menubar.file")).isEqualTo("[&Fîĺé ··]");
            assertThat(Texts.format("edit.undoNamed", "drag")).isEqualTo("[Üñđö drag ··]");
        } finally {
            Texts.pseudo(false);
            Texts.use(null);
        }
        assertThat(Texts.text("menubar.file")).isEqualTo("&File");
    }
}
