package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Separating axes: the highlighted top ruler's thick dotted line leaves P's and Q's shadows
 * beside it clear, at presentation ×1.5 and ×2 on canvases from 1180×680 down to 500×380, so the
 * gap between them can be seen rather than covered by the ruler.
 */
class SeparatingRulerTest {

    @ParameterizedTest(name = "{0}×{1} at ×{2}")
    @CsvSource({"1180, 680, 1", "1180, 680, 1.5", "675, 500, 2", "500, 380, 2"})
    void theTopRulerLeavesBothShadowsClear(int width, int height, double lineScale) {
        Lesson lesson = Lessons.byId("separating-axes").orElseThrow().factory().apply(SpriteLibrary.bundled());
        AffineTransform toScreen = SceneRenderer.fit(lesson.bounds(), width, height);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        RecordingDraw recorded;
        try {
            Java2dDraw screen = new Java2dDraw(g, null, toScreen, Map.of(), lineScale);
            recorded = new RecordingDraw() {
                @Override
                public double markRadius(Aabb view) {
                    return screen.markRadius(view);
                }

                @Override
                public Vec2 labelSize(String text, Aabb view) {
                    return screen.labelSize(text, view);
                }
            };
            lesson.draw(recorded, Overlays.DEFAULT);
        } finally {
            g.dispose();
        }
        List<RecordingDraw.Mark> marks = recorded.marks().stream().filter(m -> m.kind().equals("segment")).toList();
        int ruler = -1;
        for (int i = 0; i < marks.size() && ruler < 0; i++) {
            List<?> ends = (List<?>) marks.get(i).shape();
            if (marks.get(i).ink() == Ink.HIT && ((Vec2) ends.get(0)).y() == ((Vec2) ends.get(1)).y()) {
                ruler = i;
            }
        }
        assertThat(ruler).as("the highlighted ruler").isNotNegative();
        double scale = toScreen.getScaleY();
        double rulerY = y(marks.get(ruler));
        for (int i = ruler + 1; i <= ruler + 2; i++) {
            RecordingDraw.Mark shadow = marks.get(i);
            double apart = Math.abs(y(shadow) - rulerY) * scale;
            // Half of each line, and two pixels of the background between them, all at the line scale.
            double needed = ((width(Ink.HIT) + width(shadow.ink())) / 2 + 2) * lineScale;
            assertThat(apart).as("%s's shadow from the ruler, in pixels", shadow.ink()).isGreaterThanOrEqualTo(needed);
        }
    }

    private static double y(RecordingDraw.Mark segment) {
        return ((Vec2) ((List<?>) segment.shape()).get(0)).y();
    }

    private static double width(Ink ink) {
        return ((BasicStroke) Palette.stroke(ink)).getLineWidth();
    }
}
