package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.sim.Ink;

/**
 * A body (the dot, a wall) is drawn at its true size at every presentation size: its outline
 * lies inside it, so thicker lines at ×2 do not make the dot stick out past the screen edge it
 * touches (dot-and-wall with the dot at (10, 10)).
 */
class BodySizeTest {

    private static final int SIZE = 200;

    @Test
    void theDotIsAsWideAsItsDiameterAtEveryLineScale() {
        for (double scale : new double[] {1, 1.5, 2}) {
            BufferedImage image = image();
            Graphics2D g = draw(image);
            try {
                new Java2dDraw(g, null, new AffineTransform(), Map.of(), scale).circle(Circle.of(SIZE / 2.0, SIZE / 2.0, 30), Ink.DOT);
            } finally {
                g.dispose();
            }
            assertThat(inkedWidth(image, SIZE / 2)).as("×" + scale).isCloseTo(60, within(1));
        }
    }

    @Test
    void aWallIsAsWideAsItIsAtTwice() {
        BufferedImage image = image();
        Graphics2D g = draw(image);
        try {
            new Java2dDraw(g, null, new AffineTransform(), Map.of(), 2).box(new Aabb(80, 40, 120, 160), Ink.WALL);
        } finally {
            g.dispose();
        }
        assertThat(inkedWidth(image, SIZE / 2)).isCloseTo(40, within(1));
    }

    /** Returns how many pixels of row {@code y} are more than half inked. */
    private static int inkedWidth(BufferedImage image, int y) {
        int n = 0;
        for (int x = 0; x < SIZE; x++) {
            Color c = new Color(image.getRGB(x, y));
            int darkest = Math.min(c.getRed(), Math.min(c.getGreen(), c.getBlue()));
            if (255 - darkest > 127) {
                n++;
            }
        }
        return n;
    }

    private static Graphics2D draw(BufferedImage image) {
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        return g;
    }

    private static BufferedImage image() {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, SIZE, SIZE);
        g.dispose();
        return image;
    }
}
