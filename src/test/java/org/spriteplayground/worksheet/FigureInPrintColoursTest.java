package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A quiz's picture ({@link AnswerKey#figure}) wears the printed page's light colours while the
 * window wears the dark theme, as the worksheet's figure does: a learning platform shows it on a
 * white page, and the same lesson gives the same picture whichever theme the teacher chose.
 */
class FigureInPrintColoursTest {

    @Test
    void theQuizPictureIsTheSameUnderTheDarkTheme() {
        Lessons.Entry entry = Lessons.ALL.get(0);
        Map<String, BufferedImage> images = WorksheetWriterTest.images();
        int[] light = pixels(AnswerKey.figure(lesson(entry), Overlays.DEFAULT, images, 480, 300));
        Map<Object, Object> before = new HashMap<>();
        Map<String, Color> dark = FigurePainter.themeColours("FlatDarkLaf");
        dark.forEach((key, colour) -> before.put(key, UIManager.put(key, colour)));
        try {
            int[] underDark = pixels(AnswerKey.figure(lesson(entry), Overlays.DEFAULT, images, 480, 300));
            assertThat(dark).as("the dark theme's canvas").containsKey("SpritePlayground.canvas.background");
            assertThat(underDark).as("the %s quiz picture painted while the dark theme is installed", entry.id()).isEqualTo(light);
        } finally {
            before.forEach(UIManager::put);
        }
    }

    private static Lesson lesson(Lessons.Entry entry) {
        return entry.factory().apply(SpriteLibrary.bundled());
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}
