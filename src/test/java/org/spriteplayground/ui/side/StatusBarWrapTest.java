package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.FontMetrics;
import java.awt.Insets;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.Presentation;

/**
 * The status bar at the window's foot shows a long notice whole, on as many lines as it needs, so
 * that at presentation ×2 in the default 1160×885 window the selection note is not cut to "…Enter
 * types its ...". A notice that fits keeps to one line.
 */
class StatusBarWrapTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0}, {1}, {2} px wide: {3} lines or more")
    @CsvSource({"en, LARGEST, 1160, 2", "en, LARGEST, 1024, 2", "de, LARGEST, 1160, 2", "fr, LARGEST, 1024, 2", "en, OFF, 1160, 1", "de, LARGE, 1600, 1"})
    void theSelectionNoteShowsWhole(String language, Presentation size, int width, int least) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            size.install();
            try {
                Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
                JLabel status = new NoticeLine(model);
                JPanel window = new JPanel(new BorderLayout());
                window.add(status, BorderLayout.SOUTH);
                String note = Texts.format("pieces.selected.moveResize", "Q");
                model.say(note);
                for (int i = 0; i < 3; i++) {
                    window.setSize(width, 800);
                    OffScreenLook.layOut(window);
                }
                assertThat(status.getText()).as("the text is the notice").isEqualTo(note);
                FontMetrics fm = status.getFontMetrics(status.getFont());
                Insets in = status.getInsets();
                int room = status.getWidth() - in.left - in.right;
                int lines = (status.getHeight() - in.top - in.bottom) / fm.getHeight();
                assertThat(lines).as("lines of %s at %d px (one line is %d px)", note, room, fm.stringWidth(note)).isGreaterThanOrEqualTo(least);
                if (least == 1) {
                    assertThat(lines).as("a notice that fits keeps to one line").isEqualTo(1);
                }
                java.util.List<String> shown = ((NoticeLine) status).lines(status.getWidth());
                assertThat(shown).as("as many lines as it has room for").hasSizeLessThanOrEqualTo(lines);
                assertThat(String.join(" ", shown)).as("every word shows").isEqualTo(note);
                shown.forEach(line -> assertThat(fm.stringWidth(line)).as("\"%s\" within %d px", line, room).isLessThanOrEqualTo(room));
            } finally {
                Presentation.OFF.install();
            }
        });
    }
}
