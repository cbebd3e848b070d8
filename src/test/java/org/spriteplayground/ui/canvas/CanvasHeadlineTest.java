package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The lesson's headline in the canvas strip at UI scale 2 on a 1024 &times; 768 screen (26-point
 * bold type, a canvas about 490 pixels wide): every number it says is drawn, none cut, each line
 * within the canvas, and the strip keeps the same height as the numbers change.
 */
class CanvasHeadlineTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[,.]\\d+)*");

    @ParameterizedTest(name = "{0} at {1} px")
    @CsvSource({"broad-phase, 490", "broad-phase, 420", "broad-phase, 560", "stress, 490", "stress, 420", "separating-axes, 420", "broad-phase, 1200"})
    void everyNumberOfTheHeadlineIsDrawnWithinTheCanvas(String lesson, int width) {
        Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SPRITES);
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            FontMetrics fm = g.getFontMetrics(CanvasPainter.bold(new Font(Font.SANS_SERIF, Font.PLAIN, 26)));
            int rows = CanvasStatus.headlineRows(model, fm, width);
            for (int step = 0; step <= 120; step += 30) {
                String headline = model.lesson().headline();
                List<String> lines = CanvasStatus.headlineLines(model, fm, width);
                assertThat(numbers(String.join("\n", lines))).as("numbers drawn of \"%s\" in %s", headline, lines).isEqualTo(numbers(headline));
                assertThat(lines).as("lines of \"%s\"", headline).allSatisfy(line -> {
                    assertThat(line).doesNotContain("…");
                    assertThat(fm.stringWidth(line)).isLessThanOrEqualTo(width - 24);
                });
                assertThat(lines.size()).as("lines the strip keeps room for").isLessThanOrEqualTo(rows);
                assertThat(CanvasStatus.headlineRows(model, fm, width)).as("the strip's height stays as the numbers change").isEqualTo(rows);
                for (int k = 0; k < 30; k++) {
                    model.step();
                }
            }
        } finally {
            g.dispose();
        }
    }

    private static List<String> numbers(String text) {
        List<String> found = new ArrayList<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }
}
