package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.Utilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.Presentation;

/**
 * Wrapped text (the side panel's lesson title and explanation) breaks at spaces or after a
 * word's hyphen: the German angle-radius title at presentation ×2 in a 1024×768 window once broke
 * "Kreis-Rechteck-Te" / "st" without a mark; a word wider than a whole line gets a hyphen.
 */
class WrappedTextBreaksTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @Test
    void theGermanAngleRadiusTitleBreaksOnlyAtSpacesOrAfterHyphensAtPresentationSize() throws Exception {
        List<String> faults = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", "de");
            Presentation.LARGEST.install();
            try {
                Lesson lesson = Lessons.byId("angle-radius").orElseThrow().factory().apply(SpriteLibrary.bundled());
                for (int width : new int[] {355, 389, 430, 454}) {
                    LessonPanel panel = new LessonPanel(lesson);
                    for (int pass = 0; pass < 3; pass++) {
                        panel.setSize(width, panel.getPreferredSize().height);
                        OffScreenLook.layOut(panel);
                        panel.rewrap();
                    }
                    for (String name : List.of("lessonTitle", "lessonExplanation")) {
                        JTextArea text = (JTextArea) Gui.all(panel, c -> name.equals(c.getName())).get(0);
                        for (String row : rows(text)) {
                            if (!row.endsWith(" ") && !row.endsWith("-") && !text.getText().endsWith(row)) {
                                faults.add(name + " at " + width + " px breaks inside a word after '" + row + "'");
                            }
                        }
                    }
                }
            } finally {
                Presentation.OFF.install();
            }
        });
        assertThat(faults).isEmpty();
    }

    @Test
    void aWordWiderThanTheLineBreaksWithAHyphenThatFits() {
        JTextArea area = new JTextArea();
        FontMetrics fm = area.getFontMetrics(area.getFont());
        String text = "Begrenzungsrechteckkollisionstest folgt";
        int width = fm.stringWidth("Begrenzungs");
        int end = BreakingView.lineEnd(text, fm, width);
        assertThat(BreakingView.midWord(text, end)).as("breaks inside the word").isTrue();
        assertThat(fm.stringWidth(text.substring(0, end) + BreakingView.HYPHEN)).isLessThanOrEqualTo(width);
        assertThat(BreakingView.lineEnd("Kreis-Rechteck-Test (Seed", fm, fm.stringWidth("Kreis-Rechteck-Te"))).as("after the hyphen")
                .isEqualTo("Kreis-Rechteck-".length());
        assertThat(BreakingView.lineEnd("ein Test", fm, fm.stringWidth("ein Te"))).as("after the space").isEqualTo("ein ".length());
    }

    /** Returns the rows of {@code text} as its view lays them out. */
    private static List<String> rows(JTextArea text) {
        List<String> rows = new ArrayList<>();
        try {
            String all = text.getText();
            int start = 0;
            for (int at = 1; at < all.length(); at++) {
                int rowStart = Utilities.getRowStart(text, at);
                if (rowStart > start) {
                    rows.add(all.substring(start, rowStart));
                    start = rowStart;
                }
            }
            rows.add(all.substring(start));
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
        return rows;
    }
}
