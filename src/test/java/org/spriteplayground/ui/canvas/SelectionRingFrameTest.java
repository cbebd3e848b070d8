package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.SceneRenderer;

/**
 * The dashed ring round a selected piece is painted inside the world's frame, as everything the
 * world draws is: with Q moved to the canvas's edge by the keys it crossed the frame by about four
 * pixels (UI scale 2 at presentation ×2 in 1600×1000, whose canvas is about 990×530; and the
 * 1024×768 window's 635×521). Every pixel the ring paints lies within the frame's pixels.
 */
class SelectionRingFrameTest {

    @ParameterizedTest(name = "Q at ({0}, {1}), radius {2}, on a canvas {3}×{4}")
    @CsvSource({"267, 50, 13, 990, 530", "267, 50, 13, 635, 521", "267, 137, 13, 990, 530", "13, 13, 13, 990, 530", "5, 140, 5, 635, 521"})
    void theRingStaysInsideTheWorldsFrame(double x, double y, double r, int width, int height) {
        ThreeOutcomes lesson = new ThreeOutcomes();
        lesson.place(Circle.of(100, 50, 40), Circle.of(x, y, r));
        AffineTransform worldToScreen = SceneRenderer.fit(lesson.bounds(), width, height);
        Selection selection = new Selection();
        selection.select(lesson.pieces().get(1).name());
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.MAGENTA);
            g.fillRect(0, 0, width, height);
            SelectionRing.paint(g, worldToScreen, lesson, selection, new CanvasLegend());
        } finally {
            g.dispose();
        }
        Aabb b = lesson.bounds();
        Rectangle2D frame = worldToScreen.createTransformedShape(new Rectangle2D.Double(b.minX(), b.minY(), b.width(), b.height())).getBounds2D();
        List<String> outside = new ArrayList<>();
        int painted = 0;
        for (int py = 0; py < height; py++) {
            for (int px = 0; px < width; px++) {
                if ((image.getRGB(px, py) & 0xFFFFFF) == (Color.MAGENTA.getRGB() & 0xFFFFFF)) {
                    continue;
                }
                painted++;
                // A pixel the frame's edge runs through may take some of the ring's antialiased edge.
                if (px + 1 <= Math.floor(frame.getMinX()) || px >= Math.ceil(frame.getMaxX()) || py + 1 <= Math.floor(frame.getMinY())
                        || py >= Math.ceil(frame.getMaxY())) {
                    outside.add("(" + px + ", " + py + ")");
                }
            }
        }
        assertThat(painted).as("the ring is painted").isPositive();
        assertThat(outside).as("ring pixels outside the frame %s", frame).isEmpty();
    }
}
