package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.Ink;

/**
 * The canvas legend grows as a whole with its type: at UI scale 2 the type is twice as large with
 * lines at their usual scale, and samples and spacing that kept their 1× size would sit cramped
 * against twice-as-large words.
 */
class CanvasLegendScaleTest {

    @Test
    void twiceTheTypeMakesTheWholeLegendTwiceAsWide() {
        double usual = width(13f);
        double twice = width(26f);
        assertThat(twice / usual).as("the legend's width at 26-point type against 13-point, lines at their usual scale")
                .isCloseTo(2.0, within(0.15));
    }

    /** Returns how wide the legend of three inks paints in {@code points}-point type, lines at scale 1. */
    private static double width(float points) {
        CanvasLegend legend = new CanvasLegend();
        for (Ink ink : new Ink[] {Ink.BOUNDING_CIRCLE, Ink.AABB, Ink.HIT}) {
            legend.painted(ink);
        }
        BufferedImage image = new BufferedImage(4000, 600, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(points)).deriveFont(points));
        legend.paint(g, image.getWidth(), image.getHeight(), 1f);
        g.dispose();
        int left = image.getWidth();
        int right = -1;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) >>> 24) != 0) {
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                }
            }
        }
        return right - left + 1;
    }
}
