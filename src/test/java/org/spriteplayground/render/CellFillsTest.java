package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.DebugDraw.Fill;
import org.spriteplayground.sim.Ink;

/** Cells filled on the canvas: only the cells that are on, washed whole or striped. */
class CellFillsTest {

    /** Draws a 10 x 10 raster whose left half is on, at 10 screen pixels a cell; returns the painted pixels. */
    private static BufferedImage paint(Fill fill) {
        boolean[] on = new boolean[100];
        for (int k = 0; k < 100; k++) {
            on[k] = k % 10 < 5;
        }
        BufferedImage image = new BufferedImage(100, 100, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        new Java2dDraw(g, AffineTransform.getScaleInstance(10, 10), Map.of()).cells(0, 0, 10, on, Ink.OBB, fill);
        g.dispose();
        return image;
    }

    private static int painted(BufferedImage image, int fromX, int toX) {
        int n = 0;
        for (int y = 0; y < 100; y++) {
            for (int x = fromX; x < toX; x++) {
                n += image.getRGB(x, y) >>> 24 != 0 ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void aWashCoversEveryCellThatIsOnAndNothingElse() {
        BufferedImage wash = paint(Fill.TINT);
        assertThat(painted(wash, 0, 50)).isEqualTo(50 * 100);
        assertThat(painted(wash, 50, 100)).isZero();
        assertThat(wash.getRGB(20, 20) >>> 24).as("see-through").isBetween(1, 254);
    }

    @Test
    void stripesCoverPartOfTheCellsThatAreOnAndNothingElse() {
        BufferedImage stripes = paint(Fill.HATCH);
        assertThat(painted(stripes, 0, 50)).isBetween(500, 4_000);
        assertThat(painted(stripes, 50, 100)).isZero();
    }
}
