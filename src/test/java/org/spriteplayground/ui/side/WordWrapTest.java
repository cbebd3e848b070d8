package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;

/**
 * Lines break at spaces, but not inside "[ and ]" nor before French punctuation, so the selection
 * note never ends a line with "[" and starts the next with "and ]". Every selection note and the
 * "cannot turn" notice in English, German and French, wrapped at every width from 60 to 400 px:
 * no line ends with an opening mark or starts with a closing one, and the words stay in order.
 */
class WordWrapTest {

    @Test
    void noLineEndsWithAnOpeningMarkNorStartsWithAClosingOne() {
        FontMetrics fm = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB).createGraphics().getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        List<String> faults = new ArrayList<>();
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            for (String key : List.of("pieces.selected", "pieces.selected.moveTurn", "pieces.noTurn")) {
                String text = Texts.inLanguage(language, () -> Texts.format(key, "waiting jet"));
                for (int room = 60; room <= 400; room++) {
                    List<String> lines = WordWrap.lines(text, fm, room);
                    assertThat(String.join(" ", lines)).isEqualTo(text);
                    for (int i = 0; i < lines.size(); i++) {
                        String line = lines.get(i);
                        if (i + 1 < lines.size() && (line.endsWith(" [") || line.endsWith("«") || line.equals("["))) {
                            faults.add(language + " " + key + " at " + room + " px: a line ends \"" + line + "\"");
                        }
                        if (i > 0 && ":;!?]»".indexOf(line.charAt(0)) >= 0) {
                            faults.add(language + " " + key + " at " + room + " px: a line starts \"" + line + "\"");
                        }
                    }
                }
            }
        }
        assertThat(faults).isEmpty();
    }
}
