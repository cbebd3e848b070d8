package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.sim.Ink;

/**
 * Batched circles are stamped, laid on the raster or blitted, and must show the pixels a stroke
 * of each circle gives: the ink's antialiased line for a few, a plain one-pixel line for many.
 */
class CircleStampsTest {

    private static final int SIZE = 240;
    /** Half a pixel a unit, shifted by whole pixels: centres at even units land on pixel corners. */
    private static final AffineTransform WORLD_TO_SCREEN = new AffineTransform(0.5, 0, 0, 0.5, 20, 10);

    @ParameterizedTest
    @CsvSource({"3, false", "3, true", "600, false", "600, true"})
    void stampsShowTheStrokedCircles(int count, boolean onRaster) {
        double[] xs = new double[count];
        double[] ys = new double[count];
        double[] radii = new double[count];
        // Three circles wholly inside the image, each drawn count / 3 times over; radii of whole quarter pixels on screen.
        for (int i = 0; i < count; i++) {
            xs[i] = 100 + 100 * (i % 3);
            ys[i] = 120 + 80 * (i % 3);
            radii[i] = 40 + 13.5 * (i % 3);
        }
        boolean detailed = count <= CircleStamps.DETAILED_CIRCLES;
        BufferedImage stamped = blank();
        Graphics2D g = stamped.createGraphics();
        new Java2dDraw(g, onRaster ? stamped : null, WORLD_TO_SCREEN, Map.of(), 1).circles(xs, ys, radii, count, Ink.BOUNDING_CIRCLE);
        g.dispose();

        BufferedImage stroked = blank();
        Graphics2D s = stroked.createGraphics();
        s.setRenderingHint(RenderingHints.KEY_ANTIALIASING, detailed ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
        s.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        s.setColor(Palette.color(Ink.BOUNDING_CIRCLE));
        s.setStroke(detailed ? Palette.stroke(Ink.BOUNDING_CIRCLE) : new BasicStroke(1f));
        for (int i = 0; i < count; i++) {
            double x = 0.5 * xs[i] + 20;
            double y = 0.5 * ys[i] + 10;
            double r = 0.5 * radii[i];
            s.draw(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
        }
        s.dispose();

        int inked = 0;
        int worst = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int a = stroked.getRGB(x, y);
                int b = stamped.getRGB(x, y);
                inked += a != Color.WHITE.getRGB() ? 1 : 0;
                for (int shift = 0; shift < 24; shift += 8) {
                    worst = Math.max(worst, Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)));
                }
            }
        }
        assertThat(inked).as("outline pixels").isGreaterThan(300);
        assertThat(worst).as("largest difference in a colour channel (of 255)").isLessThanOrEqualTo(2);
    }

    private static BufferedImage blank() {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        int[] white = new int[SIZE * SIZE];
        Arrays.fill(white, 0xFFFFFF);
        image.setRGB(0, 0, SIZE, SIZE, white, 0, SIZE);
        return image;
    }
}
