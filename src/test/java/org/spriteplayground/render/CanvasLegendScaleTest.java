package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import javax.swing.Icon;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.Ink;

/**
 * The canvas legend's samples grow with its type: at UI scale 2 the type is twice as large with
 * lines at their usual scale, and samples that kept their 1× size would sit cramped against
 * twice-as-large words.
 */
class CanvasLegendScaleTest {

    @Test
    void twiceTheTypeMakesEverySampleTwiceAsLarge() {
        CanvasLegend legend = new CanvasLegend();
        for (Ink ink : new Ink[] {Ink.BOUNDING_CIRCLE, Ink.AABB, Ink.HIT}) {
            legend.painted(ink);
        }
        legend.truth();
        assertThat(legend.entries()).hasSize(4);
        for (CanvasLegend.Entry entry : legend.entries()) {
            Icon usual = legend.icon(entry, font(13f), 1f);
            Icon twice = legend.icon(entry, font(26f), 1f);
            assertThat((double) twice.getIconWidth() / usual.getIconWidth()).as("%s: the sample's width at 26-point type against 13-point", entry)
                    .isCloseTo(2.0, within(0.15));
            assertThat((double) twice.getIconHeight() / usual.getIconHeight()).as("%s: its height", entry).isCloseTo(2.0, within(0.15));
            assertThat(inked(twice)).as("%s: the sample paints inside its icon", entry).isTrue();
        }
    }

    private static Font font(float points) {
        return new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(points)).deriveFont(points);
    }

    /** Returns whether {@code icon} paints any pixel when painted at the top left of an image of its size. */
    private static boolean inked(Icon icon) {
        BufferedImage image = new BufferedImage(icon.getIconWidth(), icon.getIconHeight(), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        icon.paintIcon(null, g, 0, 0);
        g.dispose();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) >>> 24) != 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
