package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
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

    /**
     * The size a label is placed by is the size it is painted: on a view shown at half size with
     * a label font twice the usual (as at UI scale 2), the room {@code labelSize} gives, put on
     * the label's side of its anchor, holds all the paint and is no more than the gap bigger;
     * and so for a label over two lines.
     */
    @Test
    void labelSizeIsThePaintedSizeInWorldUnits() {
        AffineTransform worldToScreen = AffineTransform.getScaleInstance(0.5, 0.5);
        Vec2 anchor = new Vec2(SIZE, SIZE);
        for (String text : new String[] {"exact: MISS", "exact: MISS\nseed 002: MISS"}) {
            BufferedImage image = new BufferedImage(3 * SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            Vec2 size;
            try {
                g.setColor(Color.MAGENTA);
                g.fillRect(0, 0, 3 * SIZE, SIZE);
                g.setFont(g.getFont().deriveFont(26f));
                Java2dDraw draw = new Java2dDraw(g, worldToScreen, Map.of());
                size = draw.labelSize(text, new org.spriteplayground.geometry.Aabb(0, 0, 2 * SIZE, 2 * SIZE));
                draw.label(anchor, text, Ink.TEXT, Side.RIGHT);
            } finally {
                g.dispose();
            }
            int[] ink = inkBounds(image);
            double left = SIZE / 2.0;
            double right = left + size.x() / 2;
            double top = SIZE / 2.0 - size.y() / 4;
            double bottom = SIZE / 2.0 + size.y() / 4;
            assertThat(ink[0]).as(text).isGreaterThanOrEqualTo((int) Math.floor(left));
            assertThat(ink[2]).as(text).isLessThanOrEqualTo((int) Math.ceil(right)).isGreaterThanOrEqualTo((int) (right - 6));
            assertThat(ink[1]).as(text).isGreaterThanOrEqualTo((int) Math.floor(top)).isLessThanOrEqualTo((int) (top + 4));
            assertThat(ink[3]).as(text).isLessThanOrEqualTo((int) Math.ceil(bottom)).isGreaterThanOrEqualTo((int) (bottom - 4));
            assertThat(size.y() / 2).as(text + ": a label font of 26 is at least 26 pixels a line").isGreaterThanOrEqualTo(26.0 * (text.split("\n").length));
        }
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
        int[] box = {image.getWidth(), image.getHeight(), -1, -1};
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
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
