package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw.Side;
import org.spriteplayground.sim.Ink;

/** A label written on one side of its anchor leaves the other sides of the anchor untouched. */
class Java2dDrawLabelTest {

    private static final int SIZE = 200;

    @Test
    void eachSideKeepsTheLabelInItsOwnHalf() {
        for (Side side : Side.values()) {
            BufferedImage image = paint(side);
            int[] box = inkBounds(image);
            int anchor = SIZE / 2;
            switch (side) {
                case ABOVE -> assertThat(box[3]).as(side.name()).isLessThan(anchor);
                case BELOW -> assertThat(box[1]).as(side.name()).isGreaterThan(anchor);
                case LEFT -> assertThat(box[2]).as(side.name()).isLessThan(anchor);
                case RIGHT -> assertThat(box[0]).as(side.name()).isGreaterThan(anchor);
            }
        }
    }

    @Test
    void theThreeArgumentLabelIsWrittenAbove() {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            blank(g);
            new Java2dDraw(g, new AffineTransform(), Map.of()).label(new Vec2(SIZE / 2.0, SIZE / 2.0), "P  r = 40.00", Ink.TEXT);
        } finally {
            g.dispose();
        }
        assertThat(inkBounds(image)).isEqualTo(inkBounds(paint(Side.ABOVE)));
    }

    private static BufferedImage paint(Side side) {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            blank(g);
            new Java2dDraw(g, new AffineTransform(), Map.of()).label(new Vec2(SIZE / 2.0, SIZE / 2.0), "P  r = 40.00", Ink.TEXT, side);
        } finally {
            g.dispose();
        }
        return image;
    }

    private static void blank(Graphics2D g) {
        g.setColor(Color.MAGENTA);
        g.fillRect(0, 0, SIZE, SIZE);
    }

    /** Returns minX, minY, maxX, maxY of every pixel that is no longer the blank colour. */
    private static int[] inkBounds(BufferedImage image) {
        int[] box = {SIZE, SIZE, -1, -1};
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) != (Color.MAGENTA.getRGB() & 0xFFFFFF)) {
                    box[0] = Math.min(box[0], x);
                    box[1] = Math.min(box[1], y);
                    box[2] = Math.max(box[2], x);
                    box[3] = Math.max(box[3], y);
                }
            }
        }
        assertThat(box[2]).as("something was drawn").isGreaterThanOrEqualTo(0);
        return box;
    }
}
