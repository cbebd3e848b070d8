package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The canvas's paused status with large type on a narrow canvas (presentation ×2 at 1024×768: a
 * 26-point bold font on a canvas about 570 px wide) wraps its instruction onto another line of
 * the strip instead of cutting it (German's would end in "ANGEHALTEN · Leertaste setzt f…").
 */
class PausedStatusWrapTest {

    @ParameterizedTest(name = "{0}, {1} at {2} px")
    @CsvSource({"de, angle-radius, 570", "de, angle-radius, 420", "de, stress, 570", "fr, angle-radius, 570", "fr, angle-radius, 420",
        "en, angle-radius, 420", "de, angle-radius, 300"})
    void thePausedInstructionWrapsWholeOntoTheStripsLines(String language, String lesson, int width) {
        Texts.use(Locale.forLanguageTag(language));
        try {
            Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SpriteLibrary.bundled());
            model.setPaused(true);
            FontMetrics fm = metrics(new Font(Font.SANS_SERIF, Font.PLAIN, 26));
            List<CanvasStatus.StatusLine> lines = CanvasStatus.statusLines(model, fm, width);
            String shown = String.join(" ", lines.stream().map(CanvasStatus.StatusLine::text).toList());
            assertThat(shown).as("the paused status as shown").doesNotContain("…").contains(Texts.text("hint.spaceResumes"))
                    .contains(Texts.format("status.step", 0L));
            for (CanvasStatus.StatusLine line : lines) {
                assertThat(fm.stringWidth(line.text())).as("width of '%s'", line.text()).isLessThanOrEqualTo(width - 24);
            }
            assertThat(lines.get(0).alert()).as("the first line leads in the alert colour").isNotEmpty();
            assertThat(lines.size()).as("lines shown against lines the strip keeps").isLessThanOrEqualTo(CanvasStatus.statusRows(fm, width));
        } finally {
            Texts.use(null);
        }
    }

    private static FontMetrics metrics(Font font) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            return g.getFontMetrics(CanvasPainter.bold(font));
        } finally {
            g.dispose();
        }
    }
}
